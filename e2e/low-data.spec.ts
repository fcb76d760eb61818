import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { byteCounter } from './support/bytes'
import { waitForServiceWorker } from './support/pwa'

// Low-data mode ("Economia de dados", docs/low-data.md): /imoveis on a 360×740 phone, a first visit and a repeat
// visit, every response counted (the service worker's fetches and precache included).
const FIRST_VISIT_BUDGET = 150 * 1024
const REPEAT_VISIT_BUDGET = 30 * 1024
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

interface Visit {
  first: number
  repeat: number
  mediaRequests: number
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Until nothing is on the wire: the idle-time work (the worker's registration and precache) included. */
async function settle(page: Page, withWorker: boolean) {
  await page.waitForLoadState('networkidle')
  if (withWorker) await waitForServiceWorker(page)
  await page.waitForLoadState('networkidle')
}

async function visitTwice(
  browser: Browser,
  saveData: boolean,
  results: Record<string, Visit>,
  label: string,
) {
  const context = await browser.newContext({
    ...PHONE,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  const page = await context.newPage()
  const bytes = await byteCounter(context, page)
  let mediaRequests = 0
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/')) mediaRequests++
  })
  await page.goto('/imoveis')
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await settle(page, !saveData)
  const first = await bytes.take()
  await page.goto('/imoveis')
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await settle(page, false)
  const repeat = await bytes.take()
  await bytes.stop()
  results[label] = { first: first.total, repeat: repeat.total, mediaRequests }
  if (process.env.LOW_DATA_RESPONSES) {
    for (const [visit, r] of [
      ['first', first],
      ['repeat', repeat],
    ] as const)
      for (const x of [...r.responses].sort((a, b) => b.bytes - a.bytes))
        console.log(label, visit, x.by, x.bytes, x.url.replace(/^https?:\/\/[^/]+/, ''))
  }
  await context.close()
  return results[label]
}

test('/imoveis in low-data mode fits 150 KB on a first visit and 30 KB on a repeat visit', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // A low-data page loads the app on the visitor's first use of a control (server/modules/seo/deferred-boot.ts):
  // a visit that only reads costs its HTML and styles.
  const results: Record<string, Visit> = {}
  const normal = await visitTwice(browser, false, results, 'normal')
  const low = await visitTwice(browser, true, results, 'low-data (Save-Data: on)')

  console.log('\n| /imoveis, 360×740 | first visit | repeat visit | photo requests |')
  console.log('|---|---|---|---|')
  for (const [label, r] of Object.entries(results))
    console.log(`| ${label} | ${kb(r.first)} | ${kb(r.repeat)} | ${r.mediaRequests} |`)

  expect(low.mediaRequests, 'no photo before a tap').toBe(0)
  expect(low.repeat).toBeLessThanOrEqual(REPEAT_VISIT_BUDGET)
  // The normal mode still installs the worker with its precache (offline journeys depend on it).
  expect(normal.first).toBeGreaterThan(low.first)
  expect(low.first).toBeLessThanOrEqual(FIRST_VISIT_BUDGET)
})

async function lowDataPage(context: BrowserContext) {
  const page = await context.newPage()
  const media: { url: string; type: string }[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/'))
      media.push({ url: r.url(), type: r.headers()['content-type'] ?? '' })
  })
  return { page, media }
}

test('a card’s placeholder has the photo’s colour and a tap loads that photo, as AVIF', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } })
  const { page, media } = await lowDataPage(context)
  const appScripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') appScripts.push(r.url())
  })
  await page.goto('/imoveis')
  await page.waitForLoadState('networkidle')
  expect(appScripts, 'no script before the first use of a control').toEqual([])
  const card = page.locator('.listing-card').first()
  const placeholder = card.getByRole('button', { name: 'Ver a foto (economia de dados)' })
  await expect(placeholder).toBeVisible()
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click()
  // The server rendered it so: the first paint asks for no photo, and says the mode is on.
  await expect(page.locator('#root')).toHaveAttribute('data-save-data', '')
  await expect(page.getByRole('button', { name: 'Economia de dados', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Economia de dados ligada:')).toBeVisible()
  const colour = await placeholder.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(colour).toMatch(/^rgb\(/)
  expect(colour).not.toBe('rgba(0, 0, 0, 0)')
  expect(media).toHaveLength(0)

  // Clear of the sticky header.
  await placeholder.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  // The banner's tap started the app; this one may come before it has hydrated: held, then replayed.
  expect(appScripts.length).toBeGreaterThan(0)
  await placeholder.click()
  const photo = card.locator('.listing-card-media img')
  await expect(photo).toBeVisible()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  expect(media.length).toBeGreaterThan(0)
  expect(media.every((m) => m.type === 'image/avif')).toBe(true)
  // Only the photo tapped: the other cards keep their placeholders.
  await expect(page.locator('.listing-card-media img')).toHaveCount(1)
  // No service worker in low-data mode (its precache alone is ten times the page).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  await context.close()
})

test('the header switch turns the mode on and off, kept across pages; the map waits for its button', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const { page, media } = await lowDataPage(context)
  await page.goto('/imoveis')
  const toggle = page.getByRole('button', { name: 'Economia de dados', exact: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect((await context.cookies()).find((c) => c.name === 'economia-dados')?.value).toBe('on')

  media.length = 0
  await page.reload()
  await expect(page.getByRole('button', { name: 'Ver a foto (economia de dados)' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(media, 'the server read the choice: no photo in the first HTML').toHaveLength(0)

  await page.getByRole('link', { name: 'Mapa' }).click()
  const load = page.getByRole('button', { name: 'Carregar mapa' })
  await expect(load).toBeVisible()
  await expect(page.locator('.maplibregl-map')).toHaveCount(0)
  await load.click()
  await expect(page.locator('.maplibregl-map')).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/imoveis')
  await expect(page.locator('.listing-card-media img').first()).toBeVisible()
  await context.close()
})

test('in low-data mode, a keyboard user turns the mode off with the switch: the first key starts the app', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } })
  const page = await context.newPage()
  await page.goto('/imoveis')
  await page.waitForLoadState('networkidle')
  const toggle = page.getByRole('button', { name: 'Economia de dados', exact: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect((await context.cookies()).find((c) => c.name === 'economia-dados')?.value).toBe('off')
  // Off: the next page is a normal one, its photos loaded.
  await page.goto('/imoveis')
  await expect(page.locator('.listing-card-media img').first()).toBeVisible()
  await context.close()
})

test('at 360 px the header keeps two rows in low-data mode, the switch an icon button', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } })
  const page = await context.newPage()
  await page.goto('/imoveis')
  const toggle = page.getByRole('button', { name: 'Economia de dados', exact: true })
  const favourites = page.locator('.site-header-inner > :last-child')
  const header = page.locator('.site-header')
  const [t, h, f] = await Promise.all([toggle.boundingBox(), header.boundingBox(), favourites.boundingBox()])
  // Two rows of 44 px touch targets: the switch in the second, none below it.
  expect(t!.y + t!.height).toBeLessThanOrEqual(h!.y + h!.height)
  expect(h!.height).toBeLessThan(3 * 44)
  expect(t!.width).toBeLessThanOrEqual(48)
  expect(f!.y).toBeLessThan(t!.y)
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/low-data-360.png` })
  await context.close()
})
