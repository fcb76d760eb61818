import { expect, test, type Page } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { propertyPath, vehiclePath } from '../src/domain/paths'
import { acceptCookies } from './support/accounts'
import { apiGet } from './support/listings'

// The map needs WebGL to draw its controls (see discovery-map.spec.ts).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

/** Common English words of interfaces (a library's default control texts, a forgotten label). */
const ENGLISH =
  /\b(Zoom in|Zoom out|Map|Loading|Search|Close|Next|Previous|Submit|Cancel|Back office|Sign in|Log in|Settings|Share|Toggle|View|More|Notifications|disabled|enabled|Delete|Edit|Save|Send|Message|Call|Price|Rent|Sale|Bedrooms|Reset|Find my location)\b/

/** What a visitor reads or hears: the text, and the labels, titles, placeholders and alt texts. */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)
        if (v) texts.push(v)
      }
    }
    return texts
  })
}

test('no English is visible anywhere a visitor goes', async ({ page, request, context, baseURL }) => {
  await acceptCookies(context, baseURL)
  const { data: properties } = await apiGet<{
    data: { id: string; attributes: { category: string; city_slug: string } }[]
  }>(request, '/api/properties?per_page=1')
  const { data: vehicles } = await apiGet<{ data: Parameters<typeof vehiclePath>[0][] }>(
    request,
    '/api/vehicles?per_page=1',
  )
  const { data: property } = await apiGet<{
    data: { attributes: { advertiser: { id: string; profile: string } } }
  }>(request, `/api/properties/${properties[0]!.id}`)
  const advertiser = property.attributes.advertiser
  const pages = [
    '/',
    '/imoveis',
    '/imoveis?view=map',
    '/imoveis?q=hilux',
    '/veiculos',
    propertyPath(properties[0]!),
    vehiclePath(vehicles[0]!),
    `/anunciante/${advertiser.profile}/${advertiser.id}`,
    '/favoritos',
    '/anunciar/proprietario',
  ]
  const found: string[] = []
  for (const path of pages) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    if (path.includes('view=map')) await expect(page.locator('.maplibregl-ctrl-zoom-in')).toBeAttached()
    for (const text of await visibleWords(page)) {
      const hit = ENGLISH.exec(text)
      if (hit)
        found.push(`${path}: “${hit[0]}” in “${text.slice(Math.max(0, hit.index - 30), hit.index + 40)}”`)
    }
  }
  expect(found, found.join('\n')).toEqual([])
})
