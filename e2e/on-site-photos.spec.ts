import { expect, test } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { cameraPhoto, createHouse, newAdvertiser, useToken } from './support/advertiser'

// "Fotos feitas no local": the advertiser takes a photo with the app's camera standing at the house (the browser's
// position fixed ~60 m from the listing's pin), the position travels privately with the upload, and the public page
// shows the badge. Refused, the position is left out and the photo goes all the same.

// The editor's position map needs WebGL (see discovery-map.spec.ts).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

const ADDRESS = { lat: -11.30712, lng: -41.85023 }
const AT_THE_HOUSE = { latitude: ADDRESS.lat + 0.00055, longitude: ADDRESS.lng, accuracy: 12 }

/** A house for sale in Irecê priced like the town's (≈1 083 R$/m²), its pin on the address. */
const house = (request: Parameters<typeof createHouse>[0], token: string, name: string) =>
  createHouse(request, token, name, {
    price: 325_000,
    square_meters: 300,
    address: { neighborhood: 'Centro', city_id: 2914604, zip_code: '44900-000', ...ADDRESS },
  })

test.describe('with the position allowed', () => {
  test.use({ geolocation: AT_THE_HOUSE, permissions: ['geolocation'] })

  test('a camera photo taken at the address shows "Fotos feitas no local" on the public page', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const token = await newAdvertiser(request)
    const name = `Casa com varanda no Centro ${Date.now()}`
    const id = await house(request, token, name)
    await useToken(context, baseURL!, token)

    await page.goto(`/imovel/house/irece/${id}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Fotos feitas no local')).toHaveCount(0)

    await page.goto(`/dashboard/properties/${id}/edit`)
    await expect(page.getByText(/Ao usar “Tirar foto”, pedimos a localização do aparelho/)).toBeVisible()
    await page.getByTestId('camera-input').setInputFiles({
      name: 'fachada.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(1600, 1200),
    })
    await expect(page.getByTestId('position-note')).toHaveText('Localização registrada com a foto.')
    await expect(page.locator('.photo-card')).toHaveCount(1)
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })

    await page.goto(`/imovel/house/irece/${id}`)
    const badge = page.getByTestId('on-site-badge')
    await expect(badge).toHaveText('Fotos feitas no local')
    // The page says so in words; the position itself is nowhere in it.
    const html = await page.content()
    expect(html).not.toContain(String(AT_THE_HOUSE.latitude))
  })
})

test.describe('with the position refused', () => {
  test.use({ permissions: [] })

  test('the camera photo is added all the same, without a position, and no badge shows', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const token = await newAdvertiser(request)
    const id = await house(request, token, `Casa no Centro sem localização ${Date.now()}`)
    await useToken(context, baseURL!, token)
    await page.goto(`/dashboard/properties/${id}/edit`)
    await page.getByTestId('camera-input').setInputFiles({
      name: 'sala.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(1600, 1200),
    })
    await expect(page.getByTestId('position-note')).toContainText('Foto adicionada sem a localização')
    await expect(page.locator('.photo-card')).toHaveCount(1)
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })
    await page.goto(`/imovel/house/irece/${id}`)
    await expect(page.locator('.detail-gallery img').first()).toBeVisible()
    await expect(page.getByText('Fotos feitas no local')).toHaveCount(0)
  })
})
