import { expect, test } from '@playwright/test'
import { apiGet, expectListingShown, expectPhotoLoaded, idOf, type Listing } from './support/listings'
import { waitForPersistedQuery, waitForServiceWorker } from './support/pwa'

test('a listing saved from its card, never opened, opens offline from /favoritos with its photos', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await page.goto('/imoveis')
  await waitForServiceWorker(page)

  // The third card: not the one a previous step could have opened.
  const card = page.locator('article.listing-card').nth(2)
  const link = card.locator('a[href^="/imovel/"]')
  const href = (await link.getAttribute('href')) ?? ''
  const id = idOf(href)
  const { data: property } = await apiGet<{ data: Listing & { attributes: { images: { base: string }[] } } }>(
    request,
    `/api/properties/${id}`,
  )
  const heart = card.getByRole('button', { name: `Salvar nos favoritos: ${property.attributes.name}` })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(heart).toHaveAttribute('aria-busy', 'false')
  expect(page.url()).toMatch(/\/imoveis$/)

  // Prefetched: the detail query is in the persisted cache and the photos in the worker's media cache.
  await waitForPersistedQuery(page, id)
  const bases = property.attributes.images.map((image) => image.base)
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const keys = await (await caches.open('media-v1')).keys()
        return wanted.filter((base) => keys.some((request) => request.url.includes(`${base}/`))).length
      }, bases),
    )
    .toBe(bases.length)

  await context.setOffline(true)
  try {
    await page.goto('/favoritos')
    const saved = page.locator('article.listing-card')
    await expect(saved).toHaveCount(1)
    await saved.getByRole('link', { name: property.attributes.name }).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expectListingShown(page, property)
    await expectPhotoLoaded(page)
    await expect(
      page.getByText('Você está offline e esta página ainda não foi salva no aparelho.'),
    ).toHaveCount(0)
  } finally {
    await context.setOffline(false)
  }
})

test('offline, a page never seen says so in pt-BR, and loads once the signal returns', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await page.goto('/imoveis')
  await waitForServiceWorker(page)
  const link = page.locator('a[href^="/imovel/"]').nth(4)
  const href = (await link.getAttribute('href')) ?? ''

  await context.setOffline(true)
  await page.goto(href)
  await expect(
    page.getByRole('heading', { name: 'Você está offline e esta página ainda não foi salva no aparelho.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Você está offline/)
  await expect(page.locator('main img[src*="/media/"]').first()).toBeVisible()
})
