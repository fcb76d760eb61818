import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { waitForServiceWorker } from './support/pwa'

// The agencies' landing page: its form goes through the outbox, so it is sent once online, and also when it was
// filled offline and the page reloaded before the signal returned. Staff see each request once.

const ADMIN = { email: 'admin@mercadoirece.com.br', password: 'Admin@2026' }

async function requestsNamed(request: APIRequestContext, name: string): Promise<number> {
  const signIn = await request.post('/v1/admin/auth/sign_in', { data: { admin: ADMIN } })
  expect(signIn.status()).toBe(200)
  const token = ((await signIn.json()) as { data: { attributes: { token: string } } }).data.attributes.token
  const res = await request.get('/v1/admin/business-leads?per_page=60', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { attributes: { name: string } }[] }
  return data.filter((l) => l.attributes.name === name).length
}

async function fill(page: Page, name: string) {
  await page.getByLabel('Nome ou empresa').fill(name)
  await page.getByLabel('E-mail').fill('contato@imobiliaria.example')
  await page.getByLabel('Telefone ou WhatsApp').fill('74999887766')
  await page.getByLabel('Cidade').selectOption('lapao')
  await page.getByLabel('Quantos imóveis você tem na carteira?').selectOption('ate-50')
  await page.getByRole('button', { name: 'Quero anunciar' }).click()
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
})

test('the agency form sends once online, and once after an offline reload', async ({
  page,
  context,
  request,
}) => {
  const run = randomBytes(3).toString('hex')
  await page.goto('/anunciar/imobiliaria-ou-corretor')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anuncie como imobiliária ou corretor' }),
  ).toBeVisible()

  // Required fields are said in the product's words.
  await page.getByRole('button', { name: 'Quero anunciar' }).click()
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible()

  const online = `Imobiliária Online ${run}`
  await fill(page, online)
  await expect(page.getByText('Solicitação enviada')).toBeVisible()
  await expect.poll(() => requestsNamed(request, online)).toBe(1)
  await page.screenshot({ path: 'test-results/business-sent-mobile.png', fullPage: true })

  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  const offline = `Corretor Offline ${run}`
  await fill(page, offline)
  await expect(
    page.getByText('Sem conexão: sua solicitação será enviada quando o sinal voltar'),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: /1 aguardando envio/ })).toBeVisible()
  expect(await requestsNamed(request, offline)).toBe(0)

  await context.setOffline(false)
  await expect.poll(() => requestsNamed(request, offline), { timeout: 30_000 }).toBe(1)
  await page.waitForTimeout(1000)
  expect(await requestsNamed(request, offline)).toBe(1)
  expect(await requestsNamed(request, online)).toBe(1)
})
