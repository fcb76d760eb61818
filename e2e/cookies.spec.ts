import { expect, test } from '@playwright/test'

const YEAR_S = 31_536_000

test('the cookie banner stays away once accepted (lgpdAccepted, 365 days, SameSite Lax)', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const banner = page.getByText('Nós usamos cookies')
  await expect(banner).toBeVisible()

  await page.getByRole('button', { name: 'Aceitar e continuar' }).click()
  await expect(banner).toBeHidden()

  await page.reload()
  // The app has rendered (the banner would be there by now): then it must be absent.
  await expect(page.getByRole('main').locator('a[href^="/imovel/"]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceitar e continuar' })).toHaveCount(0)
  await expect(page.getByText('Nós usamos cookies')).toHaveCount(0)

  const cookie = (await context.cookies()).find((c) => c.name === 'lgpdAccepted')
  expect(cookie, 'cookie lgpdAccepted').toBeDefined()
  expect(cookie?.value).toBe('true')
  expect(cookie?.sameSite).toBe('Lax')
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(Math.abs(lifetime - YEAR_S)).toBeLessThan(24 * 60 * 60)
})
