import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './support/pwa'

test('a new version waits for "Atualizar", then takes over and the page reloads', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)

  // Deploy a "new version": Playwright cannot rewrite the worker's own update fetch, so the page registers
  // the same worker under a new script URL, which the browser installs as an update of the registration.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next', { scope: '/' }))

  const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' })
  await expect(prompt).toBeVisible()
  // Prompt mode: nothing changes until the user agrees.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    true,
  )

  // From now on the deployed version is '?next': the reloaded app registers it (not '/sw.js', which under its
  // old URL would be one more update and bring the prompt back).
  await page.addInitScript(() => {
    const sw = navigator.serviceWorker
    const register = sw.register.bind(sw)
    sw.register = (url, options) => register(String(url) === '/sw.js' ? '/sw.js?next' : url, options)
  })
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Atualizar' }).click()
  await reloaded
  await expect(page.getByText('Nova versão disponível')).toHaveCount(0)
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { waiting: !!registration?.waiting, controller: navigator.serviceWorker.controller?.scriptURL }
  })
  expect(state.waiting).toBe(false)
  expect(state.controller).not.toBe(firstWorker)
  expect(state.controller).toMatch(/\/sw\.js\?next$/)
})
