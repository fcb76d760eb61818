import { expect, test, type Page } from '@playwright/test'
import {
  createHouse,
  DEMO_OWNER,
  moreActions,
  myListings,
  newAdvertiser,
  signIn,
  useToken,
} from './support/advertiser'

// The advertiser's properties on a 360×740 phone: edit, pause, archive, unarchive and delete one listing; highlight
// up to the plan's limit, then the limit message; "Gerar descrição" fills the description. Each step is timed.

const timings: Record<string, number> = {}
const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = Date.now()
  try {
    return await work()
  } finally {
    timings[name] = Date.now() - started
  }
}
test.afterAll(() => {
  console.log(
    `property dashboard timings (ms): ${Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  )
})

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

test('edit, pause, archive, unarchive and delete a listing', async ({ page, context, request, baseURL }) => {
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  const name = `Casa do painel ${Date.now()}`
  await createHouse(request, token, name)
  const item = () => page.getByTestId('my-property').filter({ hasText: name })

  await timed('list', async () => {
    await page.goto('/dashboard/properties')
    await expect(item()).toContainText('Publicado')
    await expect(item()).toContainText('0 visualizações')
    await expect(item()).toContainText('0 contatos')
  })
  await shot(page, 'dashboard-list-phone')

  await timed('edit', async () => {
    await item().getByRole('link', { name: 'Editar' }).click()
    await expect(page.getByLabel('Título do anúncio')).toHaveValue(name)
    await page.getByLabel('Andar').fill('2')
    await page.getByLabel('Ano de construção').fill('2012')
    await page.getByLabel('Aceita animais de estimação').check()
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(page.getByRole('heading', { name: /Anúncio (publicado|salvo)!/ })).toBeVisible()
  })
  const id = (await myListings(request, token)).data[0]!.id
  const saved = await request.get(`/v1/properties/${id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(((await saved.json()) as { data: { attributes: object } }).data.attributes).toMatchObject({
    floor: 2,
    year_built: 2012,
    allows_pets: true,
  })

  await timed('pause', async () => {
    await page.goto('/dashboard/properties')
    await moreActions(item(), 'Pausar')
    await expect(item()).toContainText('Pausado')
    await expect(page.getByText('Situação do anúncio alterada.')).toBeVisible()
  })

  await timed('filter', async () => {
    await page.getByLabel('Situação').selectOption('paused')
    await expect(page).toHaveURL(/status=paused/)
    await expect(item()).toBeVisible()
    await page.getByLabel('Situação').selectOption('active')
    await expect(page.getByText('Nenhum imóvel encontrado com esses filtros.')).toBeVisible()
    await page.getByLabel('Situação').selectOption('')
  })

  await timed('archive', async () => {
    await moreActions(item(), 'Arquivar')
    await expect(item()).toHaveCount(0)
    await page.getByRole('link', { name: 'Arquivados' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Imóveis arquivados' })).toBeVisible()
    await expect(item()).toBeVisible()
  })
  await shot(page, 'dashboard-archived-phone')

  await timed('unarchive', async () => {
    await item().getByRole('button', { name: 'Desarquivar' }).click()
    await expect(item()).toHaveCount(0)
    await page.goto('/dashboard/properties')
    await expect(item()).toContainText('Pausado')
  })

  await timed('delete', async () => {
    await moreActions(item(), 'Excluir')
    const dialog = page.getByRole('dialog', { name: 'Excluir este imóvel?' })
    await expect(dialog).toContainText(name)
    await shot(page, 'dashboard-delete-phone')
    await dialog.getByRole('button', { name: 'Excluir de vez' }).click()
    await expect(item()).toHaveCount(0)
    await expect(page.getByText('Anúncio excluído.')).toBeVisible()
  })
  expect((await myListings(request, token)).meta.total).toBe(0)
})

test('highlights up to the plan limit, then the limit message', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signIn(request, DEMO_OWNER.email, DEMO_OWNER.password)
  await useToken(context, baseURL!, token)
  await timed('highlights page', async () => {
    await page.goto('/dashboard/properties/highlights')
    await expect(page.getByTestId('highlight-count')).toContainText(/\d+ de \d+ destaques ativos/)
  })
  const count = async () => {
    const text = (await page.getByTestId('highlight-count').innerText()).match(/(\d+) de (\d+)/)!
    return { active: Number(text[1]), max: Number(text[2]) }
  }
  // Start from none (the demo seed may hold more than the plan allows).
  await timed('remove all', async () => {
    const remove = page.getByRole('button', { name: 'Remover destaque' })
    while ((await remove.count()) > 0) {
      const before = await remove.count()
      await remove.first().click()
      await expect(remove).toHaveCount(before - 1)
    }
    await expect(page.getByTestId('highlight-count')).toContainText(/^0 de/)
  })
  const { max } = await count()
  expect(max).toBeGreaterThan(0)
  await timed('add up to the limit', async () => {
    for (let n = 1; n <= max; n++) {
      await page.getByRole('button', { name: 'Destacar' }).first().click()
      await expect(page.getByTestId('highlight-count')).toContainText(`${n} de ${max} destaques ativos`)
    }
  })
  await expect(page.getByText('Em destaque até').first()).toBeVisible()
  await timed('one more: refused', async () => {
    await page.getByRole('button', { name: 'Destacar' }).first().click()
    await expect(
      page.locator('.toast-error').getByText('Você atingiu o limite de imóveis em destaque.'),
    ).toBeVisible()
  })
  await shot(page, 'dashboard-highlights-phone')
  expect((await count()).active).toBe(max)
})

test('"Gerar descrição" fills the description from the attributes', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  await page.goto('/dashboard/properties/new')
  await page.getByLabel('Tipo de imóvel').selectOption('house')
  await page.getByRole('radio', { name: 'Venda', exact: true }).check()
  await page.getByLabel('Bairro', { exact: true }).fill('Centro')
  await page.getByLabel('Quartos').fill('3')
  await page.getByLabel('Banheiros').fill('2')
  await timed('gerar descrição', async () => {
    await page.getByRole('button', { name: 'Gerar descrição' }).click()
    await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
      /^Casa à venda no bairro Centro, em Irecê\. Ela tem 3 quartos e 2 banheiros\./,
    )
  })
  await expect(page.getByLabel('Título do anúncio')).toHaveValue('Casa com 3 quartos no Centro, Irecê')
  await shot(page, 'editor-generate-phone')
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'editor-generate-desktop')
  await page.goto('/dashboard/properties')
  await shot(page, 'dashboard-list-desktop')
})
