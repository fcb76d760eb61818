import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { stripeProvider } from './stripe'

// The Stripe adapter's plan changes, against a local stand-in for api.stripe.com that records each request (Stripe's
// form encoding, read back with URLSearchParams) and answers as Stripe does.
interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body: URLSearchParams
}
const seen: Seen[] = []
let server: http.Server
let provider: ReturnType<typeof stripeProvider>
/** The subscription as the fake holds it: with a schedule attached once a downgrade is scheduled. */
let schedule: string | null = null
let knownPrice: string | null = null

const subscription = () => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  start_date: 1_800_000_000,
  trial_end: null,
  cancel_at_period_end: false,
  ended_at: null,
  schedule,
  metadata: { plan_id: '3', user_id: '7' },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        current_period_start: 1_800_000_000,
        current_period_end: 1_802_592_000,
        price: { id: 'price_small', object: 'price' },
      },
    ],
  },
})

const answers: Record<string, (body: URLSearchParams, query: URLSearchParams) => unknown> = {
  'GET /v1/subscriptions/sub_1': () => subscription(),
  'POST /v1/subscriptions/sub_1': () => subscription(),
  'GET /v1/prices': (_b, q) => ({
    object: 'list',
    has_more: false,
    data:
      knownPrice && q.get('lookup_keys[0]') === 'plan_5_9000_1m' ? [{ id: knownPrice, object: 'price' }] : [],
  }),
  'POST /v1/prices': () => {
    knownPrice = 'price_created'
    return { id: knownPrice, object: 'price' }
  },
  // What Stripe answers for the proration invoice: the credit and the charge, each rounded, summed.
  'POST /v1/invoices/create_preview': () => ({
    id: 'upcoming_in_1',
    object: 'invoice',
    amount_due: 4000,
    lines: {
      object: 'list',
      data: [
        { amount: -2000, proration: true },
        { amount: 6000, proration: true },
      ],
    },
  }),
  'POST /v1/subscription_schedules': () => {
    schedule = 'sub_sched_1'
    return { id: 'sub_sched_1', object: 'subscription_schedule' }
  },
  'POST /v1/subscription_schedules/sub_sched_1': () => ({
    id: 'sub_sched_1',
    object: 'subscription_schedule',
  }),
  'POST /v1/subscription_schedules/sub_sched_1/release': () => {
    schedule = null
    return { id: 'sub_sched_1', object: 'subscription_schedule', status: 'released' }
  },
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const [path, query = ''] = req.url!.split('?') as [string, string?]
      const q = new URLSearchParams(query)
      seen.push({ method: req.method!, path, query: q, body: new URLSearchParams(raw) })
      const answer = answers[`${req.method} ${path}`]
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_1' })
      res.end(
        JSON.stringify(
          answer
            ? answer(new URLSearchParams(raw), q)
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
beforeEach(() => {
  seen.length = 0
})

const call = (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path)
const bigPlan = { id: 5, name: 'Grande', price: 90, months: 1, providerPriceId: 'price_big' }

describe('Stripe adapter: plan change', () => {
  it('previews an upgrade with the subscription’s item replaced and always_invoice, answering amount_due', async () => {
    const at = new Date(1_801_000_000_000)
    const preview = await provider.previewPlanChange('sub_1', bigPlan, { prorationDate: at })
    expect(preview).toEqual({ amountDue: 4000, prorationDate: at })
    const [req] = call('POST', '/v1/invoices/create_preview')
    expect(req!.body.get('customer')).toBe('cus_1')
    expect(req!.body.get('subscription')).toBe('sub_1')
    expect(req!.body.get('subscription_details[items][0][id]')).toBe('si_1')
    expect(req!.body.get('subscription_details[items][0][price]')).toBe('price_big')
    expect(req!.body.get('subscription_details[proration_behavior]')).toBe('always_invoice')
    expect(req!.body.get('subscription_details[proration_date]')).toBe('1801000000')
  })

  it('upgrades by updating the item with proration, the same proration date, refusal on decline and plan_id metadata', async () => {
    await provider.changePlan('sub_1', bigPlan, { prorate: true, prorationDate: new Date(1_801_000_000_000) })
    const [req] = call('POST', '/v1/subscriptions/sub_1')
    expect(Object.fromEntries(req!.body)).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_big',
      proration_behavior: 'always_invoice',
      proration_date: '1801000000',
      payment_behavior: 'error_if_incomplete',
      'metadata[plan_id]': '5',
    })
  })

  it('prices a plan without a Stripe price once, found again by its lookup key', async () => {
    const plan = { ...bigPlan, providerPriceId: null }
    await provider.previewPlanChange('sub_1', plan)
    const [created] = call('POST', '/v1/prices')
    expect(created!.body.get('unit_amount')).toBe('9000')
    expect(created!.body.get('currency')).toBe('brl')
    expect(created!.body.get('recurring[interval_count]')).toBe('1')
    expect(created!.body.get('lookup_key')).toBe('plan_5_9000_1m')
    expect(created!.body.get('product_data[metadata][plan_id]')).toBe('5')
    seen.length = 0
    await provider.previewPlanChange('sub_1', plan)
    expect(call('POST', '/v1/prices')).toEqual([])
    expect(
      call('POST', '/v1/invoices/create_preview')[0]!.body.get('subscription_details[items][0][price]'),
    ).toBe('price_created')
  })

  it('schedules a downgrade for the period’s end: current price until then, the new one after, plan_id per phase', async () => {
    const small = { id: 2, name: 'Pequeno', price: 30, months: 1, providerPriceId: 'price_tiny' }
    await provider.schedulePlanChange('sub_1', small)
    expect(call('POST', '/v1/subscription_schedules')[0]!.body.get('from_subscription')).toBe('sub_1')
    const b = call('POST', '/v1/subscription_schedules/sub_sched_1')[0]!.body
    expect(b.get('end_behavior')).toBe('release')
    expect(b.get('proration_behavior')).toBe('none')
    expect(b.get('phases[0][items][0][price]')).toBe('price_small')
    expect(b.get('phases[0][start_date]')).toBe('1800000000')
    expect(b.get('phases[0][end_date]')).toBe('1802592000')
    expect(b.get('phases[0][metadata][plan_id]')).toBe('3')
    expect(b.get('phases[1][items][0][price]')).toBe('price_tiny')
    expect(b.get('phases[1][metadata][plan_id]')).toBe('2')
    expect(b.get('phases[1][duration][interval]')).toBe('month')

    // Scheduling again reuses the schedule; giving it up releases it.
    seen.length = 0
    await provider.schedulePlanChange('sub_1', small)
    expect(call('POST', '/v1/subscription_schedules')).toEqual([])
    await provider.cancelScheduledPlanChange('sub_1')
    expect(call('POST', '/v1/subscription_schedules/sub_sched_1/release')).toHaveLength(1)
  })

  it('an upgrade releases a scheduled downgrade first', async () => {
    await provider.schedulePlanChange('sub_1', { ...bigPlan, id: 2, providerPriceId: 'price_tiny' })
    seen.length = 0
    await provider.changePlan('sub_1', bigPlan, { prorate: true })
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscription_schedules/sub_sched_1/release',
      'POST /v1/subscriptions/sub_1',
    ])
  })

  it('reads the subscription’s price into the snapshot', async () => {
    expect((await provider.getSubscription('sub_1')).priceId).toBe('price_small')
  })
})
