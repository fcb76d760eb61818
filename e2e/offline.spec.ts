import { expect, test } from '@playwright/test'
import { waitForPersistedQuery, waitForServiceWorker } from './support/pwa'
import {
  apiGet,
  expectListingShown,
  expectPhotoLoaded,
  openFirstListing,
  type Listing,
} from './support/listings'

test('what was seen online opens again offline: a property detail and its list', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)

  await page.goto('/imoveis')
  const firstCard = page.locator('a[href^="/imovel/"]').first()
  await expect(firstCard).toBeVisible()
  const listTitles = await page.locator('a[href^="/imovel/"]').allInnerTexts()

  const id = await openFirstListing(page, '/imovel/')
  const { data: property } = await apiGet<{ data: Listing }>(request, `/api/properties/${id}`)
  await expectListingShown(page, property)
  await expectPhotoLoaded(page)
  const detailUrl = page.url()
  await waitForPersistedQuery(page, id)
  // The photos went through the worker's bounded media cache (sw/caches.ts).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('media-v1')).keys()).length))
    .toBeGreaterThan(0)

  await context.setOffline(true)
  try {
    const started = Date.now()
    await page.reload()
    await expectListingShown(page, property)
    // Budget: a seen listing renders in under a second offline (generous here: shared CI cores).
    const elapsed = Date.now() - started
    console.log(`offline reload → title and price shown in ${elapsed} ms`)
    expect(elapsed).toBeLessThan(5_000)
    expect(page.url()).toBe(detailUrl)
    // Its photo too (cache-first media cache in the service worker).
    await expectPhotoLoaded(page)

    await page.goto('/imoveis')
    await expect(page.locator('a[href^="/imovel/"]').first()).toBeVisible()
    expect(await page.locator('a[href^="/imovel/"]').first().innerText()).toBe(listTitles[0])
  } finally {
    await context.setOffline(false)
  }
})
