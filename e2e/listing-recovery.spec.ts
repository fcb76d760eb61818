// Writes an advertiser can recover, on a 360×740 phone: a car created offline goes out once with its photos when
// the signal returns; a listing refused for the plan's limit is published by "Tentar novamente" once another is
// paused (a new attempt, not the stored refusal); "Corrigir" reopens the owner's flow at its review step with every
// answer; an owner at the free plan's limit is told so at the first step; a paid plan chosen there is paid for
// first, the listing waiting on the device, and created after.
import { personalTestCard } from '../server/adapters/payments/sandbox/test-cards'
import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fillCarBasics } from './support/vehicles'
import { cameraPhoto, moreActions, myListings, newAdvertiser, useToken } from './support/advertiser'
import { waitForServiceWorker } from './support/pwa'

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A live listing made through the API: the free plan's one place taken. */
async function activeListing(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/v1/properties', {
    headers: bearer(token),
    data: {
      name,
      description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
      category: 'house',
      listing_type: 'sale',
      price: 250000,
      bedroom: 3,
      bathroom: 2,
      square_meters: 300,
      address: {
        street: 'Rua Barão do Rio Branco',
        neighborhood: 'Centro',
        city_id: 2914604,
        privacy: 'exact',
      },
      status: 'active',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}

const step = (page: Page, n: number, title: string) =>
  expect(page.locator('.owner-progress')).toContainText(`Passo ${n} de 7: ${title}`)
const next = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click()

/** The owner's flow from step 1 to the review, the shortest way (a house for sale with a title and a price). */
/**
 * The plan is chosen by name: the first plan offered is whichever staff put first (the back office journey
 * reorders them).
 */
async function ownerFlowToReview(page: Page, title: string, plan: RegExp = /Grátis/) {
  await page.goto('/anunciar/proprietario')
  await step(page, 1, 'Plano')
  await page.getByRole('radio', { name: plan }).check()
  await next(page)
  await page.getByRole('radio', { name: 'Venda', exact: true }).check()
  await page.getByRole('radio', { name: 'Casa', exact: true }).check()
  await next(page)
  await step(page, 3, 'O imóvel em números')
  await page.getByLabel('Preço (R$)').fill('310.000')
  await next(page)
  await next(page)
  await step(page, 5, 'Endereço')
  await page.getByLabel('Bairro', { exact: true }).fill('Centro')
  await next(page)
  await page.getByLabel('Título do anúncio').fill(title)
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Casa de esquina com três quartos, varanda e quintal, perto do mercado municipal.')
  await next(page)
  await step(page, 7, 'Revisar e criar')
  await expect(page.locator('.owner-review')).toContainText(title)
}

const limitRefusal = /Você atingiu o limite de 1 imóvel ativo do seu plano/

test('a car created offline with two photos is created once, its photos uploaded once, in review', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  const sent = { vehicles: 0, uploads: 0 }
  context.on('request', (r) => {
    if (r.method() !== 'POST') return
    const path = new URL(r.url()).pathname
    if (path === '/v1/vehicles') sent.vehicles++
    if (path === '/v1/uploads') sent.uploads++
  })

  await page.goto('/dashboard/vehicles/new')
  // The app's files cached by its worker, as on a phone that opened it before: offline, nothing is fetched.
  await waitForServiceWorker(page)
  await page.getByTestId('type-cars').click()
  await fillCarBasics(page, { plate: 'ABC1D23', mileage: '61.000' })
  const title = `Sedan de campo ${randomBytes(3).toString('hex')}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page
    .getByLabel('Descrição', { exact: true })
    .fill('Sedan revisado, pneus novos, ar-condicionado gelando, documentação em dia.')
  await page.getByLabel('Preço (R$)', { exact: true }).fill('47.500')

  // In the field: no signal from here on. The photos wait on the device, and so does the vehicle.
  await context.setOffline(true)
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1200) },
    { name: 'lateral.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1200) },
  ])
  await expect(page.locator('.photo-card')).toHaveCount(2)
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando envio' })).toBeVisible()
  await expect(page.getByText('Você está sem conexão')).toBeVisible()
  await shot(page, 'vehicle-offline-queued-phone')

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Veículo enviado para revisão' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(page.getByTestId('vehicle-status')).toHaveText('Em revisão')
  const mine = await request.get('/v1/vehicles', { headers: bearer(token) })
  const list = (await mine.json()) as {
    data: { attributes: { name: string; status: string; photos_count: number } }[]
  }
  expect(list.data).toHaveLength(1)
  expect(list.data[0]!.attributes).toMatchObject({ name: title, status: 'pending', photos_count: 2 })
  expect(sent).toEqual({ vehicles: 1, uploads: 2 })
})

test('refused for the plan limit, the advertiser pauses another and "Tentar novamente" publishes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  const other = await activeListing(request, token, 'Casa já publicada no Centro')
  await useToken(context, baseURL!, token)
  const title = `Casa de esquina ${randomBytes(3).toString('hex')}`
  await ownerFlowToReview(page, title)
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'O anúncio não foi enviado' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(limitRefusal)).toBeVisible()

  await page.goto('/dashboard/properties')
  const queued = page.getByTestId('queued-listing').filter({ hasText: title })
  await expect(queued).toContainText('Falha no envio')
  await shot(page, 'limit-refused-phone')
  await moreActions(
    page.getByTestId('my-property').filter({ hasText: 'Casa já publicada no Centro' }),
    'Pausar',
  )
  await expect(
    page.getByTestId('my-property').filter({ hasText: 'Casa já publicada no Centro' }),
  ).toHaveAttribute('data-status', 'paused')
  await queued.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(queued).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByTestId('my-property').filter({ hasText: title })).toHaveAttribute(
    'data-status',
    'active',
  )
  const mine = await myListings(request, token)
  expect(
    mine.data.map((p) => [p.id === other ? 'other' : p.attributes.name, p.attributes.status]).sort(),
  ).toEqual(
    [
      ['other', 'paused'],
      [title, 'active'],
    ].sort(),
  )
})

test('"Corrigir" after a refused owner-flow send reopens the review step with every answer', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  await activeListing(request, token, 'Casa já publicada na Praça')
  await useToken(context, baseURL!, token)
  const title = `Casa com varanda ${randomBytes(3).toString('hex')}`
  await ownerFlowToReview(page, title)
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByText(limitRefusal)).toBeVisible({ timeout: 30_000 })

  // From the dashboard's list, where the refused send waits.
  await page.goto('/dashboard/properties')
  await page
    .getByTestId('queued-listing')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Corrigir' })
    .click()
  await expect(page).toHaveURL(/\/anunciar\/proprietario\?passo=revisao/)
  await step(page, 7, 'Revisar e criar')
  const review = page.locator('.owner-review')
  await expect(review).toContainText(title)
  await expect(review).toContainText('Venda')
  await expect(review).toContainText('Casa')
  await expect(review).toContainText('R$ 310.000')
  await expect(review).toContainText('Centro')
  await shot(page, 'fix-review-phone')
})

test('an owner at the free plan limit is told at the first step, with the ways out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await newAdvertiser(request)
  await activeListing(request, token, 'Casa já publicada no Recanto')
  await useToken(context, baseURL!, token)
  await page.goto('/anunciar/proprietario')
  await step(page, 1, 'Plano')
  await expect(page.getByTestId('plan-usage')).toContainText('1 de 1 anúncio ativo')
  await expect(page.getByRole('alert')).toContainText('Você está no limite do seu plano')
  await expect(page.getByRole('link', { name: 'Pausar outro anúncio' })).toHaveAttribute(
    'href',
    '/dashboard/properties',
  )
  await expect(page.getByRole('link', { name: 'Mudar de plano' })).toHaveAttribute('href', '/planos')
  await shot(page, 'plan-limit-phone')
})

test('a paid plan chosen at step 1 goes through its checkout first; the draft waits and is created after', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const token = await newAdvertiser(request)
  await activeListing(request, token, 'Casa já publicada na Avenida')
  await useToken(context, baseURL!, token)
  const title = `Casa com quintal ${randomBytes(3).toString('hex')}`
  await ownerFlowToReview(page, title, /Básico Mensal/)
  await expect(page.getByTestId('checkout-first')).toContainText('O plano Básico Mensal é pago')
  await shot(page, 'paid-plan-review-phone')
  await page.getByRole('button', { name: 'Assinar o plano e continuar' }).click()

  // The sandbox's hosted checkout: a trial with the success card.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('Nome impresso no cartão').fill('JOANA TESTE')
  await page.getByLabel('Número do cartão').fill(personalTestCard())
  await page.getByLabel('Validade').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /Iniciar teste grátis|Pagar e assinar/ }).click()
  await expect(page).toHaveURL(/\/payments\/checkout\/success/)
  expect((await myListings(request, token)).meta.total).toBe(1)

  // Back from the payment, the listing that waited on the device.
  await page
    .getByTestId('waiting-owner-draft')
    .getByRole('link', { name: 'Revisar e criar o anúncio' })
    .click()
  await step(page, 7, 'Revisar e criar')
  await expect(page.locator('.owner-review')).toContainText(title)
  await page.getByRole('button', { name: 'Criar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })
  const mine = await myListings(request, token)
  expect(mine.data.find((p) => p.attributes.name === title)?.attributes.status).toBe('active')
})
