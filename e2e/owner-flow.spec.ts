import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { cameraPhoto, myListings, newAdvertiser, useToken } from './support/advertiser'
import { linkIn, waitForMail } from './support/mailbox'
import { journeyCount } from './support/journey-count'
import { waitForServiceWorker } from './support/pwa'

// A visitor without an account advertises a house for rent through /anunciar/proprietario on a 360×740 phone, in
// six screens and a review, with two photos and a chosen cover, signs up at the end, and the rental shows in
// /imoveis. On the way the journey counts the screens and taps from the home page to the published house.

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

/** The screen on the phone of the journey and on a small 320×640 one: nothing to pan sideways on either. */
const look = async (page: Page, name: string) => {
  for (const [width, height] of [
    [320, 640],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height })
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(wide, `${name} pans sideways at ${width}×${height}`).toBeLessThanOrEqual(0)
    await shot(page, `${name}-${width}`)
  }
}

const OWNER_STEPS = 7
const step = async (page: Page, n: number, title: string) =>
  expect(page.locator('.owner-progress')).toContainText(`Passo ${n} de ${OWNER_STEPS}: ${title}`)
const next = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click()

test('a visitor advertises a rental step by step, signs up at the end, and it shows in /imoveis', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  const word = `kit${randomBytes(3).toString('hex')}`
  const title = `Casa para alugar no Centro ${word}`
  const photos = await Promise.all([cameraPhoto(1600, 1200), cameraPhoto(1200, 900)])
  const count = journeyCount()
  /** "Continuar", counted, and the screen it opens. */
  const onward = async (n: number, title: string) => {
    await count.click(page.getByRole('button', { name: 'Continuar' }))
    await step(page, n, title)
    count.screen(title)
  }

  await timed('steps 1-4', async () => {
    await page.goto('/')
    count.screen('início')
    await count.click(page.getByRole('link', { name: 'Anunciar grátis' }).first())
    await step(page, 1, 'Plano')
    count.screen('Plano')
    // By name: the first plan offered is whichever staff put first (the back office journey reorders them).
    await count.check(page.getByRole('radio', { name: /Grátis/ }))
    await look(page, 'owner-1-plan')
    await onward(2, 'Venda ou aluguel e tipo')
    // The screen opens on its first question.
    await expect(page.getByRole('radio', { name: 'Venda', exact: true })).toBeFocused()
    await count.check(page.getByRole('radio', { name: 'Aluguel', exact: true }))
    await count.check(page.getByRole('radio', { name: 'Mensal' }))
    // A question left blank holds the flow with the form's message.
    await next(page)
    await expect(page.getByText('Campo obrigatório')).toBeVisible()
    await step(page, 2, 'Venda ou aluguel e tipo')
    await count.check(page.getByRole('radio', { name: 'Casa', exact: true }))
    // The message goes once the answer is given (the button moves up then: wait before tapping it).
    await expect(page.getByText('Campo obrigatório')).toHaveCount(0)
    await look(page, 'owner-2-deal')
    await onward(3, 'O imóvel em números')
    // The counts on one screen, as − / + steppers a screen reader reads as spin buttons.
    const bedrooms = page.getByRole('spinbutton', { name: 'Quantos quartos?' })
    await expect(bedrooms).toBeFocused()
    await expect(bedrooms).toHaveAttribute('inputmode', 'numeric')
    // The cursor is in the bedrooms already: typed there, the rest with +.
    await count.fill(bedrooms, '2')
    for (const [more, times] of [
      ['Mais suítes', 1],
      ['Mais banheiros', 2],
      ['Mais vagas de garagem', 1],
    ] as const)
      for (let n = 0; n < times; n++) await count.click(page.getByRole('button', { name: more }))
    await expect(bedrooms).toHaveValue('2')
    await expect(bedrooms).toHaveAttribute('aria-valuenow', '2')
    await expect(page.getByRole('spinbutton', { name: 'Quantos banheiros?' })).toHaveValue('2')
    await expect(page.getByRole('spinbutton', { name: 'Quantas vagas de garagem?' })).toHaveValue('1')
    await expect(page.getByLabel('Área total (m²)')).toHaveAttribute('inputmode', 'decimal')
    await count.fill(page.getByLabel('Área total (m²)'), '200')
    await count.fill(page.getByLabel('Valor do aluguel (R$)'), '1.200')
    await look(page, 'owner-3-numbers')
    await onward(4, 'Características')
    await count.check(page.getByRole('checkbox', { name: 'Churrasqueira' }))
    // Back and forth keeps the answers.
    await page.getByRole('button', { name: 'Voltar' }).click()
    await expect(page.getByLabel('Valor do aluguel (R$)')).toHaveValue('1.200')
    await expect(page.getByRole('spinbutton', { name: 'Quantas suítes?' })).toHaveValue('1')
    await next(page)
    await expect(page.getByRole('checkbox', { name: 'Churrasqueira' })).toBeChecked()
    await look(page, 'owner-4-features')
  })

  await timed('address with CEP', async () => {
    await onward(5, 'Endereço')
    await count.fill(page.getByLabel('CEP'), '44900-000')
    await count.click(page.getByRole('button', { name: 'Buscar endereço pelo CEP' }))
    await expect(page.getByText('Endereço encontrado: Irecê. Confira e complete.')).toBeVisible()
    // A town's general CEP names no neighbourhood: the cursor waits there.
    await expect(page.getByLabel('Bairro', { exact: true })).toBeFocused()
    await count.fill(page.getByLabel('Bairro', { exact: true }), 'Centro')
    await count.fill(page.getByLabel('Rua', { exact: true }), 'Rua Barão do Rio Branco')
    // New listings show the neighbourhood only until the advertiser chooses (kept here: no tap more).
    await expect(page.getByRole('radio', { name: /Só o bairro/ })).toBeChecked()
    await look(page, 'owner-5-address')
  })

  await timed('description, photos, cover, phones', async () => {
    await onward(6, 'Descrição e fotos')
    await expect(page.getByLabel('Título do anúncio')).toBeFocused()
    await count.fill(page.getByLabel('Título do anúncio'), title)
    await count.fill(
      page.getByRole('textbox', { name: 'Descrição' }),
      'Casa arejada com dois quartos, quintal com churrasqueira e garagem, perto da praça.',
    )
    // Choosing the photos is one tap on the gallery picker.
    count.tapped()
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'quintal.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
    ])
    await expect(page.locator('.photo-card')).toHaveCount(2)
    await count.check(page.getByRole('radio', { name: 'quintal.jpg' }))
    await count.click(page.getByRole('button', { name: 'Adicionar telefone' }))
    await expect(page.getByLabel('Telefone 1')).toHaveAttribute('type', 'tel')
    await count.type(page.getByLabel('Telefone 1'), '74991234567')
    await look(page, 'owner-6-listing')
    await onward(7, 'Revisar e criar')
    await expect(page.locator('.owner-review')).toContainText(title)
    // Money as the listing shows it, not as typed.
    await expect(page.locator('.owner-review')).toContainText('R$ 1.200,00')
    await expect(page.locator('.owner-review')).toContainText('200 m²')
    await look(page, 'owner-7-review')
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await shot(page, 'owner-review-desktop')
      await page.setViewportSize({ width: 360, height: 740 })
    }
  })
  const listingTaps = count.taps

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
    await count.click(page.getByRole('button', { name: 'Criar anúncio' }))
    await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible({ timeout: 30_000 })
    count.screen('publicado')
  })
  // From the home page to the published house on a 360×740 phone, the sign-up (its own screens) apart.
  const flowScreens = count.screens.filter((s) => s !== 'início' && s !== 'publicado').length
  const taps = listingTaps + 1
  console.log(
    `owner flow on a 360×740 phone: ${flowScreens} screens of the flow, ${taps} taps from the home page to the published house (${count.screens.join(' → ')})`,
  )
  expect(flowScreens).toBeLessThanOrEqual(8)
  expect(taps).toBeLessThanOrEqual(25)

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

  await timed('the page shows the neighbourhood, not the street', async () => {
    await page.getByText(title).first().click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('address')).toHaveText('Centro — Irecê')
    expect(await page.content()).not.toContain('Barão do Rio Branco')
  })
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
    await page.getByRole('radio', { name: 'Casa', exact: true }).check()
    await next(page)
    await step(page, 3, 'O imóvel em números')
    // The steppers from the keyboard: arrows on the spin button, and "−" stops at zero.
    const bedrooms = page.getByRole('spinbutton', { name: 'Quantos quartos?' })
    await expect(bedrooms).toBeFocused()
    await bedrooms.press('ArrowUp')
    await bedrooms.press('ArrowUp')
    await bedrooms.press('ArrowUp')
    await bedrooms.press('ArrowDown')
    await expect(bedrooms).toHaveValue('2')
    await expect(page.getByRole('button', { name: 'Menos suítes' })).toBeDisabled()
    await page.getByRole('button', { name: 'Mais suítes' }).click()
    await page.getByRole('button', { name: 'Menos suítes' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Quantas suítes?' })).toHaveValue('0')
    await page.getByLabel('Valor do aluguel (R$)').fill('900')
    await next(page)
    await next(page)
    await step(page, 5, 'Endereço')
    await page.getByLabel('Bairro', { exact: true }).fill('Recanto das Árvores')
    await next(page)
    await page.getByLabel('Título do anúncio').fill(title)
    await page
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Casa simples e bem cuidada, dois quartos, quintal e garagem coberta.')
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
    ])
    await expect(page.locator('.photo-card')).toHaveCount(2)
    await next(page)
    await step(page, 7, 'Revisar e criar')
    await expect(page.locator('.owner-review')).toContainText('R$ 900,00')
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
