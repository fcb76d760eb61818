import { expect, type Page } from '@playwright/test'

/** Picks the first real option of a select of the vehicle form once the catalogue has filled it. */
export async function pickFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true })
  await expect(select.locator('option').nth(1)).toBeAttached()
  await select.selectOption({ index: 1 })
}

/** A used flex car, silver, manual: the catalogue's first brand, model and version, with this plate and mileage. */
export async function fillCarBasics(page: Page, { plate, mileage }: { plate: string; mileage: string }) {
  await pickFirst(page, 'Marca')
  await pickFirst(page, 'Modelo')
  await pickFirst(page, 'Ano')
  await pickFirst(page, 'Versão')
  await page.getByLabel('Cor', { exact: true }).selectOption('Prata')
  await page.getByLabel('Combustível', { exact: true }).selectOption('flex')
  await page.getByLabel('Condição', { exact: true }).selectOption('used')
  await page.getByLabel('Placa', { exact: true }).fill(plate)
  await page.getByLabel('Quilometragem (km)', { exact: true }).fill(mileage)
  await page.getByLabel('Câmbio', { exact: true }).selectOption('manual')
}
