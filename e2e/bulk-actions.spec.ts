import { expect, test, type Page } from '@playwright/test'
import { createHouse, newAdvertiser, useToken } from './support/advertiser'

// Many listings at once from the dashboard on a 360×740 phone: a selection published past the plan's places says
// per listing what went live and why the rest did not, and stays picked; archiving asks first.

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` })
}

test('a selection published past the plan says per listing what happened; archiving many asks first', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await newAdvertiser(request)
  for (const name of ['Casa da praça', 'Casa do açude', 'Casa da feira'])
    await createHouse(request, token, name, { status: 'pending' })
  await useToken(context, baseURL!, token)
  await page.goto('/dashboard/properties')
  const list = page.getByRole('list', { name: 'Imóveis' })
  await expect(list.getByRole('listitem')).toHaveCount(3)

  await page.getByRole('button', { name: 'Selecionar todos' }).click()
  await expect(page.getByText('3 selecionados')).toBeVisible()
  const actions = page.getByRole('group', { name: 'Ações para os selecionados' })
  await actions.getByRole('button', { name: 'Publicar' }).click()
  const result = page.getByTestId('bulk-result')
  await expect(result).toContainText('1 anúncio publicado ou enviado para revisão.')
  await expect(result).toContainText('2 anúncios não mudaram e continuam selecionados:')
  await expect(result.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByText('2 selecionados')).toBeVisible()
  await shot(page, 'bulk-result-phone')
  await page.setViewportSize({ width: 1366, height: 900 })
  await shot(page, 'bulk-result-desktop')
  await page.setViewportSize({ width: 360, height: 740 })

  await page.getByRole('button', { name: 'Selecionar todos' }).click()
  await actions.getByRole('button', { name: 'Arquivar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Arquivar 3 anúncios?' })
  await dialog.getByRole('button', { name: 'Arquivar' }).click()
  await expect(page.getByText('3 anúncios arquivados.')).toBeVisible()
  await expect(page.getByText('Você ainda não anunciou nenhum imóvel.')).toBeVisible()
})
