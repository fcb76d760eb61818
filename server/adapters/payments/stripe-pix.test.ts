import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeProvider } from './stripe'

// PIX on the Stripe adapter: the Checkout Session it opens (against a local stand-in for api.stripe.com that records
// the form-encoded request) and the checkout events Stripe sends for a PIX payment, signed with the library's test
// helper and read by the adapter's verifier.
const SECRET = 'whsec_pix_0123456789abcdef0123456789abcdef'
let server: http.Server
let body = new URLSearchParams()
let path = ''
let provider: ReturnType<typeof stripeProvider>

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      path = `${req.method} ${req.url!.split('?')[0]}`
      body = new URLSearchParams(raw)
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_pix' })
      res.end(
        JSON.stringify({
          id: 'cs_pix_1',
          object: 'checkout.session',
          mode: 'payment',
          url: 'https://checkout.stripe.com/c/pay/cs_pix_1',
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  provider = stripeProvider({
    secretKey: 'sk_test_local',
    webhookSecret: SECRET,
    origin: () => 'https://mercadoirece.com.br',
    client: new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
  })
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const stripe = new Stripe('sk_test_unused')
const checkoutEvent = (type: string, paymentStatus: string) => {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: '2025-09-30.clover',
    livemode: false,
    data: {
      object: {
        id: 'cs_pix_1',
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        customer: 'cus_1',
        subscription: null,
        payment_intent: 'pi_pix_1',
        payment_status: paymentStatus,
        payment_method_types: ['pix'],
        metadata: { user_id: '7', plan_id: '3', payment_method: 'pix' },
      },
    },
  })
  return provider.verifyWebhook(
    Buffer.from(payload),
    stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  )
}

describe('Stripe adapter: PIX', () => {
  it('opens a payment-mode Checkout Session for PIX in BRL with the code’s expiry and the advertiser and plan in metadata', async () => {
    const s = await provider.createPixCheckout({
      customerId: 'cus_1',
      userId: 7,
      plan: {
        id: 3,
        name: 'Profissional Trimestral',
        price: 149,
        months: 3,
        providerPriceId: 'price_recurring',
      },
      expiresAfterSeconds: 3600,
      successPath: '/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: '/payments/checkout/cancel?plan_id=3',
    })
    expect(s).toEqual({ id: 'cs_pix_1', url: 'https://checkout.stripe.com/c/pay/cs_pix_1' })
    expect(path).toBe('POST /v1/checkout/sessions')
    expect(body.get('mode')).toBe('payment')
    expect(body.get('allowed_payment_method_types[0]')).toBe('pix')
    expect(body.has('allowed_payment_method_types[1]')).toBe(false)
    expect(body.get('currency')).toBe('brl')
    expect(body.get('customer')).toBe('cus_1')
    expect(body.get('payment_method_options[pix][expires_after_seconds]')).toBe('3600')
    // A one-time price (the plan's Stripe price is recurring, for cards): the period's amount in centavos.
    expect(body.get('line_items[0][price_data][currency]')).toBe('brl')
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('14900')
    expect(body.has('line_items[0][price_data][recurring][interval]')).toBe(false)
    expect(body.has('line_items[0][price]')).toBe(false)
    expect(body.has('subscription_data[trial_period_days]')).toBe(false)
    expect(body.get('metadata[user_id]')).toBe('7')
    expect(body.get('metadata[plan_id]')).toBe('3')
    expect(body.get('payment_intent_data[metadata][plan_id]')).toBe('3')
    expect(body.get('success_url')).toBe(
      'https://mercadoirece.com.br/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    )
  })

  it('reads the PIX checkout’s events: completed unpaid waits, async success pays, async failure fails, expiry ends it', async () => {
    expect(await checkoutEvent('checkout.session.completed', 'unpaid')).toMatchObject({
      kind: 'payment',
      sessionId: 'cs_pix_1',
      outcome: 'awaiting',
      paymentId: 'pi_pix_1',
      customerId: 'cus_1',
    })
    expect(await checkoutEvent('checkout.session.async_payment_succeeded', 'paid')).toMatchObject({
      kind: 'payment',
      outcome: 'paid',
      paymentId: 'pi_pix_1',
      metadata: { user_id: '7', plan_id: '3' },
    })
    expect(await checkoutEvent('checkout.session.async_payment_failed', 'unpaid')).toMatchObject({
      kind: 'payment',
      outcome: 'failed',
    })
    expect(await checkoutEvent('checkout.session.expired', 'unpaid')).toMatchObject({
      kind: 'checkout.expired',
      sessionId: 'cs_pix_1',
    })
  })
})
