import { expect, test } from '@playwright/test'
import {
  apiGet,
  expectListingShown,
  expectPhotoLoaded,
  openFirstListing,
  type Listing,
} from './support/listings'

test('home shows demo listings; a property and a vehicle open from their lists', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const homeListings = page.locator('main a[href^="/imovel/"]')
  await expect(homeListings.first()).toBeVisible()
  expect(await homeListings.count()).toBeGreaterThan(2)

  const nav = page.getByRole('navigation', { name: 'Principal' })
  await nav.getByRole('link', { name: 'Imóveis' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Imóveis/ })).toBeVisible()
  const propertyId = await openFirstListing(page, '/imovel/')
  const { data: property } = await apiGet<{ data: Listing }>(request, `/api/properties/${propertyId}`)
  await expectListingShown(page, property)
  await expectPhotoLoaded(page)
  const description = property.attributes.description?.slice(0, 40) ?? ''
  await expect(page.getByText(description, { exact: false }).first()).toBeVisible()

  await nav.getByRole('link', { name: 'Veículos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Veículos/ })).toBeVisible()
  const vehicleId = await openFirstListing(page, '/veiculo/')
  const { data: vehicle } = await apiGet<{ data: Listing }>(request, `/api/vehicles/${vehicleId}`)
  await expectListingShown(page, vehicle)
  await expectPhotoLoaded(page)
})
