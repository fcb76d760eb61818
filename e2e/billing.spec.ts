import { expect, test, type Page } from '@playwright/test'
import { personalTestCard } from '../server/adapters/payments/sandbox/test-cards'
import { acceptCookies, apiSignUp, useToken } from './support/accounts'

// Plans, checkout and cards on the built-in sandbox provider (Stripe's test cards), on a 360×740 phone. Every
// change of a subscription arrives as the provider's signed webhook: the pages wait for it.

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

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
    `billing journey timings (ms): ${Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  )
})

/** Types a card into the sandbox's hosted checkout and submits it. */
async function payWith(page: Page, number: string, submit: RegExp) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await page.getByLabel('Nome impresso no cartão').fill('JOANA TESTE')
  await page.getByLabel('Número do cartão').fill(number)
  await page.getByLabel('Validade').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: submit }).click()
}

async function openOwnerPlan(page: Page, name: string) {
  await page.goto('/planos')
  await expect(page.getByRole('heading', { level: 2, name: 'Planos para o seu perfil' })).toBeVisible()
  await page.getByRole('link', { name: `Ver o plano ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('an owner starts a trial, sees it in Assinaturas and cancels it; then pays with the success card', async ({
  page,
  request,
}) => {
  const owner = await apiSignUp(request, { prefix: 'assina', profile: 'owner', phone: '74-99123-4567' })
  await useToken(page, owner.token)
  await timed('plan page', () => openOwnerPlan(page, 'Profissional Mensal'))
  await expect(page.getByText('Recomendado').first()).toBeVisible()
  await expect(page.getByText('7 dias grátis').first()).toBeVisible()
  await expect(page.getByText('R$ 59,00').first()).toBeVisible()
  // The card is chosen unless the advertiser picks PIX.
  await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^PIX/ })).not.toBeChecked()

  await timed('to hosted checkout', async () => {
    await page.getByRole('link', { name: 'Assinar este plano' }).click()
    await expect(page.getByText('7 dias grátis. Nenhuma cobrança hoje')).toBeVisible()
  })
  await timed('trial until webhook', async () => {
    // A card of this advertiser's own: a trial is given once per card.
    await payWith(page, personalTestCard(), /Iniciar teste grátis/)
    await expect(page).toHaveURL(/\/payments\/checkout\/success\?session_id=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Seu período de teste começou!' })).toBeVisible()
  })
  await page.getByRole('link', { name: 'Ver minha assinatura' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Plano atual: Profissional Mensal' }),
  ).toBeVisible()
  await expect(page.getByTestId('subscription-status')).toHaveText('Em período de teste')
  await expect(page.getByRole('switch')).toBeChecked()

  await timed('cancel trial', async () => {
    await page.getByRole('button', { name: 'Cancelar período de teste' }).click()
    await page.getByRole('button', { name: 'Sim, cancelar o teste' }).click()
    await expect(page.getByText('Você não tem uma assinatura ativa.')).toBeVisible()
  })
  // The trial had replaced the welcome free plan: both are in the history now.
  await expect(page.locator('.billing-item').filter({ hasText: 'Profissional Mensal' })).toContainText(
    'Cancelada',
  )
  await expect(page.locator('.billing-item').filter({ hasText: 'Grátis' })).toContainText('Cancelada')

  // The trial was used: this time the card is charged at once.
  await openOwnerPlan(page, 'Profissional Mensal')
  await page.getByRole('link', { name: 'Assinar este plano' }).click()
  await expect(page.getByText('Cobrança hoje.')).toBeVisible()
  await timed('paid until webhook', async () => {
    await payWith(page, '4242424242424242', /Pagar e assinar/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' })).toBeVisible()
  })
  await page.getByRole('link', { name: 'Ver minha assinatura' }).click()
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa')
})

test('each decline card shows its pt-BR message on the hosted checkout; leaving it says the payment was cancelled', async ({
  page,
  request,
}) => {
  const owner = await apiSignUp(request, { prefix: 'recusa', profile: 'owner', phone: '74-99123-4567' })
  await useToken(page, owner.token)
  await openOwnerPlan(page, 'Básico Mensal')
  await page.getByRole('link', { name: 'Assinar este plano' }).click()
  const declines: [string, string][] = [
    ['4000000000000002', 'Pagamento recusado pelo banco emissor do cartão.'],
    ['4000000000009979', 'Cartão roubado'],
    ['4000000000009995', 'Saldo insuficiente'],
    ['4000000000006975', 'Limite de transações excedido'],
    ['4100000000000019', 'Cartão recusado'],
    ['4000000000000069', 'Cartão vencido'],
    ['4000000000000127', 'Código de segurança incorreto'],
    ['4000000000000119', 'Erro ao processar o cartão, tente novamente.'],
    ['4242424242424241', 'Número do cartão incorreto'],
  ]
  await timed('nine declines', async () => {
    for (const [number, message] of declines) {
      await payWith(page, number, /Iniciar teste grátis/)
      await expect(page.getByRole('alert')).toHaveText(message)
    }
  })
  await page.getByRole('link', { name: 'Cancelar e voltar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento cancelado' })).toBeVisible()
  await expect(page.getByText('Você cancelou o pagamento. Nenhum valor foi cobrado')).toBeVisible()
  // Still on the welcome free plan.
  await page.goto('/dashboard/subscriptions')
  await expect(page.getByRole('heading', { level: 2, name: 'Plano atual: Grátis' })).toBeVisible()
})

test('a card is added through the provider form, made the default and removed', async ({ page, request }) => {
  const owner = await apiSignUp(request, { prefix: 'cartao', profile: 'owner', phone: '74-99123-4567' })
  await useToken(page, owner.token)
  await page.goto('/dashboard/settings/payment_methods')
  await expect(page.getByText('Nenhum cartão salvo.')).toBeVisible()
  await timed('add card until webhook', async () => {
    await page.getByRole('button', { name: 'Adicionar cartão' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar cartão' })).toBeVisible()
    await payWith(page, '5555555555554444', /Salvar cartão/)
    await expect(page).toHaveURL(/\/dashboard\/settings\/payment_methods\?setup=success/)
    await expect(page.getByText('Mastercard terminado em 4444')).toBeVisible()
  })
  const card = page.getByTestId('card-item')
  await expect(card).toContainText('Validade 12/34')
  await expect(card).toContainText('JOANA TESTE')
  await expect(card).toContainText('Ativo')
  await expect(card).toContainText('Principal')

  await page.getByRole('button', { name: 'Adicionar cartão' }).click()
  await payWith(page, '4242424242424242', /Salvar cartão/)
  await expect(page.getByText('Visa terminado em 4242')).toBeVisible()
  const visa = page.getByTestId('card-item').filter({ hasText: 'Visa terminado em 4242' })
  await visa.getByRole('button', { name: 'Definir como principal' }).click()
  await expect(visa).toContainText('Principal')

  await timed('remove card', async () => {
    await visa.getByRole('button', { name: 'Remover' }).click()
    await page.getByRole('button', { name: 'Sim, remover' }).click()
    await expect(page.getByText('Visa terminado em 4242')).toHaveCount(0)
  })
  await expect(page.getByTestId('card-item')).toHaveCount(1)
})

test('a visitor picks a profile to see its plans and is asked to sign in to subscribe', async ({ page }) => {
  await page.goto('/planos')
  await page.getByText('Corretor', { exact: true }).click()
  await expect(page.getByRole('link', { name: 'Ver o plano Profissional Mensal' })).toBeVisible()
  await expect(page.getByText('R$ 149,00').first()).toBeVisible()
  await page.getByRole('link', { name: 'Ver o plano Profissional Anual' }).click()
  await expect(page.getByText(/Economia de R\$ 298,00/).first()).toBeVisible()
  await expect(page.getByText(/Equivale a R\$ 124,17 por mês em 12 meses/).first()).toBeVisible()
  await page.getByRole('link', { name: 'Assinar este plano' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Entre para assinar' })).toBeVisible()
})

test('publishing beyond the plan limit is refused with the pt-BR message', async ({ page, request }) => {
  // A new owner has the owner's free plan from the start (the welcome plan): one live listing.
  const owner = await apiSignUp(request, { prefix: 'limite', profile: 'owner', phone: '74-99123-4567' })
  const auth = { Authorization: `Bearer ${owner.token}` }
  const listing = (name: string, status: 'active' | 'pending') => ({
    name,
    description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
    category: 'house',
    listing_type: 'sale',
    price: 350000,
    bedroom: 3,
    bathroom: 2,
    parking_space: 2,
    square_meters: 300,
    features: [],
    address: {
      street: 'Rua Barão do Rio Branco',
      number: '120',
      neighborhood: 'Centro',
      city_id: 2914604,
      zip_code: '44900-000',
      privacy: 'exact',
    },
    youtube_url: null,
    status,
  })
  for (const [name, status] of [
    ['Casa publicada no Centro', 'active'],
    ['Casa pendente no Centro', 'pending'],
  ] as const) {
    const res = await request.post('/v1/properties', { headers: auth, data: listing(name, status) })
    expect(res.status(), await res.text()).toBe(201)
  }
  await useToken(page, owner.token)
  await page.goto('/dashboard/properties')
  const pending = page.getByTestId('my-property').filter({ hasText: 'Casa pendente no Centro' })
  await timed('publish refused', async () => {
    await pending.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText(/Você atingiu o limite de 1 imóvel ativo do seu plano/)).toBeVisible()
  })
})

test('without a plan an owner cannot publish: the message links to the plans, the free plan starts at once, then publishing works', async ({
  page,
  request,
}) => {
  const owner = await apiSignUp(request, { prefix: 'semplano', profile: 'owner', phone: '74-99123-4567' })
  const auth = { Authorization: `Bearer ${owner.token}` }
  const saved = await request.post('/v1/properties', {
    headers: auth,
    data: {
      name: 'Casa salva sem plano',
      description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
      category: 'house',
      listing_type: 'sale',
      price: 280000,
      bedroom: 2,
      bathroom: 1,
      parking_space: 1,
      square_meters: 200,
      features: [],
      address: {
        street: 'Rua Barão do Rio Branco',
        number: '88',
        neighborhood: 'Centro',
        city_id: 2914604,
        zip_code: '44900-000',
        privacy: 'exact',
      },
      youtube_url: null,
      status: 'pending',
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  await useToken(page, owner.token)

  // The owner ends the welcome free plan: no subscription left.
  await page.goto('/dashboard/subscriptions')
  await expect(page.getByRole('heading', { level: 2, name: 'Plano atual: Grátis' })).toBeVisible()
  await expect(page.getByText('Sem data de término')).toBeVisible()
  await expect(page.getByRole('switch')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click()
  await page.getByRole('button', { name: 'Sim, cancelar' }).click()
  await expect(page.getByText('Você não tem uma assinatura ativa.')).toBeVisible()

  // Publishing is refused with the message and a link to the plans.
  await page.goto('/dashboard/properties')
  // The list says so before any refusal.
  await expect(page.getByText('Você não tem um plano ativo: seus anúncios podem ser salvos')).toBeVisible()
  const listing = page.getByTestId('my-property').filter({ hasText: 'Casa salva sem plano' })
  await listing.getByRole('button', { name: 'Publicar' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Você precisa de um plano ativo para publicar.' })
  await expect(refusal).toContainText('Escolha um plano em /planos.')
  await expect(refusal.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
  await shot(page, 'no-plan-publish-refused')
  await refusal.getByRole('button', { name: 'Fechar notificação' }).click()

  // The editor's save as published is refused alike, kept on the device, with the same link.
  await listing.getByRole('link', { name: 'Editar' }).click()
  await expect(page.getByLabel('Título do anúncio')).toHaveValue('Casa salva sem plano')
  await page.getByRole('radio', { name: 'Publicar agora' }).check()
  await expect(page.locator('#publicar .no-plan')).toContainText('Você não tem um plano ativo')
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByRole('heading', { name: 'O anúncio não foi enviado' })).toBeVisible()
  await expect(page.getByText('Você precisa de um plano ativo para publicar.')).toBeVisible()
  await shot(page, 'no-plan-editor-refused')
  await timed('to the plans', async () => {
    // The publish step's notice and the refusal both link to the plans.
    await page.getByRole('link', { name: 'Ver planos' }).first().click()
    await expect(page).toHaveURL(/\/planos$/)
  })

  // The free plan starts at once, without payment.
  await page.getByRole('link', { name: 'Ver o plano Grátis' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Grátis' })).toBeVisible()
  await expect(page.getByText('Este plano é gratuito e não precisa de pagamento.')).toBeVisible()
  await expect(page.locator('.plan-payments')).toHaveCount(0)
  await shot(page, 'free-plan-page')
  await timed('free plan start', async () => {
    await page.getByRole('button', { name: 'Começar grátis' }).click()
    await expect(page).toHaveURL(/\/dashboard\/subscriptions\?ativado=\d+/)
    await expect(page.getByRole('status').filter({ hasText: 'Plano Grátis ativado!' })).toBeVisible()
  })
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa')
  await shot(page, 'free-plan-started')

  // Now publishing works: the edit kept on the device is reopened and saved again.
  await page.getByRole('link', { name: 'Ir para meus imóveis' }).click()
  const queued = page.getByTestId('queued-listing').filter({ hasText: 'Casa salva sem plano' })
  await expect(queued).toContainText('Falha no envio')
  await queued.getByRole('button', { name: 'Corrigir' }).click()
  await expect(page.getByRole('radio', { name: 'Publicar agora' })).toBeChecked()
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByRole('heading', { name: 'Anúncio publicado!' })).toBeVisible()
  await page.getByRole('link', { name: 'Ver meus imóveis' }).click()
  await expect(listing).toContainText('Publicado')

  // While the free plan is current its page says so and leads to the subscription, not to a second start.
  await page.goto('/planos')
  await page.getByRole('link', { name: 'Ver o plano Grátis' }).click()
  await expect(page.locator('.plan-detail')).toContainText('Seu plano atual')
  await expect(page.getByRole('button', { name: 'Começar grátis' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ver minha assinatura' })).toBeVisible()
})
