import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { waitForServiceWorker } from './support/pwa'

// The offline map draws with maplibre, which needs WebGL: SwiftShader in headless Chromium.
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

// The town pack journey on a phone: download Irecê's pack (its size shown first, then the progress), cut the
// network, search the pack on /imoveis with a filter, and open a listing this phone never opened: under a second.
// Then a vehicle never opened, from /veiculos, and the map of /imoveis with the pack's points.

interface Pack {
  town: string
  listings: number
  parts: number
  bytes: number
  version: string
}

/** What the pack weighs: its parts as JSON (raw and gzipped, as sent) and one 320 px photo per listing. */
async function measurePack(request: APIRequestContext, pack: Pack) {
  let json = 0
  let gzipped = 0
  let photos = 0
  const kinds: Record<string, number> = {}
  for (let part = 0; part < pack.parts; part++) {
    const res = await request.get(`/api/town-packs/${pack.town}/parts/${part}`)
    expect(res.ok()).toBe(true)
    const body = await res.body()
    json += body.length
    gzipped += gzipSync(body).length
    const data = (
      JSON.parse(body.toString()) as { data: { type: string; attributes: { images: { base: string }[] } }[] }
    ).data
    for (const listing of data) {
      kinds[listing.type] = (kinds[listing.type] ?? 0) + 1
      const image = listing.attributes.images[0]
      if (image) photos += (await (await request.get(`${image.base}/320.webp`)).body()).length
    }
  }
  return { json, gzipped, photos, total: gzipped + photos, kinds }
}

test('a town pack: download Irecê, go offline, search it and open a listing never opened', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000)
  const packs = (await (await request.get('/api/town-packs')).json()) as { data: Pack[] }
  const irece = packs.data.find((p) => p.town === 'irece')!
  const weight = await measurePack(request, irece)
  const mb = (n: number) => (n / 1e6).toFixed(2)
  console.log(
    `Irecê pack: ${irece.listings} listings (${JSON.stringify(weight.kinds)}) in ${irece.parts} parts; JSON ${mb(weight.json)} MB ` +
      `(${mb(weight.gzipped)} MB gzipped), photos ${mb(weight.photos)} MB; on the wire ${mb(weight.total)} MB ` +
      `(estimate shown: ${mb(irece.bytes)} MB)`,
  )
  expect(weight.total).toBeLessThanOrEqual(5_000_000)
  // Per listing, so a 1 000-listing town stays within 5 MB.
  expect((weight.total / irece.listings) * 1000).toBeLessThanOrEqual(5_000_000)
  expect(weight.kinds.vehicle ?? 0).toBeGreaterThan(0)

  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page.goto('/')
  await waitForServiceWorker(page)
  // Out of the screenshots' way.
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click()
  await page.goto('/imoveis?city=irece')
  await page.getByRole('link', { name: 'Baixar Irecê para ver sem internet' }).click()
  await expect(page).toHaveURL(/\/sem-internet\?cidade=irece/)

  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Irecê', exact: true }) })
  // The size first, before anything is downloaded.
  await expect(row.getByText(/≈ \d+(,\d)? MB/)).toBeVisible()
  await expect(row.getByText(`${irece.listings.toLocaleString('pt-BR')} anúncios`)).toBeVisible()
  await expect(page.getByText(/Espaço usado pelo site neste aparelho/)).toBeVisible()
  await page.screenshot({ path: 'test-results/town-pack-size.png' })

  await row.getByRole('button', { name: 'Baixar Irecê para ver sem internet' }).click()
  const bar = row.getByRole('progressbar', { name: 'Download de Irecê' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000 })
    .toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/town-pack-progress.png' })
  await expect(row.getByText('Pronto para ver sem internet.')).toBeVisible({ timeout: 240_000 })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await page.screenshot({ path: 'test-results/town-pack-done.png' })
  const onDevice = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  console.log(`device storage used by the site after the download: ${mb(onDevice)} MB`)

  // The map library (not precached) comes with the pack, for its points offline.
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await (await caches.open('assets-v1')).keys()).filter((r) => /maplibre-gl/.test(r.url)).length,
      ),
    )
    .toBeGreaterThanOrEqual(2)

  await context.setOffline(true)
  try {
    // A filter applied: houses with at least 3 bedrooms, cheapest first.
    await page.goto('/imoveis?city=irece&category=house&bedrooms=3&sort=price_asc')
    const cards = page.locator('a[href^="/imovel/"]')
    await expect(cards.first()).toBeVisible()
    // Said to come from the pack, and since when: it may be stale.
    await expect(
      page.getByText(/^Sem internet: resultados do pacote de Irecê baixado em \d\d\/\d\d$/),
    ).toBeVisible()
    await page.screenshot({ path: 'test-results/town-pack-offline-search.png' })
    const href = (await cards.first().getAttribute('href'))!
    const id = href.split('/').pop()!
    // Never opened on this phone: its detail was never asked of the server.
    expect(asked.filter((path) => path.startsWith(`/api/properties/${id}`))).toEqual([])
    // Answered from the pack, as the API would: every card a house in Irecê with 3 bedrooms or more.
    const shown = await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')!.split('/').pop()!),
    )
    const stored = await page.evaluate(async (ids) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('mercado-irece-packs')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const store = db.transaction('listings').objectStore('listings')
      type Row = { data: { attributes: { category: string; bedroom: number; city_slug: string } } }
      const rows = await Promise.all(
        ids.map(
          (i) =>
            new Promise<Row | undefined>((resolve) => {
              const get = store.get(`property:${i}`)
              get.onsuccess = () => resolve(get.result as Row | undefined)
            }),
        ),
      )
      db.close()
      return rows.map((r) => r && r.data.attributes)
    }, shown)
    expect(stored.length).toBeGreaterThan(0)
    for (const a of stored) expect(a).toMatchObject({ category: 'house', city_slug: 'irece' })
    for (const a of stored) expect(a!.bedroom).toBeGreaterThanOrEqual(3)

    const started = Date.now()
    await cards.first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const elapsed = Date.now() - started
    console.log(`offline: a listing never opened, from the pack, shown in ${elapsed} ms`)
    expect(page.url()).toContain(href)
    expect(elapsed).toBeLessThan(1_000)
    const photo = page.locator('main img[src*="/media/"], main img[srcset*="/media/"]').first()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await page.screenshot({ path: 'test-results/town-pack-offline-detail.png' })

    // A vehicle never opened, from the pack: /veiculos searched on the device, then its page.
    await page.goto('/veiculos?city=irece')
    const label = page.getByText(/^Sem internet: resultados do pacote de Irecê baixado em \d\d\/\d\d$/)
    await expect(label).toBeVisible()
    const vehicleCards = page.locator('main a[href^="/veiculo/"]')
    await expect(vehicleCards.first()).toBeVisible()
    await page.screenshot({ path: 'test-results/town-pack-offline-vehicles.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: 'test-results/town-pack-offline-vehicles-desktop.png' })
    await page.setViewportSize({ width: 360, height: 740 })
    const vehicleHref = (await vehicleCards.first().getAttribute('href'))!
    const vehicleId = vehicleHref.split('/').pop()!
    expect(asked.filter((path) => path.startsWith(`/api/vehicles/${vehicleId}`))).toEqual([])
    const tapped = Date.now()
    await vehicleCards.first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const vehicleElapsed = Date.now() - tapped
    console.log(`offline: a vehicle never opened, from the pack, shown in ${vehicleElapsed} ms`)
    expect(page.url()).toContain(vehicleHref)
    expect(vehicleElapsed).toBeLessThan(1_000)
    const vehiclePhoto = page.locator('main img[src*="/media/"], main img[srcset*="/media/"]').first()
    await expect
      .poll(() => vehiclePhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await page.screenshot({ path: 'test-results/town-pack-offline-vehicle.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: 'test-results/town-pack-offline-vehicle-desktop.png' })
    await page.setViewportSize({ width: 360, height: 740 })

    // The map of /imoveis from the pack: every house of Irecê with a point, as the pack holds them.
    const withPoint = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('mercado-irece-packs')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      type Row = {
        data: { type: string; attributes: { category?: string; address?: { lat: number | null } } }
      }
      const rows = await new Promise<Row[]>((resolve) => {
        const all = db.transaction('listings').objectStore('listings').getAll()
        all.onsuccess = () => resolve(all.result as Row[])
      })
      db.close()
      return rows.filter(
        (r) =>
          r.data.type === 'property' &&
          r.data.attributes.category === 'house' &&
          r.data.attributes.address?.lat != null,
      ).length
    })
    expect(withPoint).toBeGreaterThan(0)
    await page.goto('/imoveis?city=irece&category=house&view=map')
    const map = page.locator('.results-map')
    await expect(map).toHaveAttribute('data-points', String(withPoint))
    await expect(map.locator('.map-cluster, .map-point').first()).toBeVisible()
    await page.screenshot({ path: 'test-results/town-pack-offline-map.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/imoveis?city=irece&category=house&bedrooms=3&sort=price_asc')
    await expect(page.getByText(/^Sem internet: resultados do pacote de Irecê/)).toBeVisible()
    await page.screenshot({ path: 'test-results/town-pack-offline-search-desktop.png' })
  } finally {
    await context.setOffline(false)
  }
})
