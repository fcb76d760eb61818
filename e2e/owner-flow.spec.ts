import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { cameraPhoto, myListings, newAdvertiser, useToken } from './support/advertiser'
import { linkIn, waitForMail } from './support/mailbox'
import { waitForServiceWorker } from './support/pwa'

// A visitor without an account advertises a house for rent through /anunciar/proprietario on a 360×740 phone, one
// question per screen, with two photos and a chosen cover, signs up at the end, and the rental shows in /imoveis.

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
    `owner flow timings (ms): ${Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  )
})

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

const step = async (page: Page, n: number, title: string) =>
  expect(page.locator('.owner-progress')).toContainText(`Passo ${n} de 17: ${title}`)
const next = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click()

test('a visitor advertises a rental step by step, signs up at the end, and it shows in /imoveis', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  const word = `kit${randomBytes(3).toString('hex')}`
  const title = `Casa para alugar no Centro ${word}`
  const photos = await Promise.all([cameraPhoto(1600, 1200), cameraPhoto(1200, 900)])

  await timed('steps 1-10', async () => {
    await page.goto('/anunciar/proprietario')
    await step(page, 1, 'Plano')
    // By name: the first plan offered is whichever staff put first (the back office journey reorders them).
    await page.getByRole('radio', { name: /Grátis/ }).check()
    await shot(page, 'owner-plan-phone')
    await next(page)
    await step(page, 2, 'Venda ou aluguel')
    await page.getByRole('radio', { name: 'Aluguel', exact: true }).check()
    await page.getByRole('radio', { name: 'Mensal' }).check()
    await next(page)
    await step(page, 3, 'Tipo de imóvel')
    // A question left blank holds the flow with the form's message.
    await next(page)
    await expect(page.getByText('Campo obrigatório')).toBeVisible()
    await step(page, 3, 'Tipo de imóvel')
    await page.getByRole('radio', { name: 'Casa', exact: true }).check()
    // The message goes once the answer is given (the button moves up then: wait before tapping it).
    await expect(page.getByText('Campo obrigatório')).toHaveCount(0)
    await next(page)
    await step(page, 4, 'Quartos ou salas')
    await page.getByLabel('Quantos quartos?').fill('2')
    await next(page)
    await page.getByLabel('Quantas suítes?').fill('1')
    await next(page)
    await page.getByLabel('Quantos banheiros?').fill('2')
    await next(page)
    await page.getByLabel('Quantas vagas de garagem?').fill('1')
    await next(page)
    await page.getByLabel('Área total (m²)').fill('200')
    await next(page)
    await step(page, 9, 'Preço')
    await page.getByLabel('Valor do aluguel (R$)').fill('1.200')
    await next(page)
    await page.getByRole('checkbox', { name: 'Churrasqueira' }).check()
    // Back and forth keeps the answers.
    await page.getByRole('button', { name: 'Voltar' }).click()
    await expect(page.getByLabel('Valor do aluguel (R$)')).toHaveValue('1.200')
    await next(page)
    await expect(page.getByRole('checkbox', { name: 'Churrasqueira' })).toBeChecked()
    await next(page)
  })

  await timed('address with CEP', async () => {
    await step(page, 11, 'Endereço')
    await page.getByLabel('CEP').fill('44900-000')
    await page.getByRole('button', { name: 'Buscar endereço pelo CEP' }).click()
    await expect(page.getByText('Endereço encontrado: Irecê. Confira e complete.')).toBeVisible()
    await page.getByLabel('Bairro').fill('Centro')
    await page.getByLabel('Rua').fill('Rua Barão do Rio Branco')
    await shot(page, 'owner-address-phone')
    await next(page)
  })

  await timed('description, photos, cover', async () => {
    await step(page, 12, 'Descrição')
    await page.getByLabel('Título do anúncio').fill(title)
    await page
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Casa arejada com dois quartos, quintal com churrasqueira e garagem, perto da praça.')
    await next(page)
    await step(page, 13, 'Fotos')
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'quintal.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
    ])
    await expect(page.locator('.photo-card')).toHaveCount(2)
    await next(page)
    await step(page, 14, 'Capa')
    await page.getByRole('radio', { name: 'quintal.jpg' }).check()
    await shot(page, 'owner-cover-phone')
    await next(page)
    await page.getByRole('button', { name: 'Adicionar telefone' }).click()
    await page.getByLabel('Telefone 1').pressSequentially('74991234567')
    await next(page)
    await step(page, 16, 'Vídeo')
    await next(page)
    await step(page, 17, 'Revisar e criar')
    await expect(page.locator('.owner-review')).toContainText(title)
    await shot(page, 'owner-review-phone')
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await shot(page, 'owner-review-desktop')
      await page.setViewportSize({ width: 360, height: 740 })
    }
  })

  // The draft survives a reload before signing up.
  await page.reload()
  await expect(page.locator('.owner-review')).toContainText(title)

  const email = `dono.${Date.now()}.${word}@example.com`
  await timed('sign up', async () => {
    await page.getByRole('link', { name: 'Criar conta e continuar' }).click()
    await page.getByLabel('Nome', { exact: true }).fill('Carlos')
    await page.getByLabel('Sobrenome').fill('Dono')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill('Casa-Alugada-2026!')
    await page.getByLabel('Confirme a senha').fill('Casa-Alugada-2026!')
    await page.getByLabel('Li e aceito os termos de uso').check()
    const since = Date.now() - 1000
    await page.getByRole('button', { name: 'Criar conta' }).click()
    // The link sent to the address confirms it and signs in, then the flow goes on where it was.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible()
    await page.goto(linkIn(await waitForMail(email, since), '/confirmar-email/'))
    await page.getByRole('link', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/escolher-perfil/)
    await page.getByRole('radio', { name: /Proprietário/ }).check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/anunciar\/proprietario\?passo=revisao/)
    await expect(page.locator('.owner-review')).toContainText(title)
  })

  await timed('create until sent', async () => {
    await page.getByRole('button', { name: 'Criar anúncio' }).click()
    await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })
  })

  await timed('shows in /imoveis', async () => {
    await page.goto(`/imoveis?q=${word}`)
    await expect(page.getByText(title).first()).toBeVisible()
  })
  const found = await page.request.get(`/api/properties?q=${word}`)
  const body = (await found.json()) as {
    data: { attributes: { name: string; listing_type: string; cover: { base: string } | null } }[]
  }
  expect(body.data).toHaveLength(1)
  expect(body.data[0]!.attributes).toMatchObject({ name: title, listing_type: 'rent' })
  expect(body.data[0]!.attributes.cover?.base).toMatch(/^\/media\//)
})

test('the same flow started offline is created when the signal returns', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  const word = `off${randomBytes(3).toString('hex')}`
  const title = `Casa para alugar no Recanto ${word}`
  const photos = await Promise.all([cameraPhoto(1400, 1050), cameraPhoto(1200, 900)])
  await page.goto('/anunciar/proprietario')
  await waitForServiceWorker(page)
  await step(page, 1, 'Plano')
  await page.getByRole('radio', { name: /Grátis/ }).check()

  await context.setOffline(true)
  await timed('offline: all steps', async () => {
    await next(page)
    await page.getByRole('radio', { name: 'Aluguel', exact: true }).check()
    await page.getByRole('radio', { name: 'Mensal' }).check()
    await next(page)
    await page.getByRole('radio', { name: 'Casa', exact: true }).check()
    for (let n = 0; n < 6; n++) await next(page)
    await step(page, 9, 'Preço')
    await page.getByLabel('Valor do aluguel (R$)').fill('900')
    await next(page)
    await next(page)
    await step(page, 11, 'Endereço')
    await page.getByLabel('Bairro').fill('Recanto das Árvores')
    await next(page)
    await page.getByLabel('Título do anúncio').fill(title)
    await page
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Casa simples e bem cuidada, dois quartos, quintal e garagem coberta.')
    await next(page)
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
    ])
    await expect(page.locator('.photo-card')).toHaveCount(2)
    for (let n = 0; n < 4; n++) await next(page)
    await step(page, 17, 'Revisar e criar')
    await page.getByRole('button', { name: 'Criar anúncio' }).click()
    await expect(page.getByRole('heading', { name: 'Aguardando envio' })).toBeVisible()
    await expect(page.getByText('Você está sem conexão')).toBeVisible()
  })
  expect((await myListings(request, token)).meta.total).toBe(0)

  await timed('back online until created', async () => {
    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 45_000 })
  })
  const mine = await myListings(request, token)
  expect(mine.meta.total).toBe(1)
  expect(mine.data[0]!.attributes).toMatchObject({ name: title, status: 'active', photos_count: 2 })
})
