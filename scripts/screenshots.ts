// Screenshots of the main screens at a phone and a desktop size, to look at the app with its demo data:
// `npm run build`, start the API (DATA_DIR=$(mktemp -d) PORT=3000 npx tsx server/main.ts), then
// `BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts`. PNGs go to $OUT_DIR, by default a folder in the
// system's temp dir: outside the repo, and not in test-results/, which Playwright empties on every run.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { propertyPath, vehiclePath } from '../src/domain/paths'

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const outDir = process.env.OUT_DIR ?? path.join(os.tmpdir(), 'mercado-irece-screenshots')
const viewports = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]

type Doc<T> = { data: T }
type Listing = { id: string; attributes: Record<string, string> }
async function api<T>(p: string): Promise<T> {
  const res = await fetch(new URL(p, baseURL))
  if (!res.ok) throw new Error(`${p}: ${res.status}`)
  return (await res.json()) as T
}

const properties = await api<Doc<Listing[]>>('/api/properties?per_page=1')
const vehicles = await api<Doc<Listing[]>>('/api/vehicles?per_page=1')
const property = properties.data[0]
const vehicle = vehicles.data[0]
const detail = property
  ? await api<Doc<{ attributes: { advertiser: { id: string; profile: string } } }>>(
      `/api/properties/${property.id}`,
    )
  : null
const slugs: Record<string, string> = { owner: 'proprietario', broker: 'corretor', business: 'imobiliaria' }
const advertiser = detail?.data.attributes.advertiser

const pages: { name: string; path: string; cookies?: boolean }[] = [
  { name: 'home', path: '/', cookies: false },
  { name: 'imoveis', path: '/imoveis' },
  ...(property ? [{ name: 'property', path: propertyPath(property as never) }] : []),
  { name: 'veiculos', path: '/veiculos' },
  ...(vehicle ? [{ name: 'vehicle', path: vehiclePath(vehicle as never) }] : []),
  ...(advertiser
    ? [{ name: 'advertiser', path: `/anunciante/${slugs[advertiser.profile]}/${advertiser.id}` }]
    : []),
  { name: 'about', path: '/sobre-nos' },
  { name: 'privacy', path: '/politica-de-privacidade' },
  { name: 'contact', path: '/contato' },
  { name: 'not-found', path: '/rota-que-nao-existe' },
  { name: 'property-not-found', path: '/imovel/house/irece/999999999' },
  { name: 'under-construction', path: '/dashboard/messages' },
  { name: 'login', path: '/entrar' },
]

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  // Lazy images below the fold: scroll through once so the full-page shot has them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(400)
}

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunch)
try {
  for (const vp of viewports) {
    for (const shot of pages) {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        locale: 'pt-BR',
        timezoneId: 'America/Bahia',
        serviceWorkers: 'block',
      })
      if (shot.cookies !== false) {
        await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL }])
      }
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      await page.goto(new URL(shot.path, baseURL).toString())
      await settle(page)
      await page.screenshot({ path: path.join(outDir, `${shot.name}-${vp.name}.png`) })
      await page.screenshot({ path: path.join(outDir, `${shot.name}-${vp.name}-full.png`), fullPage: true })
      console.log(
        `${path.join(outDir, shot.name)}-${vp.name} ${shot.path}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`,
      )
      await context.close()
    }
  }
} finally {
  await browser.close()
}
