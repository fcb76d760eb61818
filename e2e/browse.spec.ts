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

test('the public pages break no rule of the Content Security Policy, hydrated and with their forms loaded', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    )
  })
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
  const hydrated = () => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating')

  await page.goto('/')
  await hydrated()
  expect(await violations()).toEqual([])
  for (const [list, detail] of [
    ['/imoveis', '/imovel/'],
    ['/veiculos', '/veiculo/'],
  ] as const) {
    await page.goto(list)
    await hydrated()
    const href = await page.locator(`main a[href^="${detail}"]`).first().getAttribute('href')
    // A full load of the detail page, as a visitor arriving from a search engine: the server's HTML, then the app.
    await page.goto(href!)
    await hydrated()
    // The contact form and its schemas load after the page; a message typed in runs them.
    await page.getByRole('button', { name: 'Mensagem' }).first().click()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  }
})
