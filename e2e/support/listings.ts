import { expect, type APIRequestContext, type Page } from '@playwright/test'

interface Listing {
  id: string
  attributes: { name: string; price: number | null; description?: string; cover?: { base: string } | null }
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.ok(), `GET ${path} → ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

/** The listing's price as the product writes it ('R$ 350.000,00', docs/product.md, Constants), or 'Sob consulta'. */
export function priceText(price: number | null): RegExp {
  if (price === null) return /Sob consulta/
  const digits = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(price)
  return new RegExp(`R\\$\\s*${digits.replace(/\./g, '\\.')}`)
}

/** The id at the end of a detail path (/imovel/…/{id}, /veiculo/…/{id}). */
export const idOf = (href: string): string => href.split(/[?#]/)[0]?.split('/').pop() ?? ''

/** Clicks the first link to a detail page (`prefix` /imovel/ or /veiculo/) and returns the listing's id. */
export async function openFirstListing(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first()
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  return idOf(href)
}

/** The detail page shows the listing's title, price and at least one loaded photo. */
export async function expectListingShown(page: Page, listing: Listing): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: listing.attributes.name })).toBeVisible()
  await expect(page.getByText(priceText(listing.attributes.price)).first()).toBeVisible()
}

export async function expectPhotoLoaded(page: Page): Promise<void> {
  const photo = page.locator('main img[src*="/media/"], main img[srcset*="/media/"]').first()
  await expect(photo).toBeVisible()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
}

export type { Listing }
