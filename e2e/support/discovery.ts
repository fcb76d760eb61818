import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { apiGet } from './listings'

/** The number in "2.794 imóveis encontrados" (0 for "Nenhum … encontrado"). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.results-count').textContent()) ?? ''
  expect(text, 'the result count').toMatch(/encontrad/)
  const digits = text.replace(/\D/g, '')
  return digits === '' ? 0 : Number(digits)
}

/** Waits until the count shown settles on what `path` (an API list URL) answers. */
export async function expectCountOf(page: Page, request: APIRequestContext, path: string): Promise<number> {
  const { meta } = await apiGet<{ meta: { total: number } }>(request, path)
  await expect.poll(() => resultCount(page), { message: `count of ${path}` }).toBe(meta.total)
  return meta.total
}

/** On a phone the filters sit behind "Filtros"; opens them if closed. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.locator('.filters-toggle')
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click()
}

interface Summary {
  id: string
  attributes: Record<string, unknown> & { category: string; city_slug: string }
}

/** The first listing of `list` (its first pages of 60) whose detail satisfies `wanted`. */
export async function findDetail<T extends { id: string; attributes: Record<string, unknown> }>(
  request: APIRequestContext,
  list: string,
  detail: (id: string) => string,
  wanted: (item: T) => boolean,
  pages = 5,
): Promise<T> {
  for (let page = 1; page <= pages; page++) {
    const { data } = await apiGet<{ data: Summary[] }>(request, `${list}&per_page=60&page=${page}`)
    for (const item of data) {
      const { data: full } = await apiGet<{ data: T }>(request, detail(item.id))
      if (wanted(full)) return full
    }
  }
  throw new Error(`no listing of ${list} has what the test needs`)
}

/** "Irecê" -> "irece": what a visitor types without accents. */
export const withoutAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
