// A car from the type step to review, approved through the admin API, e-mailed over SMTP, found in /veiculos;
// another advertiser gets 404 on it. On a 360×740 phone; the timings are printed for the notes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fillCarBasics } from './support/vehicles'
import { cameraPhoto, newAdvertiser, useToken } from './support/advertiser'
import { waitForMail } from './support/mailbox'

const ADMIN = { email: 'admin@mercadoirece.com.br', password: 'Admin@2026' }
const SHOTS = process.env.VEHICLE_SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/admin/auth/sign_in', {
    data: { admin: ADMIN },
    headers: { 'x-forwarded-for': '10.250.0.1' },
  })
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { data: { attributes: { token?: string } } }
  return body.data.attributes.token ?? String(res.headers().authorization).replace(/^Bearer /, '')
}

test('a car goes from type to review, is approved, e-mailed and listed; another advertiser gets 404', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const timings: string[] = []
  let mark = Date.now()
  const lap = (what: string) => {
    timings.push(`${what}: ${((Date.now() - mark) / 1000).toFixed(1)} s`)
    mark = Date.now()
  }
  const started = Date.now()
  const token = await newAdvertiser(request)
  const me = await request.get('/v1/users', { headers: { authorization: `Bearer ${token}` } })
  const email = ((await me.json()) as { data: { attributes: { email: string } } }).data.attributes.email
  await useToken(page.context(), baseURL!, token)

  await page.goto('/dashboard/vehicles/new')
  await shot(page, 'phone-1-type')
  await page.getByTestId('type-cars').click()
  await expect(page.getByLabel('Marca', { exact: true })).toBeVisible()
  await fillCarBasics(page, { plate: 'ABC-12', mileage: '42.000' })
  await page.getByLabel('Direção', { exact: true }).selectOption('electric')
  await page.getByLabel('Carroceria', { exact: true }).selectOption('hatch')
  await page.getByLabel('Portas', { exact: true }).selectOption('4')
  await page.getByLabel('Único dono', { exact: true }).check()
  await page.getByLabel('Licenciamento pago', { exact: true }).check()
  // What was typed is kept on the device: a reload brings it back.
  await expect(page.getByTestId('draft-bar')).toContainText('Rascunho salvo')
  await page.reload()
  await expect(page.getByTestId('draft-bar')).toBeVisible()
  await expect(page.getByLabel('Quilometragem (km)', { exact: true })).toHaveValue('42.000')
  await expect(page.getByLabel('Portas', { exact: true })).toHaveValue('4')
  await expect(page.getByLabel('Ano', { exact: true })).not.toHaveValue('')
  await expect(page.getByLabel('Versão', { exact: true })).not.toHaveValue('')
  lap('draft restored after a reload')
  // "Gerar descrição" (the local text adapter) fills the description and, the title being blank, the title.
  await page.getByRole('button', { name: 'Gerar descrição' }).click()
  await expect(page.getByLabel('Descrição', { exact: true })).not.toHaveValue('')
  await expect(page.getByLabel('Título', { exact: true })).not.toHaveValue('')
  const title = `Hatch conservado ${Date.now().toString(36)}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByLabel('Preço (R$)', { exact: true }).fill('58.900')
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByText('Placa inválida')).toBeVisible()
  await shot(page, 'phone-2-details-error')
  await page.getByLabel('Placa', { exact: true }).fill('ABC1D23')
  // Sending to review needs a photo: said at the photos, in the same form.
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByText('É necessário adicionar pelo menos uma imagem')).toBeVisible()
  lap('type and details filled')

  await page.getByTestId('photo-input').setInputFiles([
    { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1200) },
    { name: 'interior.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1200) },
  ])
  const cards = page.locator('.photo-card')
  await expect(cards).toHaveCount(2)
  // The second photo first, by the keyboard's button, and made the cover.
  await page.getByRole('button', { name: 'Mover interior.jpg para antes' }).click()
  await page.getByRole('button', { name: 'Usar interior.jpg como capa' }).click()
  await shot(page, 'phone-3-media')
  lap('two photos queued and ordered')
  // One request, through the outbox: it waits for both uploads, then creates the vehicle in review.
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'Veículo enviado para revisão' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('vehicle-status')).toHaveText('Em revisão')
  const id = /vehicles\/(\d+)\/published/.exec(page.url())![1]!
  await shot(page, 'phone-5-review')
  lap('created: pending review')

  const admin = await adminToken(request)
  const since = Date.now()
  const approved = await request.post(`/v1/admin/vehicles/${id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const mail = await waitForMail(email, since)
  expect(mail).toContain(title)
  // The mailbox reads the quoted-printable bytes one by one: accented letters are compared by the ASCII around them.
  expect(mail).toContain('foi aprovado e j')
  expect(mail).toMatch(new RegExp(`/veiculo/cars/ba/[\\w-]+/[\\w-]+/[\\w-]+/[\\w-]+/${id}\\s`))
  lap('approved through the admin API, e-mail received over SMTP')

  await page.goto(`/veiculos?q=${encodeURIComponent(title)}`)
  await expect(page.getByText(title).first()).toBeVisible()
  await shot(page, 'phone-6-veiculos')
  lap('listed in /veiculos')

  await page.goto('/dashboard/vehicles')
  const item = page.getByTestId('my-vehicle').filter({ hasText: title })
  await expect(item).toHaveAttribute('data-status', 'published')
  await expect(item).toContainText('2 fotos')
  await shot(page, 'phone-7-list')

  const other = await newAdvertiser(request)
  const theirs = await request.get(`/v1/vehicles/${id}`, { headers: { authorization: `Bearer ${other}` } })
  expect(theirs.status()).toBe(404)
  const change = await request.put(`/v1/vehicles/${id}/status`, {
    headers: { authorization: `Bearer ${other}` },
    data: { status: 'paused' },
  })
  expect(change.status()).toBe(404)
  const theirContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })
  await useToken(theirContext, baseURL!, other)
  const theirPage = await theirContext.newPage()
  await theirPage.goto(`/dashboard/vehicles/${id}/edit`)
  await expect(
    theirPage.getByText('O veículo que você está procurando não existe ou foi removido.'),
  ).toBeVisible()
  await theirContext.close()
  lap('another advertiser: 404')
  console.log(`vehicle journey (${((Date.now() - started) / 1000).toFixed(1)} s): ${timings.join('; ')}`)
})
