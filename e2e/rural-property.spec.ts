import { expect, test, type Page } from '@playwright/test'
import { newAdvertiser, useToken } from './support/advertiser'
import { openFilters } from './support/discovery'

// A farm on a 360×740 phone: its owner lists it in the editor with its rural fields (the area in alqueires
// baianos), then a visitor on /imoveis chooses Fazendas, filters by hectares and "Poço artesiano", finds it, opens
// it and reads "Dados rurais" and the price per hectare.

const shots = process.env.E2E_SHOTS_DIR
/** With E2E_SHOTS_DIR: the part at the phone's size and at a desktop's, then back to the phone. */
const shot = async (page: Page, name: string, part: string) => {
  if (!shots) return
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.locator(part).first().scrollIntoViewIfNeeded()
    await page
      .locator(part)
      .first()
      .screenshot({ path: `${shots}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 360, height: 740 })
}

test('an owner lists a farm with its rural fields; a visitor finds it by hectares and well', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  const title = `Fazenda Lagoa Seca ${Date.now()}`

  await page.goto('/dashboard/properties/new')
  await page.getByLabel('Título do anúncio').fill(title)
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Fazenda de criação com poço artesiano, curral e casa sede, a 14 km de Irecê por estrada de chão.')
  await page.getByLabel('Tipo de imóvel').selectOption('farm')
  await page.getByRole('radio', { name: 'Venda', exact: true }).check()
  await page.getByLabel('Preço (R$)').fill('1.020.000')
  await page.getByLabel('Bairro', { exact: true }).fill('Zona rural')

  // The rural fields, for a farm only: the area in alqueires, converted as it is typed.
  const rural = page.getByTestId('rural-fields')
  await expect(rural).toBeVisible()
  await rural.getByRole('radio', { name: 'Alqueires baianos' }).check()
  await rural.getByLabel('Área (alqueires)').fill('12,4')
  await expect(rural).toContainText('= 120,03 ha')
  await rural.getByRole('checkbox', { name: 'Poço artesiano' }).check()
  await rural.getByRole('checkbox', { name: 'Cisterna' }).check()
  await rural
    .getByRole('group', { name: 'Energia elétrica' })
    .getByRole('radio', { name: 'Trifásica' })
    .check()
  await rural.getByLabel('Distância da cidade (km)').fill('14')
  await rural.getByRole('checkbox', { name: 'Pastagem' }).check()
  await rural.getByRole('checkbox', { name: 'Curral' }).check()
  await rural.getByRole('group', { name: /^CAR/ }).getByRole('radio', { name: 'Sim' }).check()
  await rural.getByRole('group', { name: /SIGEF/ }).getByRole('radio', { name: 'Em andamento' }).check()
  // Keyboard: the radios of a group move with the arrows, as a screen reader user goes.
  await rural.getByRole('group', { name: 'ITR' }).getByRole('radio', { name: 'Sim' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(rural.getByRole('group', { name: 'ITR' }).getByRole('radio', { name: 'Não' })).toBeChecked()
  await shot(page, 'rural-form', '[data-testid="rural-fields"]')

  // A house does not show them; back to a farm, what was typed is still there.
  await page.getByLabel('Tipo de imóvel').selectOption('house')
  await expect(rural).toBeHidden()
  await page.getByLabel('Tipo de imóvel').selectOption('farm')
  await expect(page.getByTestId('rural-fields').getByLabel('Área (alqueires)')).toHaveValue('12,4')

  await page.getByRole('button', { name: 'Publicar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })

  // A visitor: Fazendas, then the rural filters that came with the category.
  await page.goto('/imoveis')
  // The page is rendered on the server: the toggle answers once the app has hydrated.
  await expect(async () => {
    await openFilters(page)
    await expect(page.getByLabel('Tipo de imóvel')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await expect(page.getByLabel('Área (hectares): mínimo')).toHaveCount(0)
  await page.getByLabel('Tipo de imóvel').selectOption('farm')
  await expect(page).toHaveURL(/category=farm/)
  await page.getByLabel('Área (hectares): mínimo').fill('100')
  await page.getByLabel('Área (hectares): máximo').fill('150')
  await page.getByLabel('Área (hectares): máximo').press('Enter')
  await expect(page).toHaveURL(/area_ha_min=100/)
  await expect(page).toHaveURL(/area_ha_max=150/)
  await openFilters(page)
  await page.getByRole('group', { name: 'Água' }).getByRole('button', { name: 'Poço artesiano' }).click()
  await expect(page).toHaveURL(/water=artesian_well/)
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('Poço artesiano')
  await shot(page, 'rural-filters', '.filters-panel')

  const card = page.locator('.listing-card').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('120,03 ha')
  await expect(card).toContainText('R$ 8.498/ha')
  // The URL keeps the filters: reloaded, the same list.
  await page.reload()
  await expect(page.locator('.listing-card').filter({ hasText: title })).toBeVisible()

  await page.locator('.listing-card').filter({ hasText: title }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const block = page.getByRole('region', { name: 'Dados rurais' })
  await expect(block).toContainText('120,03 ha (≈ 12,4 alqueires)')
  await expect(block).toContainText('R$ 8.498/ha')
  await expect(block).toContainText('Poço artesiano, Cisterna')
  await expect(block).toContainText('Trifásica')
  await expect(block).toContainText('Estrada de chão · 14 km da cidade')
  await expect(block.getByRole('listitem').filter({ hasText: 'CAR' })).toContainText('Sim')
  await expect(block.getByRole('listitem').filter({ hasText: 'SIGEF' })).toContainText('Em andamento')
  await expect(block.getByRole('listitem').filter({ hasText: 'CCIR' })).toContainText('Não informado')
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(wide).toBeLessThanOrEqual(0)
  await shot(page, 'rural-detail', 'section[aria-labelledby="pd-rural"]')
})
