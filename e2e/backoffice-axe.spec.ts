import { expect, test } from '@playwright/test'
import { ADMIN_TOKEN_KEY, DEMO_ADMIN } from './support/accounts'
import { AxeLedger, axeViolations, expectAxeWithin } from './support/axe'

// The back office on a desktop passes axe (WCAG A/AA and best practices) on each of its screens, with the demo
// data in them: nothing critical or serious.

test.use({
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: undefined,
})

const b = '/backoffice/dashboard'
const SCREENS = [
  b,
  `${b}/advertisements`,
  `${b}/plans`,
  `${b}/properties`,
  `${b}/propertyReports`,
  `${b}/subscriptions`,
  `${b}/users`,
  `${b}/vehicles/brands`,
  `${b}/leads`,
  `${b}/settings`,
  `${b}/audit`,
]

test('the back office screens have no critical or serious axe violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const signIn = await request.post('/v1/admin/auth/sign_in', { data: { admin: DEMO_ADMIN } })
  expect(signIn.status(), await signIn.text()).toBe(200)
  const token = ((await signIn.json()) as { data: { attributes: { token: string } } }).data.attributes.token
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    ADMIN_TOKEN_KEY,
    token,
  ] as const)
  const axe = new AxeLedger()
  for (const path of SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Painel administrativo' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    axe.record(path, await axeViolations(page))
    if (process.env.E2E_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/axe${path.replace(/\W+/g, '_')}.png` })
  }
  console.log(axe.summary())
  expectAxeWithin(axe, { critical: 0, serious: 0 })
})
