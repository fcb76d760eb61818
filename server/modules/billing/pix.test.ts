import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listStoredMail, mailDirOf } from '../../adapters/mail/local-outbox'
import { crc16 } from '../../adapters/payments/br-code'
import { stripeSignature } from '../../adapters/payments/sandbox/webhook-deliveries'
import { billingCustomers, checkoutSessions, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { PIX_EXPIRES_AFTER_SECONDS, sendPixRenewalNotices } from './pix'
import { reconcile } from './reconcile'
import { checkoutWithCard, insertPlan, sandboxOf } from './test-helpers'

// A plan period paid by PIX on the sandbox provider: the hosted page shows the BR Code, "Simular pagamento" sends
// checkout.session.async_payment_succeeded, and the app runs the period itself (no subscription at the provider).
const DAY = 86_400_000

let t: TestApp
let planId: number
let quarterlyId: number
beforeAll(async () => {
  t = await buildTestApp()
  planId = (await insertPlan(t.database.db, { name: 'Profissional Mensal', price: 59, durationInMonths: 1 }))
    .id
  quarterlyId = (
    await insertPlan(t.database.db, { name: 'Profissional Trimestral', price: 149, durationInMonths: 3 })
  ).id
})
afterAll(() => t.close())

type Session = {
  id: string
  attributes: {
    url: string
    mode: string
    payment_method: string
    trial: boolean
    status: string
    subscription: {
      id: string
      attributes: { status: string; end_date: string; payment_method: string }
    } | null
  }
}

async function startPix(token: string, plan = planId) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: bearer(token),
    payload: { plan_id: plan, method: 'pix' },
  })
  return res
}
const sessionOf = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/checkout/sessions/${id}`, headers: bearer(token) })).json<{
    data: Session
  }>().data
const mine = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/subscriptions', headers: bearer(token) })).json<{
    data: {
      id: string
      attributes: {
        status: string
        plan_id: string
        end_date: string | null
        start_date: string | null
        recurring: boolean
        payment_method: string | null
      }
    }[]
    meta: { current_id: string | null }
  }>()
const simulate = (url: string) => t.app.inject({ method: 'POST', url: `${url}/pix/simulate` })

/** Opens a PIX checkout, shows its code and pays it; answers the session once the webhook has been applied. */
async function payByPix(token: string, plan = planId) {
  const started = await startPix(token, plan)
  expect(started.statusCode).toBe(201)
  const session = started.json<{ data: Session }>().data
  expect((await t.app.inject({ method: 'GET', url: session.attributes.url })).statusCode).toBe(200)
  const paid = await simulate(session.attributes.url)
  expect(paid.statusCode).toBe(303)
  await sandboxOf(t.app).deliveries.settle()
  return sessionOf(token, session.id)
}

describe('PIX checkout on the sandbox', () => {
  it('shows the BR Code with amount and expiry; "Simular pagamento" activates the plan for one period, no trial', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const started = await startPix(owner.token)
    expect(started.statusCode).toBe(201)
    const session = started.json<{ data: Session }>().data
    expect(session.attributes).toMatchObject({ mode: 'payment', payment_method: 'pix', trial: false })
    expect(session.attributes.url).toBe(`/sandbox/checkout/${session.id}`)

    const page = await t.app.inject({ method: 'GET', url: session.attributes.url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Ambiente de demonstração: nenhum valor é cobrado')
    expect(page.body).toContain('R$ 59,00')
    expect(page.body).toContain('Simular pagamento')
    expect(page.body).toContain('Copiar código')
    expect(page.body).toContain('<svg')
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/)
    const code = /<textarea id="code"[^>]*>([^<]+)<\/textarea>/.exec(page.body)![1]!
    expect(code).toMatch(/^000201/)
    expect(code).toContain('0014br.gov.bcb.pix')
    expect(code).toContain('5303986')
    expect(code).toContain('540559.00')
    expect(code).toContain('5802BR')
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)))
    const expiry = /Código válido até (\d\d)\/(\d\d)\/(\d{4}) às (\d\d):(\d\d)/.exec(page.body)
    expect(expiry).not.toBeNull()
    // The card form takes no card for a PIX checkout.
    const card = await t.app.inject({
      method: 'POST',
      url: session.attributes.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'holder_name=A&number=4242424242424242&expiry=12/34&cvc=123',
    })
    expect(card.statusCode).toBe(409)

    await sandboxOf(t.app).deliveries.settle()
    // Code shown, not paid: no plan yet (only the welcome free plan).
    expect((await sessionOf(owner.token, session.id)).attributes).toMatchObject({
      status: 'open',
      subscription: null,
    })
    const before = Date.now()
    const paid = await simulate(session.attributes.url)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/payments/checkout/success?session_id=${session.id}`)
    await sandboxOf(t.app).deliveries.settle()

    const done = await sessionOf(owner.token, session.id)
    expect(done.attributes.status).toBe('complete')
    expect(done.attributes.subscription?.attributes).toMatchObject({
      status: 'active',
      payment_method: 'pix',
    })
    const subs = await mine(owner.token)
    const current = subs.data.find((s) => s.id === subs.meta.current_id)!
    expect(current.attributes).toMatchObject({
      status: 'active',
      plan_id: String(planId),
      recurring: false,
      payment_method: 'pix',
    })
    const end = new Date(current.attributes.end_date!)
    const expected = new Date(before)
    expected.setUTCMonth(expected.getUTCMonth() + 1)
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(60_000)
    // The welcome free plan gave way: one current subscription.
    expect(subs.data.filter((s) => s.attributes.status === 'active')).toHaveLength(1)
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, Number(current.id)))
    expect(row).toMatchObject({ paymentMethod: 'pix', providerSubscriptionId: null })
    expect(row!.providerPaymentId).toMatch(/^pi_/)

    // Paying again: refused on the sandbox page, and nothing changes.
    expect((await simulate(session.attributes.url)).statusCode).toBe(409)
    // Auto-renewal cannot be switched on for a PIX period.
    const renew = await t.app.inject({
      method: 'PATCH',
      url: `/v1/subscriptions/${current.id}`,
      headers: bearer(owner.token),
      payload: { recurring: true },
    })
    expect(renew.statusCode).toBe(422)
  })

  it('a second PIX payment while the period is current extends it from its end; a card checkout or another plan is refused', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const first = await payByPix(owner.token)
    const firstEnd = new Date(first.attributes.subscription!.attributes.end_date)
    const card = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(card.statusCode).toBe(409)
    expect((await startPix(owner.token, quarterlyId)).statusCode).toBe(409)

    const second = await payByPix(owner.token)
    expect(second.attributes.subscription!.id).toBe(first.attributes.subscription!.id)
    const expected = new Date(firstEnd)
    expected.setUTCMonth(expected.getUTCMonth() + 1)
    expect(second.attributes.subscription!.attributes.end_date).toBe(expected.toISOString())
    const subs = await mine(owner.token)
    expect(subs.data.filter((s) => s.attributes.payment_method === 'pix')).toHaveLength(1)
  })

  it('a PIX checkout while a card subscription is live is refused (409); a plan of another profile is 422', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await checkoutWithCard(t.app, owner.token, planId)
    const res = await startPix(owner.token)
    expect(res.statusCode).toBe(409)
    const broker = await signUpUser(t.app, { profile: 'broker' })
    expect((await startPix(broker.token)).statusCode).toBe(422)
  })

  it('a code that expires unpaid (async_payment_failed) or a checkout never opened (expired) gives nothing', async () => {
    const sandbox = sandboxOf(t.app)
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const shown = (await startPix(owner.token)).json<{ data: Session }>().data
    await t.app.inject({ method: 'GET', url: shown.attributes.url })
    const never = (await startPix(owner.token)).json<{ data: Session }>().data
    await sandbox.deliveries.settle()
    // The reconciliation job asks the provider about checkouts left open: a shown code is not a payment.
    await reconcile({ db: t.database.db, payments: t.app.payments }, new Date(Date.now() + 3 * 60_000))
    expect((await sessionOf(owner.token, shown.id)).attributes.status).toBe('open')
    const before = sandbox.deliveries.log.length

    await sandbox.clock.advance(PIX_EXPIRES_AFTER_SECONDS * 1000 + 60_000)
    expect(sandbox.deliveries.log.slice(before).map((d) => d.eventType)).toContain(
      'checkout.session.async_payment_failed',
    )
    expect((await sessionOf(owner.token, shown.id)).attributes).toMatchObject({
      status: 'expired',
      subscription: null,
    })
    // Too late to pay it.
    expect((await simulate(shown.attributes.url)).statusCode).toBe(409)

    await sandbox.clock.advance(DAY)
    expect(sandbox.deliveries.log.slice(before).map((d) => d.eventType)).toContain('checkout.session.expired')
    expect((await sessionOf(owner.token, never.id)).attributes).toMatchObject({
      status: 'expired',
      subscription: null,
    })
    const subs = await mine(owner.token)
    expect(subs.data.some((s) => s.attributes.payment_method === 'pix')).toBe(false)
  })

  it('the same payment event delivered twice, or the payment told again under another event, counts once', async () => {
    const sandbox = sandboxOf(t.app)
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const session = (await startPix(owner.token)).json<{ data: Session }>().data
    await t.app.inject({ method: 'GET', url: session.attributes.url })
    await sandbox.deliveries.settle()
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, Number(owner.userId)))
    // The event the sandbox would send when the code is paid, signed with its secret.
    const paidEvent = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.async_payment_succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            customer: customer!.providerCustomerId,
            subscription: null,
            payment_intent: 'pi_pix_once',
            payment_status: 'paid',
            metadata: { user_id: owner.userId, plan_id: String(planId), payment_method: 'pix' },
          },
        },
      })
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(body, sandbox.webhookSecret),
        },
        payload: body,
      })
    const first = await post(paidEvent('evt_pix_paid_1'))
    expect(first.json()).toMatchObject({ outcome: 'processed' })
    const end = (await sessionOf(owner.token, session.id)).attributes.subscription!.attributes.end_date
    expect((await post(paidEvent('evt_pix_paid_1'))).json()).toMatchObject({ outcome: 'duplicate' })
    expect((await post(paidEvent('evt_pix_paid_2'))).json()).toMatchObject({ outcome: 'processed' })
    expect((await sessionOf(owner.token, session.id)).attributes.subscription!.attributes.end_date).toBe(end)
    const pix = (await mine(owner.token)).data.filter((s) => s.attributes.payment_method === 'pix')
    expect(pix).toHaveLength(1)
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, Number(pix[0]!.id)))
    expect(row!.providerPaymentId).toBe('pi_pix_once')
    const [checkout] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id))
    expect(checkout!.subscriptionId).toBe(row!.id)
  })

  it('the renewal job e-mails a link to pay the next period some days before the end, once per period', async () => {
    const sandbox = sandboxOf(t.app)
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const paid = await payByPix(owner.token, quarterlyId)
    const end = new Date(paid.attributes.subscription!.attributes.end_date)
    const deps = { db: t.database.db, mailer: t.app.mailer, baseUrl: 'https://mercadoirece.com.br' }
    const mailsTo = async () =>
      (await listStoredMail(mailDirOf(t.dataDir), 500)).filter(
        (m) => m.to.includes(owner.email) && m.subject.includes('pague o próximo período com PIX'),
      )

    // Two months later: too early.
    await sendPixRenewalNotices(deps, new Date(sandbox.clock.now().getTime() + 60 * DAY))
    expect(await mailsTo()).toHaveLength(0)
    // Four days before the end: one e-mail with the link, and not a second one on the next run.
    const dayBefore4 = new Date(end.getTime() - 4 * DAY)
    await sendPixRenewalNotices(deps, dayBefore4)
    await sendPixRenewalNotices(deps, new Date(dayBefore4.getTime() + 3_600_000))
    const mails = await mailsTo()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Profissional Trimestral')
    expect(mails[0]!.text).toContain(
      `https://mercadoirece.com.br/plans/redirectPayment/${quarterlyId}?forma=pix`,
    )
    expect(mails[0]!.text).toContain('R$ 149,00 por 3 meses')

    // Paying the next period early moves the end: the next period gets its own e-mail, once.
    const next = await payByPix(owner.token, quarterlyId)
    const newEnd = new Date(next.attributes.subscription!.attributes.end_date)
    expect(newEnd.getTime()).toBeGreaterThan(end.getTime() + 80 * DAY)
    await sendPixRenewalNotices(deps, dayBefore4)
    expect(await mailsTo()).toHaveLength(1)
    await sendPixRenewalNotices(deps, new Date(newEnd.getTime() - 2 * DAY))
    await sendPixRenewalNotices(deps, new Date(newEnd.getTime() - DAY))
    expect(await mailsTo()).toHaveLength(2)

    // Not paid again: at its end the period expires (the reconciliation job), and no plan is current.
    await reconcile({ db: t.database.db, payments: t.app.payments }, new Date(newEnd.getTime() + 60_000))
    const after = await mine(owner.token)
    expect(after.meta.current_id).toBeNull()
    expect(after.data.find((s) => s.attributes.payment_method === 'pix')!.attributes.status).toBe('expired')
  })

  it('a PIX code paid after a card subscription became current is given back, not stacked', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const started = await startPix(owner.token)
    expect(started.statusCode).toBe(201)
    const session = started.json<{ data: Session }>().data
    expect((await t.app.inject({ method: 'GET', url: session.attributes.url })).statusCode).toBe(200)
    // The card checkout is paid first, the PIX code after.
    await checkoutWithCard(t.app, owner.token, planId)
    await simulate(session.attributes.url)
    await sandboxOf(t.app).deliveries.settle()
    const subs = (await mine(owner.token)).data
    expect(subs.filter((s) => ['trial', 'active'].includes(s.attributes.status))).toHaveLength(1)
    expect(subs.some((s) => s.attributes.payment_method === 'pix')).toBe(false)
    expect(sandboxOf(t.app).refundedPayments).toHaveLength(1)
  })
})
