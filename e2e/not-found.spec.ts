import { expect, test } from '@playwright/test'

test('an unknown route shows "Page not found" with its path', async ({ page }) => {
  await page.goto('/rota-que-nao-existe')
  await expect(page.getByText('Page not found: /rota-que-nao-existe')).toBeVisible()
})
