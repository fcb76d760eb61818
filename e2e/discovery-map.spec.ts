import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { resultCount } from './support/discovery'
import { apiGet } from './support/listings'

// maplibre needs WebGL: headless Chromium without a GPU only offers it through SwiftShader, which must be allowed.
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

const RED = 'rgb(198, 40, 40)'
const BLUE = 'rgb(21, 101, 192)'

async function clusters(map: Locator) {
  const buttons = map.locator('.map-cluster')
  const out: { count: number; red: boolean; colour: string }[] = []
  for (const button of await buttons.all()) {
    out.push({
      count: Number(await button.getAttribute('data-count')),
      red: (await button.getAttribute('class'))!.includes('map-cluster-red'),
      colour: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    })
  }
  return out
}

/** A category found all over the region but under the count's cap, so the list counts what the map shows. */
async function regionWideSearch(request: APIRequestContext): Promise<string> {
  for (const category of ['house', 'land', 'apartment', 'lot', 'farm', 'commercial']) {
    const { meta } = await apiGet<{ meta: { total: number; total_capped?: boolean } }>(
      request,
      `/api/properties?category=${category}&per_page=1`,
    )
    if (!meta.total_capped && meta.total > 100) return `category=${category}`
  }
  throw new Error('no category between 100 and the count cap')
}

test('the map clusters the results with the product colours; a cluster zooms in and the list follows the map', async ({
  page,
  request,
}) => {
  await page.goto(`/imoveis?${await regionWideSearch(request)}`)
  const total = await resultCount(page)
  await page.getByRole('navigation', { name: 'Modo de exibição' }).getByRole('link', { name: 'Mapa' }).click()
  await expect(page).toHaveURL(/view=map/)

  const map = page.locator('.results-map')
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
  await expect(map.locator('.map-cluster').first()).toBeVisible()
  // Every listing of the search is on the map, in clusters or alone.
  await expect(map).toHaveAttribute('data-points', String(total))
  await expect(map.locator('.map-town-label', { hasText: 'Irecê' })).toBeVisible()

  // Red when the count exceeds the larger of 10 and the mean cluster size in view, else blue.
  const seen = await clusters(map)
  expect(seen.length).toBeGreaterThan(1)
  const mean = seen.reduce((sum, c) => sum + c.count, 0) / seen.length
  for (const c of seen) {
    expect(c.red, `cluster of ${c.count} (mean ${mean.toFixed(1)})`).toBe(c.count > Math.max(10, mean))
    expect(c.colour).toBe(c.red ? RED : BLUE)
  }
  expect(seen.some((c) => c.red)).toBe(true)
  expect(seen.some((c) => !c.red)).toBe(true)

  // Clicking the biggest cluster zooms in; the list then holds only what the map shows.
  const zoom = Number(await map.getAttribute('data-zoom'))
  const biggest = seen.reduce((a, b) => (b.count > a.count ? b : a))
  await map.locator(`.map-cluster[data-count="${biggest.count}"]`).first().click()
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoom)
  await expect(page).toHaveURL(/bbox=/)
  await expect.poll(() => resultCount(page)).toBeLessThan(total)
  await expect(
    page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button', { name: /Área do mapa/ }),
  ).toBeVisible()

  // The map's area is in the link too: a reload opens the same area.
  const url = page.url()
  const narrowed = await resultCount(page)
  await page.reload()
  expect(page.url()).toBe(url)
  await expect.poll(() => resultCount(page)).toBe(narrowed)

  // Back to the list keeps the filters and drops the area.
  await page
    .getByRole('navigation', { name: 'Modo de exibição' })
    .getByRole('link', { name: 'Lista' })
    .click()
  await expect(page).not.toHaveURL(/view=map|bbox/)
  await expect.poll(() => resultCount(page)).toBe(total)
})

test('the home page never loads maplibre', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((s) => /maplibre|results-map|location-map/.test(s))).toEqual([])
})
