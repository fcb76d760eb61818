import { expect, test } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { propertyPath, vehiclePath } from '../src/domain/paths'
import { findDetail } from './support/discovery'
import { apiGet, expectPhotoLoaded, priceText } from './support/listings'

// The location map needs WebGL (see discovery-map.spec.ts).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

interface PropertyDetail {
  id: string
  attributes: {
    name: string
    category: string
    city_slug: string
    price: number | null
    description: string
    features: string[]
    youtube_url: string | null
    images: unknown[]
    city: string
    address: { privacy: string; lat: number | null; street: string | null; neighborhood: string | null }
    advertiser: { name: string }
  }
}

test('a property page shows every block, shares on WhatsApp and counts the view once', async ({
  page,
  request,
}) => {
  const property = await findDetail<PropertyDetail>(
    request,
    '/api/properties?sort=recent',
    (id) => `/api/properties/${id}`,
    (p) =>
      p.attributes.youtube_url !== null &&
      p.attributes.features.length > 0 &&
      p.attributes.images.length > 1 &&
      p.attributes.address.privacy === 'exact' &&
      p.attributes.address.lat !== null,
  )
  const a = property.attributes
  // The player is never loaded in tests (no network to YouTube); the poster is enough, and so is the iframe's src.
  await page.route(/youtube|ytimg/, (route) => route.abort())
  const apiCalls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${url.pathname}`)
  })
  await page.goto(propertyPath(property as never))

  // Header, price and photos; the first paint came from the inlined data, not from an API call.
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible()
  await expect(page.getByText(priceText(a.price)).first()).toBeVisible()
  await expectPhotoLoaded(page)
  expect(apiCalls).not.toContain(`GET /api/properties/${property.id}`)

  // Gallery: full screen, arrow keys, Escape.
  const gallery = page.getByRole('region', { name: 'Fotos do anúncio' })
  await gallery.getByRole('button', { name: 'Ampliar' }).click()
  const full = page.getByRole('dialog', { name: 'Fotos em tela cheia' })
  await expect(full).toBeVisible()
  await expect(full.locator('.gallery-counter')).toHaveText(`1 / ${a.images.length}`)
  await page.keyboard.press('ArrowRight')
  await expect(full.locator('.gallery-counter')).toHaveText(`2 / ${a.images.length}`)
  await page.keyboard.press('Escape')
  await expect(full).toBeHidden()

  // Description, features, video (loaded on click only).
  await expect(page.getByRole('heading', { name: 'Descrição' })).toBeVisible()
  await expect(page.getByText(a.description.slice(0, 40))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Comodidades' })).toBeVisible()
  await expect(page.locator('#pd-features ~ .check-list li')).toHaveCount(a.features.length)
  await expect(page.locator('iframe.video-embed')).toHaveCount(0)
  await page.getByRole('button', { name: `Assistir ao vídeo: ${a.name}` }).click()
  await expect(page.locator('iframe.video-embed')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/,
  )

  // The map of the address, loaded when scrolled near.
  const mapRegion = page.getByRole('region', { name: 'Mapa da localização' })
  await mapRegion.scrollIntoViewIfNeeded()
  await expect(mapRegion.locator('canvas.maplibregl-canvas')).toBeVisible()
  await expect(mapRegion.getByRole('img', { name: 'Localização do imóvel' })).toBeVisible()
  if (a.address.street) await expect(page.locator('address')).toContainText(a.address.street)

  // The advertiser box with contact actions, and the report entry point.
  const aside = page.locator('.detail-aside')
  await expect(aside.getByText(a.advertiser.name)).toBeVisible()
  await expect(aside.getByRole('link', { name: 'Ver todos os anúncios deste anunciante' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Denunciar anúncio' })).toBeVisible()

  // Nearby and "others you may like", filled when scrolled to.
  for (const [kind, title] of [
    ['nearby', 'Imóveis próximos'],
    ['similar', 'Outros que você pode gostar'],
  ] as const) {
    const { data } = await apiGet<{ data: unknown[] }>(request, `/api/properties/${property.id}/${kind}`)
    const row = page.locator(`[data-related="${kind}"]`)
    if (data.length === 0) continue
    await row.scrollIntoViewIfNeeded()
    await expect(row.getByRole('heading', { name: title })).toBeVisible()
    await expect(row.locator('.shelf a[href^="/imovel/"]')).toHaveCount(data.length)
  }

  // The view was counted once (a reload the same day asks nothing).
  await expect
    .poll(() => apiCalls.filter((c) => c === `POST /api/properties/${property.id}/views`).length)
    .toBe(1)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(apiCalls.filter((c) => c === `POST /api/properties/${property.id}/views`)).toHaveLength(1)

  // Share: WhatsApp, copy link with feedback.
  await page.getByRole('button', { name: 'Compartilhar' }).click()
  const share = page.getByRole('dialog', { name: 'Compartilhar anúncio' })
  await expect(share).toBeVisible()
  const whatsapp = share.getByRole('link', { name: 'Enviar pelo WhatsApp' })
  const href = (await whatsapp.getAttribute('href')) ?? ''
  expect(href.startsWith('https://wa.me/?text=')).toBe(true)
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length))
  expect(text).toContain(a.name)
  expect(text).toContain(propertyPath(property as never))
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await share.getByRole('button', { name: 'Copiar link' }).click()
  await expect(share.getByRole('button', { name: 'Link copiado!' })).toBeVisible()
  await expect(share.getByRole('status')).toHaveText(/Link copiado/)
  // Dialogs are draggable by the title bar and kept in the viewport.
  const before = (await share.boundingBox())!
  const title = share.getByRole('heading', { name: 'Compartilhar anúncio' })
  const grip = (await title.boundingBox())!
  await page.mouse.move(grip.x + 5, grip.y + grip.height / 2)
  await page.mouse.down()
  await page.mouse.move(grip.x + 5, grip.y + grip.height / 2 - 60, { steps: 4 })
  await page.mouse.up()
  const after = (await share.boundingBox())!
  expect(Math.round(after.y - before.y)).toBe(-60)
  await page.mouse.move(grip.x + 5, grip.y + grip.height / 2 - 60)
  await page.mouse.down()
  await page.mouse.move(grip.x + 2000, grip.y + 2000, { steps: 4 })
  await page.mouse.up()
  const viewport = page.viewportSize()!
  const pinned = (await share.boundingBox())!
  expect(pinned.x + pinned.width).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(pinned.y + pinned.height).toBeLessThanOrEqual(viewport.height + 0.5)
  expect(pinned.x).toBeGreaterThanOrEqual(-0.5)
  await page.keyboard.press('Escape')
  await expect(share).toBeHidden()
})

test('an address shown by its neighbourhood only shows an area, not a pin', async ({ page, request }) => {
  const property = await findDetail<PropertyDetail>(
    request,
    '/api/properties?sort=recent',
    (id) => `/api/properties/${id}`,
    (p) =>
      p.attributes.address.privacy === 'neighborhood' &&
      p.attributes.address.neighborhood !== null &&
      p.attributes.address.lat !== null,
  )
  const a = property.attributes
  expect(a.address.street).toBeNull()
  await page.goto(propertyPath(property as never))
  await expect(page.locator('address')).toHaveText(`${a.address.neighborhood} — ${a.city}`)
  await expect(
    page.getByText('O anunciante mostra só o bairro: o mapa mostra a região aproximada.'),
  ).toBeVisible()
  const mapRegion = page.getByRole('region', { name: 'Mapa da localização' })
  // The map loads when its region comes into view; what loads above it (photos, notes) can push it out again
  // before the map's code arrives on a busy machine, so the region is brought back into view until it draws.
  await expect(async () => {
    await mapRegion.scrollIntoViewIfNeeded()
    await expect(mapRegion.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(mapRegion.locator('.location-map')).toHaveAttribute('data-exact', 'false')
  await expect(mapRegion.locator('.location-map')).toHaveAttribute('data-radius', '700')
  await expect(mapRegion.getByRole('img', { name: 'Localização do imóvel' })).toHaveCount(0)
})

interface VehicleDetail {
  id: string
  attributes: {
    name: string
    vehicle_type: 'cars' | 'motorcycles' | 'trucks'
    state: string
    city_slug: string
    brand: string
    model: string
    version: string
    optional_item_ids: number[]
    financing_status: string[]
    show_contact: boolean
    advertiser: { name: string; phones: unknown[] }
  }
}

test('a vehicle page shows its specs, optional items by group and similar vehicles', async ({
  page,
  request,
}) => {
  const vehicle = await findDetail<VehicleDetail>(
    request,
    '/api/vehicles?sort=recent',
    (id) => `/api/vehicles/${id}`,
    (v) => v.attributes.optional_item_ids.length > 1 && v.attributes.financing_status.length > 0,
  )
  const { data: settings } = await apiGet<{
    data: { attributes: { optional_items: { name: string; items: { id: number; name: string }[] }[] } }
  }>(request, '/api/vehicles/settings')
  const selected = new Set(vehicle.attributes.optional_item_ids)
  const groups = settings.attributes.optional_items
    .map((g) => ({ ...g, items: g.items.filter((i) => selected.has(i.id)) }))
    .filter((g) => g.items.length > 0)

  await page.goto(vehiclePath(vehicle as never))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const specs = page.locator('#vd-specs ~ .facts')
  for (const label of [
    'Ano',
    'Quilometragem',
    'Combustível',
    'Câmbio',
    'Condição',
    'Único dono',
    'Aceita troca',
    'Situação',
  ]) {
    await expect(specs.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible()
  }
  const optionals = page.locator('section[aria-labelledby="vd-optionals"]')
  await expect(optionals.getByRole('heading', { name: 'Opcionais' })).toBeVisible()
  await expect(optionals.getByRole('heading', { level: 3 })).toHaveText(groups.map((g) => g.name))
  await expect(optionals.locator('li')).toHaveCount(groups.reduce((n, g) => n + g.items.length, 0))

  await expect(page.locator('.detail-aside').getByText(vehicle.attributes.advertiser.name)).toBeVisible()
  const { data: similar } = await apiGet<{ data: unknown[] }>(request, `/api/vehicles/${vehicle.id}/similar`)
  if (similar.length > 0) {
    const row = page.locator('[data-related="similar"]')
    await row.scrollIntoViewIfNeeded()
    await expect(row.getByRole('heading', { name: 'Veículos semelhantes' })).toBeVisible()
    await expect(row.locator('.shelf a[href^="/veiculo/"]')).toHaveCount(similar.length)
  }
})

test('a vehicle whose advertiser hides the contact shows no phone', async ({ page, request }) => {
  const vehicle = await findDetail<VehicleDetail>(
    request,
    '/api/vehicles?sort=recent',
    (id) => `/api/vehicles/${id}`,
    (v) => !v.attributes.show_contact,
  )
  await page.goto(vehiclePath(vehicle as never))
  const aside = page.locator('.detail-aside')
  await expect(aside.getByText(vehicle.attributes.advertiser.name)).toBeVisible()
  await expect(aside.getByRole('link', { name: /Ligar|WhatsApp/ })).toHaveCount(0)
  await expect(aside.getByText('Telefone não divulgado: envie uma mensagem ao anunciante.')).toBeVisible()
})
