import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeProvider } from './stripe'

// The Stripe adapter's API calls, against a local stand-in for api.stripe.com that records each request (Stripe's
// form encoding, read back with URLSearchParams) and answers the objects Stripe would.
interface Seen {
  method: string
  path: string
  body: URLSearchParams
}
const seen: Seen[] = []
let server: http.Server
let provider: ReturnType<typeof stripeProvider>

const answers: Record<string, (body: URLSearchParams) => unknown> = {
  'POST /v1/customers': () => ({ id: 'cus_1', object: 'customer' }),
  'POST /v1/checkout/sessions': (b) => ({
    id: b.get('mode') === 'setup' ? 'cs_setup_1' : 'cs_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_1',
  }),
  'GET /v1/checkout/sessions/cs_1': () => ({
    id: 'cs_1',
    object: 'checkout.session',
    status: 'complete',
    subscription: 'sub_1',
  }),
  'POST /v1/subscriptions/sub_1': () => ({ id: 'sub_1', object: 'subscription' }),
  'DELETE /v1/subscriptions/sub_1': () => ({ id: 'sub_1', object: 'subscription', status: 'canceled' }),
  'GET /v1/subscriptions/sub_1': () => ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'trialing',
    start_date: 1_800_000_000,
    trial_end: 1_800_604_800,
    cancel_at_period_end: false,
    ended_at: null,
    metadata: { plan_id: '3' },
    items: {
      object: 'list',
      data: [{ current_period_start: 1_800_000_000, current_period_end: 1_800_604_800 }],
    },
  }),
  'GET /v1/customers/cus_1': () => ({
    id: 'cus_1',
    object: 'customer',
    invoice_settings: { default_payment_method: 'pm_2' },
  }),
  'GET /v1/customers/cus_1/payment_methods': () => ({
    object: 'list',
    has_more: false,
    data: ['pm_1', 'pm_2'].map((id, i) => ({
      id,
      object: 'payment_method',
      type: 'card',
      billing_details: { name: 'MARIA SOUZA' },
      card: { brand: i ? 'visa' : 'mastercard', last4: i ? '4242' : '4444', exp_month: 12, exp_year: 2034 },
    })),
  }),
  'POST /v1/customers/cus_1': () => ({ id: 'cus_1', object: 'customer' }),
  'POST /v1/payment_methods/pm_1/detach': () => ({ id: 'pm_1', object: 'payment_method' }),
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const path = req.url!.split('?')[0]!
      seen.push({ method: req.method!, path, body: new URLSearchParams(raw) })
      const answer = answers[`${req.method} ${path}`]
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_1' })
      res.end(
        JSON.stringify(
          answer
            ? answer(new URLSearchParams(raw))
            : { error: { type: 'invalid_request_error', message: 'No such thing' } },
        ),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  const client = new Stripe('sk_test_local', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
  provider = stripeProvider({
    secretKey: 'sk_test_local',
    webhookSecret: 'whsec_x',
    origin: () => 'https://mercadoirece.com.br',
    client,
  })
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const last = () => seen.at(-1)!

describe('Stripe adapter', () => {
  it('opens a Checkout Session in subscription mode with the trial, the plan priced inline, and absolute return URLs', async () => {
    expect(
      await provider.createCustomer({ userId: 7, email: 'maria@example.com', name: 'Maria Souza' }),
    ).toBe('cus_1')
    expect(last().body.get('metadata[user_id]')).toBe('7')
    const s = await provider.createSubscriptionCheckout({
      customerId: 'cus_1',
      userId: 7,
      plan: { id: 3, name: 'Profissional Anual', price: 590, months: 12, providerPriceId: null },
      trialDays: 7,
      successPath: '/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: '/payments/checkout/cancel?plan_id=3',
    })
    expect(s).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' })
    const b = last().body
    expect(b.get('mode')).toBe('subscription')
    expect(b.get('customer')).toBe('cus_1')
    expect(b.get('subscription_data[trial_period_days]')).toBe('7')
    expect(b.get('subscription_data[metadata][plan_id]')).toBe('3')
    expect(b.get('line_items[0][price_data][unit_amount]')).toBe('59000')
    expect(b.get('line_items[0][price_data][currency]')).toBe('brl')
    expect(b.get('line_items[0][price_data][recurring][interval_count]')).toBe('12')
    expect(b.get('success_url')).toBe(
      'https://mercadoirece.com.br/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(b.get('locale')).toBe('pt-BR')
  })

  it('uses the plan’s Stripe price when it has one, and no trial when none is due', async () => {
    await provider.createSubscriptionCheckout({
      customerId: 'cus_1',
      userId: 7,
      plan: { id: 3, name: 'Profissional', price: 59, months: 1, providerPriceId: 'price_123' },
      trialDays: 0,
      successPath: '/s',
      cancelPath: '/c',
    })
    expect(last().body.get('line_items[0][price]')).toBe('price_123')
    expect(last().body.has('subscription_data[trial_period_days]')).toBe(false)
  })

  it('saves cards through Checkout in setup mode (a SetupIntent) and lists them with the default', async () => {
    const s = await provider.createCardSetup({
      customerId: 'cus_1',
      userId: 7,
      successPath: '/ok',
      cancelPath: '/no',
    })
    expect(s.id).toBe('cs_setup_1')
    expect(last().body.get('mode')).toBe('setup')
    const cards = await provider.listCards('cus_1')
    expect(cards.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([
      ['mastercard', '4444', false],
      ['visa', '4242', true],
    ])
    // The subscription's own card wins over the customer's at Stripe: both are set.
    const before = seen.length
    await provider.setDefaultCard('cus_1', 'pm_1', ['sub_1'])
    const calls = seen.slice(before)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/customers/cus_1',
      'POST /v1/subscriptions/sub_1',
    ])
    expect(calls[0]!.body.get('invoice_settings[default_payment_method]')).toBe('pm_1')
    expect(calls[1]!.body.get('default_payment_method')).toBe('pm_1')
    await provider.detachCard('pm_1')
    expect(last().path).toBe('/v1/payment_methods/pm_1/detach')
  })

  it('switches auto-renewal with cancel_at_period_end, cancels now, and reads a subscription', async () => {
    await provider.setAutoRenew('sub_1', false)
    expect(last().body.get('cancel_at_period_end')).toBe('true')
    await provider.setAutoRenew('sub_1', true)
    expect(last().body.get('cancel_at_period_end')).toBe('false')
    await provider.cancelSubscription('sub_1')
    expect(last()).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_1' })
    const snap = await provider.getSubscription('sub_1')
    expect(snap).toMatchObject({
      status: 'trialing',
      customerId: 'cus_1',
      periodEnd: new Date(1_800_604_800_000),
    })
    expect(await provider.getCheckoutSession('cs_1')).toEqual({
      id: 'cs_1',
      status: 'complete',
      subscriptionId: 'sub_1',
    })
  })

  it('turns a Stripe refusal into a provider error', async () => {
    await expect(provider.detachCard('pm_unknown')).rejects.toThrow('No such thing')
  })
})
