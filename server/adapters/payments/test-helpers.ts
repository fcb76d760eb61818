// A local stand-in for api.stripe.com, for tests of the Stripe adapter and of billing on Stripe: it keeps the
// objects tests give it (subscriptions, customers, cards, invoices), answers the calls the adapter makes as Stripe
// does (form-encoded bodies, `expand`, Stripe's error envelope and codes), applies the writes (trial ended now,
// cancel, default card) and records every request. Test-only.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  body: URLSearchParams
}

type StripeObject = Record<string, unknown> & { id: string }

export interface FakeStripe {
  url: string
  seen: SeenRequest[]
  subscriptions: Map<string, StripeObject>
  customers: Map<string, StripeObject & { deleted?: boolean }>
  cards: Map<string, StripeObject & { customer: string | null }>
  invoices: Map<string, StripeObject>
  refunds: StripeObject[]
  /** Requests of one kind, e.g. 'POST /v1/refunds'. */
  calls(route: string): SeenRequest[]
  close(): Promise<void>
}

const now = () => Math.floor(Date.now() / 1000)

const notFound = (what: string, id: string) => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
      param: 'id',
    },
  },
})

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = {
    seen: [] as SeenRequest[],
    subscriptions: new Map<string, StripeObject>(),
    customers: new Map<string, StripeObject & { deleted?: boolean }>(),
    cards: new Map<string, StripeObject & { customer: string | null }>(),
    invoices: new Map<string, StripeObject>(),
    refunds: [] as StripeObject[],
  }
  let n = 0

  function expandCard(sub: StripeObject, query: URLSearchParams): StripeObject {
    // stripe-node sends expand[0]=…, expand[1]=…
    const wanted = [...query.entries()].some(
      ([k, v]) => k.startsWith('expand[') && v === 'default_payment_method',
    )
    const pm =
      typeof sub.default_payment_method === 'string' ? fake.cards.get(sub.default_payment_method) : null
    return wanted && pm ? { ...sub, default_payment_method: pm } : sub
  }

  function answer(req: SeenRequest): { status: number; body: unknown } {
    const { method, path, body, query } = req
    const parts = path.split('/').filter(Boolean) // ['v1', 'subscriptions', 'sub_1', …]
    const [, kind, id, action] = parts
    if (kind === 'customers') {
      if (method === 'POST' && !id) {
        const customer = { id: `cus_fake_${++n}`, object: 'customer', email: body.get('email') }
        fake.customers.set(customer.id, customer)
        return { status: 200, body: customer }
      }
      const customer = fake.customers.get(id!)
      if (!customer || customer.deleted) return notFound('customer', id!)
      if (action === 'payment_methods')
        return {
          status: 200,
          body: {
            object: 'list',
            has_more: false,
            data: [...fake.cards.values()].filter((c) => c.customer === id),
          },
        }
      if (method === 'POST') {
        const card = body.get('invoice_settings[default_payment_method]')
        if (card) customer.invoice_settings = { default_payment_method: card }
      }
      return { status: 200, body: customer }
    }
    if (kind === 'checkout' && id === 'sessions' && method === 'POST') {
      const customer = body.get('customer')
      if (customer && (!fake.customers.has(customer) || fake.customers.get(customer)!.deleted))
        return notFound('customer', customer)
      const sessionId = `cs_fake_${++n}`
      return {
        status: 200,
        body: {
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        },
      }
    }
    if (kind === 'subscriptions') {
      const sub = fake.subscriptions.get(id!)
      if (!sub) return notFound('subscription', id!)
      if (method === 'GET') return { status: 200, body: expandCard(sub, query) }
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', ended_at: now() })
        return { status: 200, body: sub }
      }
      if (body.get('trial_end') === 'now') Object.assign(sub, { trial_end: now(), status: 'active' })
      if (body.has('default_payment_method')) sub.default_payment_method = body.get('default_payment_method')
      if (body.has('cancel_at_period_end'))
        sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true'
      return { status: 200, body: sub }
    }
    if (kind === 'invoice_payments' && method === 'GET') {
      const invoice = fake.invoices.get(query.get('invoice') ?? '')
      const data = invoice?.payment_intent
        ? [
            {
              id: `inpay_${invoice.id}`,
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: invoice.payment_intent },
            },
          ]
        : []
      return { status: 200, body: { object: 'list', has_more: false, data } }
    }
    if (kind === 'invoices') {
      if (method === 'GET' && !id) {
        const data = [...fake.invoices.values()].filter(
          (i) =>
            i.subscription === query.get('subscription') &&
            (!query.get('status') || i.status === query.get('status')),
        )
        return { status: 200, body: { object: 'list', has_more: false, data } }
      }
      const invoice = fake.invoices.get(id!)
      if (!invoice) return notFound('invoice', id!)
      if (action === 'pay') invoice.status = 'paid'
      return { status: 200, body: invoice }
    }
    if (kind === 'refunds' && method === 'POST') {
      const refund = { id: `re_fake_${++n}`, object: 'refund', payment_intent: body.get('payment_intent') }
      fake.refunds.push(refund)
      return { status: 200, body: refund }
    }
    if (kind === 'payment_methods' && action === 'detach') {
      const card = fake.cards.get(id!)
      if (!card) return notFound('payment_method', id!)
      card.customer = null
      return { status: 200, body: card }
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stripe.local')
      const seen: SeenRequest = {
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(raw),
      }
      fake.seen.push(seen)
      const { status, body } = answer(seen)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    calls: (route) => fake.seen.filter((s) => `${s.method} ${s.path}` === route),
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
