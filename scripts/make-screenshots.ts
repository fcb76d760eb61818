// Captures the manifest's screenshots (Chromium's richer install sheet) from the built app with its demo
// data: `npm run build && npx tsx scripts/make-screenshots.ts`. The WebP files are committed; they are
// left out of the precache (vite.config.ts) since only the install sheet shows them.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunch } from '../playwright.config'
import { root, startServer } from '../e2e/support/server'

const outDir = path.join(root, 'public', 'screenshots')

const shots = [
  { file: 'home-narrow.webp', path: '/', viewport: { width: 360, height: 740 }, scale: 2 },
  { file: 'property-narrow.webp', path: 'first-property', viewport: { width: 360, height: 740 }, scale: 2 },
  { file: 'home-wide.webp', path: '/', viewport: { width: 1280, height: 800 }, scale: 1 },
] as const

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
}

const server = process.env.BENCH_URL ? undefined : await startServer()
const baseURL = process.env.BENCH_URL ?? server?.url ?? ''
const browser = await chromium.launch(chromiumLaunch)
try {
  fs.mkdirSync(outDir, { recursive: true })
  for (const shot of shots) {
    const context = await browser.newContext({
      baseURL,
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      locale: 'pt-BR',
      serviceWorkers: 'block',
    })
    // The cookie banner is accepted: the screenshots show the app, not the consent.
    await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL }])
    const page = await context.newPage()
    await page.goto('/')
    if (shot.path === 'first-property') {
      await page.goto('/imoveis')
      await page.locator('a[href^="/imovel/"]').first().click()
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
    await settle(page)
    const png = await page.screenshot()
    const out = path.join(outDir, shot.file)
    await sharp(png).webp({ quality: 72 }).toFile(out)
    const { width, height } = await sharp(out).metadata()
    console.log(
      `public/screenshots/${shot.file} ${width}x${height} ${(fs.statSync(out).size / 1024).toFixed(0)} KB`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  await server?.stop()
}
