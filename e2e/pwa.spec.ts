import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { waitForServiceWorker } from './support/pwa'

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

test('the manifest is served and valid: pt-BR name, theme colour, start_url, icons incl. maskable', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href, 'index.html links a manifest').toBeTruthy()

  const res = await request.get(new URL(href ?? '', page.url()).toString())
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Mercado Irecê'),
    short_name: 'Mercado Irecê',
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b6e4f',
  })
  const sizes = (purpose: string) =>
    manifest.icons.filter((i) => (i.purpose ?? 'any').includes(purpose)).map((i) => i.sizes)
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, page.url()).toString())
    expect(image.ok(), icon.src).toBe(true)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})

/** A real profile: Playwright's usual contexts are incognito, where Chromium never offers to install. */
async function withProfile(
  options: { baseURL?: string; viewport: { width: number; height: number } | null },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mercado-irece-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    // Offer installation without the weeks of engagement Chromium otherwise waits for.
    args: [...chromiumLaunch.args, '--bypass-app-banner-engagement-checks'],
    ...options,
  })
  try {
    await run(context.pages()[0] ?? (await context.newPage()), context)
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

test('Chromium reports no installability errors', async ({ baseURL, viewport }) => {
  await withProfile({ baseURL, viewport }, async (page, context) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors, 'manifest parse errors').toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors, 'installability errors').toEqual([])
  })
})

test('the "Instalar app" banner waits for cookie consent and stays dismissed', async ({
  baseURL,
  viewport,
}) => {
  await withProfile({ baseURL, viewport }, async (page) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    const banner = page.getByRole('region', { name: 'Instalar app' })
    // Never stacked on the cookie banner.
    await expect(page.getByText('Nós usamos cookies')).toBeVisible()
    await expect(banner).toHaveCount(0)

    await page.getByRole('button', { name: 'Aceitar e continuar' }).click()
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Instalar' })).toBeVisible()
    await banner.getByRole('button', { name: 'Agora não' }).click()
    await expect(banner).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('main').locator('a[href^="/imovel/"]').first()).toBeVisible()
    await page.waitForTimeout(1_000)
    await expect(banner).toHaveCount(0)
  })
})

test('the service worker activates and serves the app shell for client routes', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const state = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state,
  )
  expect(state).toBe('activated')

  // A navigation the worker answers from its precache: no request for the page reaches the network.
  const response = await page.goto('/imoveis')
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page).toHaveTitle(/Mercado Irecê/)
})
