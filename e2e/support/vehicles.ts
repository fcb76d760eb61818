import { expect, type Page } from '@playwright/test'

/** Picks the first real option of a select of the vehicle form once the catalogue has filled it. */
export async function pickFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true })
  await expect(select.locator('option').nth(1)).toBeAttached()
  await select.selectOption({ index: 1 })
}
