// Stripe's webhook events (the sandbox sends the same shapes) read into BillingEvent. Only the fields billing uses
// are read, through zod: an API version that moved a field (the current period moved from the subscription to its
// items, an invoice's subscription under `parent`) still reads.
import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import { z } from 'zod'
import { type BillingEvent, type SubscriptionSnapshot, WebhookSignatureError } from './provider'

const id = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id))
const time = z
  .number()
  .nullish()
  .transform((v) => (v ? new Date(v * 1000) : null))

const subscriptionSchema = z.object({
  id: z.string(),
  customer: id,
  status: z.enum([
    'trialing',
    'active',
    'past_due',
    'unpaid',
    'canceled',
    'incomplete',
    'incomplete_expired',
    'paused',
  ]),
  start_date: time,
  trial_end: time,
  current_period_start: time.optional(),
  current_period_end: time.optional(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_start: time.optional(),
          current_period_end: time.optional(),
          price: z.object({ id: z.string() }).nullish(),
        }),
      ),
    })
    .optional(),
  cancel_at_period_end: z.boolean().default(false),
  ended_at: time,
  cancellation_details: z.object({ reason: z.string().nullish() }).nullish(),
  metadata: z.record(z.string(), z.string()).default({}),
  // An id in an event's copy; the card itself when read with `expand: ['default_payment_method']`.
  default_payment_method: z
    .union([z.string(), z.object({ card: z.object({ fingerprint: z.string().nullish() }).nullish() })])
    .nullish(),
})

export function toSnapshot(object: unknown): SubscriptionSnapshot {
  const s = subscriptionSchema.parse(object)
  const item = s.items?.data[0]
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    startDate: s.start_date,
    trialEnd: s.trial_end,
    periodStart: item?.current_period_start ?? s.current_period_start ?? null,
    periodEnd: item?.current_period_end ?? s.current_period_end ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    endedAt: s.ended_at,
    cancellationReason: s.cancellation_details?.reason ?? null,
    metadata: s.metadata,
    cardFingerprint:
      s.default_payment_method && typeof s.default_payment_method === 'object'
        ? (s.default_payment_method.card?.fingerprint ?? null)
        : null,
    priceId: item?.price?.id ?? null,
  }
}

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

const checkoutSchema = z.object({
  id: z.string(),
  mode: z.enum(['subscription', 'setup', 'payment']),
  customer: id.nullish(),
  subscription: id.nullish(),
  payment_status: z.string().nullish(),
  payment_intent: id.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
})

/**
 * A payment-mode checkout (one PIX payment): completed with payment_status 'unpaid' while the code waits to be paid,
 * then async_payment_succeeded or async_payment_failed (the code expired); a card paid at once completes 'paid'.
 */
function paymentEvent(
  base: { id: string; type: string; created: Date },
  s: z.infer<typeof checkoutSchema>,
): BillingEvent {
  const outcome =
    base.type === 'checkout.session.async_payment_failed'
      ? 'failed'
      : base.type === 'checkout.session.async_payment_succeeded' || s.payment_status === 'paid'
        ? 'paid'
        : 'awaiting'
  return {
    ...base,
    kind: 'payment',
    sessionId: s.id,
    outcome,
    paymentId: s.payment_intent ?? null,
    customerId: s.customer ?? null,
    metadata: s.metadata ?? {},
  }
}

const invoiceSchema = z.object({
  subscription: id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: id.nullish() }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: time }).optional() })) }).optional(),
  last_payment_error: z.object({ decline_code: z.string().nullish(), code: z.string().nullish() }).nullish(),
})

/** Reads a Stripe-shaped event (already verified). Types billing does not act on come back as 'ignored'. */
export function readEvent(raw: unknown): BillingEvent {
  const e = eventSchema.parse(raw)
  const base = { id: e.id, type: e.type, created: new Date(e.created * 1000) }
  const object = e.data.object
  switch (e.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = checkoutSchema.parse(object)
      if (s.mode === 'payment') return paymentEvent(base, s)
      return {
        ...base,
        kind: 'checkout.completed',
        sessionId: s.id,
        mode: s.mode,
        customerId: s.customer ?? null,
        subscriptionId: s.subscription ?? null,
      }
    }
    case 'checkout.session.async_payment_failed': {
      const s = checkoutSchema.parse(object)
      return s.mode === 'payment' ? paymentEvent(base, s) : { ...base, kind: 'ignored' }
    }
    case 'checkout.session.expired':
      return { ...base, kind: 'checkout.expired', sessionId: checkoutSchema.parse(object).id }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      return { ...base, kind: 'subscription', subscription: toSnapshot(object) }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const inv = invoiceSchema.parse(object)
      const periodEnd = inv.lines?.data
        .map((l) => l.period?.end ?? null)
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0]
      return {
        ...base,
        kind: 'invoice',
        paid: e.type === 'invoice.paid',
        subscriptionId: inv.parent?.subscription_details?.subscription ?? inv.subscription ?? null,
        periodEnd: periodEnd ?? null,
        declineCode: inv.last_payment_error?.decline_code ?? inv.last_payment_error?.code ?? null,
      }
    }
    case 'payment_method.attached':
    case 'payment_method.detached':
    case 'payment_method.updated':
    case 'payment_method.automatically_updated': {
      const pm = z.object({ customer: id.nullish() }).parse(object)
      // A detached card no longer names its customer: the previous attributes do.
      const previous = z
        .object({ previous_attributes: z.object({ customer: id.nullish() }).optional() })
        .parse(e.data)
      const customer = pm.customer ?? previous.previous_attributes?.customer
      return customer ? { ...base, kind: 'cards', customerId: customer } : { ...base, kind: 'ignored' }
    }
    // A customer deleted at the provider cannot be charged again: billing forgets it and makes a new one.
    case 'customer.deleted':
      return { ...base, kind: 'customer.deleted', customerId: z.object({ id: z.string() }).parse(object).id }
    case 'customer.updated':
      return { ...base, kind: 'cards', customerId: z.object({ id: z.string() }).parse(object).id }
    default:
      return { ...base, kind: 'ignored' }
  }
}

/**
 * The library (some 15 MB resident), loaded when a Stripe client or the first webhook needs it: a server taking no
 * payments never carries it. One build of it (CommonJS) for both, so it is never loaded twice.
 */
export const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe

// The library's verifier (constant-time comparison, tolerance of 5 minutes); it needs no API key.
let verifier: Stripe | null = null
const stripeVerifier = () => (verifier ??= new (loadStripe())('sk_verify_only'))

/** Verifies Stripe's signature header over the raw body with the endpoint's secret, then reads the event. */
export async function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now?: () => number,
): Promise<BillingEvent> {
  if (!signature) throw new WebhookSignatureError('missing signature')
  let event: unknown
  try {
    event = await stripeVerifier().webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      undefined,
      undefined,
      now ? Math.floor(now() / 1000) : undefined,
    )
  } catch (err) {
    throw new WebhookSignatureError((err as Error).message)
  }
  return readEvent(event)
}
