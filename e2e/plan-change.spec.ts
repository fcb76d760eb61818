import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { personalTestCard } from '../server/adapters/payments/sandbox/test-cards'
import { acceptCookies, apiSignUp, useToken, type TestUser } from './support/accounts'

// Changing plan without cancelling, on the built-in sandbox provider, on a 360×740 phone: a bigger plan at once
// with the prorated amount shown before paying and no listing paused; a smaller one at the period's end, choosing
// which listings stay live. (The smaller plan starting at the renewal is proven by the API tests, which move the
// sandbox's clock.)

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

const shots = process.env.E2E_SHOTS_DIR
/** The screen at the phone's size and, for the record, at a desktop's. */
const shot = async (page: Page, name: string) => {
  if (!shots) return
  await page.screenshot({ path: `${shots}/${name}-360.png`, fullPage: true })
  const phone = page.viewportSize()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true })
  if (phone) await page.setViewportSize(phone)
}

const auth = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` })

interface Sub {
  id: string
  attributes: { plan_id: string; plan_name: string; status: string }
}

async function planId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get('/api/plans?profile=owner')
  const plans = ((await res.json()) as { data: { id: string; attributes: { name: string } }[] }).data
  return plans.find((p) => p.attributes.name === name)!.id
}

async function current(request: APIRequestContext, u: TestUser): Promise<Sub | null> {
  const res = await request.get('/v1/subscriptions', { headers: auth(u) })
  const body = (await res.json()) as { data: Sub[]; meta: { current_id: string | null } }
  return body.data.find((s) => s.id === body.meta.current_id) ?? null
}

/** Pays a plan on the sandbox's hosted checkout with the success card and waits for the provider's webhook. */
async function subscribe(
  request: APIRequestContext,
  u: TestUser,
  plan: string,
  card = personalTestCard(),
): Promise<Sub> {
  const started = await request.post('/v1/checkout/sessions', {
    headers: auth(u),
    data: { plan_id: Number(plan) },
  })
  expect(started.status(), await started.text()).toBe(201)
  const url = ((await started.json()) as { data: { attributes: { url: string } } }).data.attributes.url
  const paid = await request.post(url, {
    form: { holder_name: 'JOANA TESTE', number: card, expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  let sub: Sub | null = null
  await expect
    .poll(async () => {
      sub = await current(request, u)
      return sub?.attributes.plan_id === plan && sub.attributes.status !== 'pending'
    })
    .toBe(true)
  return sub!
}

/** An owner paying Básico Mensal (the trial used up first, so the plan is active and charged). */
async function payingOwner(request: APIRequestContext, prefix: string) {
  const owner = await apiSignUp(request, { prefix, profile: 'owner', phone: '74-99123-4567' })
  const basic = await planId(request, 'Básico Mensal')
  // A card of the owner's own: a trial is given once per card.
  const card = personalTestCard()
  const trial = await subscribe(request, owner, basic, card)
  expect(trial.attributes.status).toBe('trial')
  const ended = await request.post(`/v1/subscriptions/${trial.id}/cancel_trial`, { headers: auth(owner) })
  expect(ended.status()).toBe(200)
  const sub = await subscribe(request, owner, basic, card)
  expect(sub.attributes.status).toBe('active')
  return { owner, basic, sub }
}

async function addProperty(request: APIRequestContext, u: TestUser, name: string): Promise<string> {
  const res = await request.post('/v1/properties', {
    headers: auth(u),
    data: {
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
      status: 'active',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}

async function statuses(request: APIRequestContext, u: TestUser): Promise<Record<string, string>> {
  const res = await request.get('/v1/properties?per_page=50', { headers: auth(u) })
  const rows = ((await res.json()) as { data: { id: string; attributes: { status: string } }[] }).data
  return Object.fromEntries(rows.map((r) => [r.id, r.attributes.status]))
}

test('an upgrade from the subscription page shows the prorated amount, charges it and pauses nothing', async ({
  page,
  request,
}) => {
  const { owner } = await payingOwner(request, 'upgrade')
  const ids = []
  for (const n of [1, 2, 3]) ids.push(await addProperty(request, owner, `Casa ${n} do upgrade`))
  const before = await statuses(request, owner)
  expect(Object.values(before)).toEqual(['active', 'active', 'active'])
  await useToken(page, owner.token)

  await page.goto('/dashboard/subscriptions')
  await expect(page.getByRole('heading', { level: 2, name: 'Plano atual: Básico Mensal' })).toBeVisible()
  const section = page.getByRole('region', { name: 'Mudar de plano' })
  await expect(section.getByTestId('plan-change-option').filter({ hasText: 'Básico Mensal' })).toContainText(
    'Seu plano atual',
  )
  await shot(page, 'plan-change-list')

  // Keyboard: the plan's button takes focus and opens the dialog with Enter.
  const toPro = section.getByRole('button', { name: 'Mudar para este plano: Profissional Mensal' })
  await toPro.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Mudar para o plano Profissional Mensal' })
  const amount = dialog.getByTestId('proration-amount')
  await expect(amount).toHaveText(/^R\$ \d+,\d{2}$/)
  const figure = (await amount.textContent())!
  // Básico Mensal (R$ 29) to Profissional Mensal (R$ 59) moments after paying: almost the whole difference.
  const reais = Number(figure.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(reais).toBeGreaterThan(29)
  expect(reais).toBeLessThanOrEqual(30)
  await expect(dialog).toContainText('Nenhum anúncio é pausado.')
  await shot(page, 'plan-change-upgrade-dialog')

  await dialog.getByRole('button', { name: `Confirmar e pagar ${figure}` }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Pronto: seu plano agora é Profissional Mensal.' }),
  ).toContainText(`Cobramos ${figure} no seu cartão.`)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Plano atual: Profissional Mensal' }),
  ).toBeVisible()
  await shot(page, 'plan-change-upgraded')
  expect(await statuses(request, owner)).toEqual(before)

  // /planos while subscribed: the current plan says so, the others lead to the change.
  await page.goto('/planos')
  const mine = page
    .locator('.plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Profissional Mensal' }) })
  await expect(mine).toContainText('Seu plano atual')
  await expect(page.getByRole('link', { name: 'Mudar para este plano: Básico Mensal' })).toBeVisible()
  await shot(page, 'plans-while-subscribed')
})

test('a downgrade from /planos lets the owner choose which listings stay live when the smaller plan starts', async ({
  page,
  request,
}) => {
  const { owner, basic } = await payingOwner(request, 'downgrade')
  const pro = await planId(request, 'Profissional Mensal')
  // Up to Profissional (30 places) through the API, then six live listings: one more than Básico's five.
  const sub = (await current(request, owner))!
  const up = await request.post(`/v1/subscriptions/${sub.id}/plan_change`, {
    headers: auth(owner),
    data: { plan_id: Number(pro) },
  })
  expect(up.status(), await up.text()).toBe(200)
  const ids = []
  for (const n of [1, 2, 3, 4, 5, 6]) ids.push(await addProperty(request, owner, `Casa ${n} da escolha`))
  await useToken(page, owner.token)

  await page.goto('/planos')
  await page.getByRole('link', { name: 'Mudar para este plano: Básico Mensal' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/subscriptions\\?mudar=${basic}$`))
  const dialog = page.getByRole('dialog', { name: 'Mudar para o plano Básico Mensal' })
  await expect(dialog).toContainText('no fim do período já pago. Até lá nada muda.')
  const boxes = dialog.getByRole('group', { name: /Imóveis/ }).getByRole('checkbox')
  await expect(boxes).toHaveCount(6)
  // The newest five are preselected; the sixth cannot be added beyond the plan's places.
  await expect(dialog.getByRole('checkbox', { name: 'Casa 6 da escolha' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Casa 1 da escolha' })).not.toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Casa 1 da escolha' })).toBeDisabled()
  await expect(dialog).toContainText('5 de até 5')
  await shot(page, 'plan-change-downgrade-dialog')

  // The owner keeps the oldest instead of the newest, by keyboard.
  await dialog.getByRole('checkbox', { name: 'Casa 6 da escolha' }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('checkbox', { name: 'Casa 1 da escolha' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('checkbox', { name: 'Casa 1 da escolha' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Agendar mudança' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Mudança agendada: o plano Básico Mensal começa em' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Os anúncios escolhidos continuam ativos e os outros serão pausados.' }),
  ).toBeVisible()
  await shot(page, 'plan-change-scheduled')

  // Until then the bigger plan stays and nothing is paused; the choice is kept for the renewal.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Plano atual: Profissional Mensal' }),
  ).toBeVisible()
  expect(Object.values(await statuses(request, owner)).every((s) => s === 'active')).toBe(true)
  const scheduled = await request.get('/v1/plan_changes/scheduled', { headers: auth(owner) })
  const pending = ((await scheduled.json()) as { data: { plan_id: string; keep: { properties: string[] } } })
    .data
  expect(pending.plan_id).toBe(basic)
  expect([...pending.keep.properties].sort()).toEqual(ids.slice(0, 5).sort())
})
