// The built-in payment provider: Stripe's test mode in miniature, for development, tests and demos without an
// account. It keeps customers, cards, checkout sessions and subscriptions in a JSON file, serves its hosted checkout
// at /sandbox/checkout/:id (routes.ts), sends Stripe-shaped events signed with Stripe's scheme, and has a clock that
// tests move forward to end trials, renew, fail a renewal and let a subscription expire.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { CardErrorCode } from '../../../../src/domain/billing'
import {
  type BillingEvent,
  type CheckoutPlan,
  type CheckoutSessionInfo,
  type PlanChangePreview,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCard,
  type ReturnPaths,
  type SubscriptionSnapshot,
} from '../provider'
import { toSnapshot, verifyStripeSignature } from '../stripe-events'
import { z } from 'zod'
import { switchFigures } from './switch'
import { cardBrand, checkCard, type CardInput } from './test-cards'
import { type Deliver, WebhookDeliveries } from './webhook-deliveries'

const DAY = 86_400
/** Stripe retries a failed renewal; the sandbox tries 3 times, 3 days apart, then cancels (dunning). */
const RETRY_DAYS = 3
const MAX_CHARGE_ATTEMPTS = 3
const SESSION_HOURS = 24
/** Stripe tells a trial is ending three days before it does. */
const TRIAL_WILL_END_DAYS = 3

interface Customer {
  id: string
  email: string
  name: string
  userId: number
  defaultCard: string | null
  deleted?: boolean
}
interface Card {
  id: string
  customer: string | null
  brand: string
  last4: string
  expMonth: number
  expYear: number
  holderName: string
  chargeFails: boolean
  /** As Stripe's: the same card number has the same fingerprint on every customer. */
  fingerprint: string
  created: number
}
/** A PIX checkout's payment: its code is shown, then paid (simulated) or left to expire. */
interface PixPayment {
  paymentIntent: string
  expiresAt: number
  status: 'unpaid' | 'paid' | 'failed'
  shown: boolean
}
interface Session {
  id: string
  mode: 'subscription' | 'setup' | 'payment'
  pix?: PixPayment
  customer: string
  status: 'open' | 'complete' | 'expired'
  successPath: string
  cancelPath: string
  plan: CheckoutPlan | null
  trialDays: number
  metadata: Record<string, string>
  subscription: string | null
  created: number
}
interface Sub {
  id: string
  customer: string
  card: string | null
  status: SubscriptionSnapshot['status']
  plan: CheckoutPlan
  startDate: number
  trialEnd: number | null
  periodStart: number
  periodEnd: number
  cancelAtPeriodEnd: boolean
  endedAt: number | null
  cancellationReason: string | null
  failedAttempts: number
  nextRetryAt: number | null
  metadata: Record<string, string>
  /** Centavos the latest paid invoice charged, and whether it was refunded. */
  lastCharge?: { amount: number; refunded: boolean }
  trialWillEndSent?: boolean
  /** A plan that takes over at the next renewal (Stripe: a subscription schedule's next phase). */
  pendingPlan?: CheckoutPlan | null
}
interface State {
  secret: string
  /** The sandbox's PIX key (a random key, as a bank gives one), shown in its BR Codes. */
  pixKey?: string
  offsetMs: number
  customers: Record<string, Customer>
  cards: Record<string, Card>
  sessions: Record<string, Session>
  subscriptions: Record<string, Sub>
  /** One-time (PIX) payments refunded, by payment intent. */
  refundedPayments: string[]
}

export interface SandboxOptions {
  /** Where the sandbox keeps its state; in memory when absent. */
  file?: string
  retryDelaysMs?: number[]
  /** How often the real passing of time is checked for trials ending and renewals (0: never). */
  tickEveryMs?: number
}

// Stripe refuses a parameter it does not know (parameter_unknown): so does the sandbox, so a call the real API
// would refuse fails in tests too.
const customerParams = z.strictObject({ userId: z.number(), email: z.string(), name: z.string() })
const returnPaths = { successPath: z.string(), cancelPath: z.string() }
const planParams = z.strictObject({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  months: z.number().int().min(1).max(36),
  providerPriceId: z.string().nullable(),
})
const subscriptionCheckoutParams = z.strictObject({
  customerId: z.string(),
  userId: z.number(),
  plan: planParams,
  trialDays: z.number().int().min(0),
  ...returnPaths,
})
const cardSetupParams = z.strictObject({ customerId: z.string(), userId: z.number(), ...returnPaths })

function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const unknown = parsed.error.issues.find((i) => i.code === 'unrecognized_keys')
  throw new PaymentProviderError(
    unknown ? `Received unknown parameter: ${unknown.keys.join(', ')}` : parsed.error.message,
    unknown ? 'parameter_unknown' : 'parameter_invalid',
  )
}

const fingerprintOf = (number: string) =>
  createHash('sha256').update(`sandbox-card:${number}`).digest('base64url').slice(0, 16)

export type PayResult = { ok: true; redirect: string } | { ok: false; code: CardErrorCode | 'session_closed' }

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`
const addMonths = (at: number, months: number) => {
  const d = new Date(at * 1000)
  d.setUTCMonth(d.getUTCMonth() + months)
  return Math.floor(d.getTime() / 1000)
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  readonly deliveries: WebhookDeliveries
  /** Plan-change invoices charged, in centavos (what the advertiser's card paid for a switch). */
  readonly switchCharges: { subscriptionId: string; amount: number; at: Date }[] = []
  private state: State
  private ticker: NodeJS.Timeout | null = null

  constructor(private readonly options: SandboxOptions = {}) {
    const saved =
      options.file && fs.existsSync(options.file)
        ? (JSON.parse(fs.readFileSync(options.file, 'utf8')) as State)
        : null
    this.state = saved ?? {
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
      offsetMs: 0,
      customers: {},
      cards: {},
      sessions: {},
      subscriptions: {},
      refundedPayments: [],
    }
    // A state file from before refunds of one-time payments were kept.
    this.state.refundedPayments ??= []
    this.deliveries = new WebhookDeliveries(
      this.state.secret,
      options.retryDelaysMs ?? [5_000, 30_000, 120_000, 600_000],
    )
    if (options.tickEveryMs) {
      this.ticker = setInterval(() => this.runDue(), options.tickEveryMs)
      this.ticker.unref()
    }
    this.save()
  }

  get webhookSecret(): string {
    return this.state.secret
  }

  /** The sandbox's time: the real time plus however far tests have moved it. */
  readonly clock = {
    now: (): Date => new Date(Date.now() + this.state.offsetMs),
    /** Moves time forward, runs what fell due (trial ends, renewals, retries, expiries) and waits for its webhooks. */
    advance: async (ms: number): Promise<void> => {
      this.state.offsetMs += ms
      this.runDue()
      await this.deliveries.settle()
    },
  }

  /** Starts sending webhooks (the app's own endpoint, once it is ready). */
  connect(deliver: Deliver): void {
    this.deliveries.connect(deliver)
  }

  async close(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker)
    this.deliveries.close()
  }

  // --- The PaymentProvider interface -----------------------------------------------------------------------------

  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const params = checked(customerParams, input)
    const id = newId('cus')
    this.state.customers[id] = { id, ...params, defaultCard: null }
    this.save()
    return id
  }

  async createSubscriptionCheckout(
    input: { customerId: string; userId: number; plan: CheckoutPlan; trialDays: number } & ReturnPaths,
  ): Promise<{ id: string; url: string }> {
    checked(subscriptionCheckoutParams, input)
    return this.openSession('subscription', input.customerId, input, input.plan, input.trialDays, {
      user_id: String(input.userId),
      plan_id: String(input.plan.id),
    })
  }

  async createCardSetup(input: { customerId: string; userId: number } & ReturnPaths) {
    checked(cardSetupParams, input)
    return this.openSession('setup', input.customerId, input, null, 0, { user_id: String(input.userId) })
  }

  async createPixCheckout(
    input: {
      customerId: string
      userId: number
      plan: CheckoutPlan
      expiresAfterSeconds: number
    } & ReturnPaths,
  ): Promise<{ id: string; url: string }> {
    const opened = this.openSession('payment', input.customerId, input, input.plan, 0, {
      user_id: String(input.userId),
      plan_id: String(input.plan.id),
      payment_method: 'pix',
    })
    this.state.sessions[opened.id]!.pix = {
      paymentIntent: newId('pi'),
      expiresAt: this.nowSeconds() + input.expiresAfterSeconds,
      status: 'unpaid',
      shown: false,
    }
    this.save()
    return opened
  }

  async getCheckoutSession(id: string): Promise<CheckoutSessionInfo> {
    const s = this.state.sessions[id]
    if (!s) throw new PaymentProviderError('No such checkout session')
    return { id, status: s.status, subscriptionId: s.subscription }
  }

  async listCards(customerId: string): Promise<ProviderCard[]> {
    const customer = this.customer(customerId)
    return Object.values(this.state.cards)
      .filter((c) => c.customer === customerId)
      .sort((a, b) => a.created - b.created)
      .map((c) => ({
        id: c.id,
        brand: c.brand,
        last4: c.last4,
        expMonth: c.expMonth,
        expYear: c.expYear,
        holderName: c.holderName,
        isDefault: customer.defaultCard === c.id,
      }))
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    const card = this.state.cards[paymentMethodId]
    if (!card?.customer) throw new PaymentProviderError('No such payment method')
    const customer = this.customer(card.customer)
    card.customer = null
    if (customer.defaultCard === card.id) customer.defaultCard = null
    this.save()
    this.emit('payment_method.detached', this.cardObject(card), undefined, { customer: customer.id })
  }

  async setDefaultCard(
    customerId: string,
    paymentMethodId: string,
    subscriptionIds: string[],
  ): Promise<void> {
    const customer = this.customer(customerId)
    if (this.state.cards[paymentMethodId]?.customer !== customerId)
      throw new PaymentProviderError('No such payment method')
    customer.defaultCard = paymentMethodId
    for (const id of subscriptionIds) {
      const sub = this.state.subscriptions[id]
      if (sub?.customer === customerId) sub.card = paymentMethodId
    }
    this.save()
    this.emit('customer.updated', { id: customer.id, object: 'customer', email: customer.email })
  }

  async setAutoRenew(subscriptionId: string, on: boolean): Promise<void> {
    const sub = this.live(subscriptionId)
    sub.cancelAtPeriodEnd = !on
    this.save()
    this.emit('customer.subscription.updated', this.subscriptionObject(sub))
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const sub = this.live(subscriptionId)
    this.end(sub, this.nowSeconds(), 'cancellation_requested')
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const sub = this.state.subscriptions[subscriptionId]
    if (!sub) throw new PaymentProviderError('No such subscription', 'resource_missing')
    return toSnapshot(this.subscriptionObject(sub, true))
  }

  async endTrialNow(subscriptionId: string): Promise<void> {
    const sub = this.live(subscriptionId)
    if (sub.status !== 'trialing') return
    const now = this.nowSeconds()
    sub.trialEnd = now
    sub.periodEnd = now
    this.renew(sub, now)
  }

  async refundLatestCharge(subscriptionId: string): Promise<void> {
    const sub = this.state.subscriptions[subscriptionId]
    if (!sub) throw new PaymentProviderError('No such subscription', 'resource_missing')
    if (!sub.lastCharge || sub.lastCharge.refunded || sub.lastCharge.amount === 0) return
    sub.lastCharge.refunded = true
    this.save()
    this.emit('charge.refunded', {
      id: newId('ch'),
      object: 'charge',
      customer: sub.customer,
      amount: sub.lastCharge.amount,
      amount_refunded: sub.lastCharge.amount,
      refunded: true,
    })
  }

  async payOpenInvoice(subscriptionId: string): Promise<void> {
    const sub = this.live(subscriptionId)
    if (sub.status !== 'past_due' && sub.status !== 'unpaid') return
    this.renew(sub, this.nowSeconds())
  }

  async refundPayment(paymentId: string): Promise<void> {
    const session = Object.values(this.state.sessions).find((s) => s.pix?.paymentIntent === paymentId)
    if (!session?.pix || session.pix.status !== 'paid')
      throw new PaymentProviderError(`No such payment_intent: '${paymentId}'`, 'resource_missing')
    if (this.state.refundedPayments.includes(paymentId)) return
    this.state.refundedPayments.push(paymentId)
    this.save()
    this.emit('charge.refunded', {
      id: newId('ch'),
      object: 'charge',
      payment_intent: paymentId,
      refunded: true,
    })
  }

  /** One-time payments refunded (tests check a refused PIX payment was given back). */
  get refundedPayments(): readonly string[] {
    return this.state.refundedPayments
  }

  /** What the sandbox charged and refunded a subscription (tests check a duplicate was refunded). */
  charges(subscriptionId: string): { amount: number; refunded: boolean } | null {
    return this.state.subscriptions[subscriptionId]?.lastCharge ?? null
  }

  /** Deletes a customer as the provider's dashboard can: its cards and subscriptions go with it. */
  deleteCustomer(customerId: string): void {
    const customer = this.customer(customerId)
    for (const sub of Object.values(this.state.subscriptions))
      if (sub.customer === customerId && sub.status !== 'canceled')
        this.end(sub, this.nowSeconds(), 'cancellation_requested')
    for (const card of Object.values(this.state.cards)) if (card.customer === customerId) card.customer = null
    customer.deleted = true
    this.save()
    this.emit('customer.deleted', { id: customer.id, object: 'customer', deleted: true })
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent> {
    return verifyStripeSignature(rawBody, signature, this.state.secret)
  }

  async previewPlanChange(
    subscriptionId: string,
    plan: CheckoutPlan,
    options: { prorationDate?: Date } = {},
  ): Promise<PlanChangePreview> {
    const sub = this.live(subscriptionId)
    const at = options.prorationDate ? Math.floor(options.prorationDate.getTime() / 1000) : this.nowSeconds()
    return { amountDue: this.switchOf(sub, plan, at).amountDue, prorationDate: new Date(at * 1000) }
  }

  async changePlan(
    subscriptionId: string,
    plan: CheckoutPlan,
    options: { prorate: true; prorationDate?: Date },
  ): Promise<void> {
    const sub = this.live(subscriptionId)
    const now = this.nowSeconds()
    const at = options.prorationDate ? Math.floor(options.prorationDate.getTime() / 1000) : now
    const figures = this.switchOf(sub, plan, at)
    // As Stripe with payment_behavior 'error_if_incomplete': a declined proration leaves the subscription as it was.
    if (figures.amountDue > 0 && !this.chargeableCard(sub, now))
      throw new PaymentProviderError('Your card was declined.', 'card_declined')
    const before = this.subscriptionObject(sub)
    sub.plan = plan
    sub.metadata = { ...sub.metadata, plan_id: String(plan.id) }
    sub.pendingPlan = null
    if (figures.restartsPeriod) {
      sub.periodStart = now
      sub.periodEnd = addMonths(now, plan.months)
    }
    this.save()
    const after = this.subscriptionObject(sub)
    if (sub.status !== 'trialing') {
      this.switchCharges.push({ subscriptionId: sub.id, amount: figures.amountDue, at: new Date(now * 1000) })
      this.emit('invoice.paid', this.invoiceObject(sub, true, figures.amountDue / 100))
    }
    // Stripe does not promise the order of events: two updates of the same second (the one made as the proration
    // invoice was attached, still on the old plan, and the swap itself) arrive here newest first.
    this.emit('customer.subscription.updated', after, now, { items: before.items, metadata: before.metadata })
    this.emit('customer.subscription.updated', before, now)
  }

  async schedulePlanChange(subscriptionId: string, plan: CheckoutPlan): Promise<void> {
    const sub = this.live(subscriptionId)
    sub.pendingPlan = plan
    this.save()
    this.emit('customer.subscription.updated', this.subscriptionObject(sub))
  }

  async cancelScheduledPlanChange(subscriptionId: string): Promise<void> {
    const sub = this.live(subscriptionId)
    sub.pendingPlan = null
    this.save()
    this.emit('customer.subscription.updated', this.subscriptionObject(sub))
  }

  /** The plan a subscription renews into, if a change is scheduled (tests and the hosted pages). */
  scheduledPlanOf(subscriptionId: string): CheckoutPlan | null {
    return this.state.subscriptions[subscriptionId]?.pendingPlan ?? null
  }

  private switchOf(sub: Sub, plan: CheckoutPlan, at: number) {
    return switchFigures(
      {
        status: sub.status,
        oldPrice: sub.plan.price,
        oldMonths: sub.plan.months,
        periodStart: sub.periodStart,
        periodEnd: sub.periodEnd,
      },
      plan.price,
      plan.months,
      at,
    )
  }

  // --- The hosted checkout (routes.ts) ---------------------------------------------------------------------------

  session(id: string): {
    mode: Session['mode']
    status: Session['status']
    plan: CheckoutPlan | null
    trialDays: number
    cancelPath: string
  } | null {
    const s = this.state.sessions[id]
    if (!s) return null
    this.expireSessions()
    return { mode: s.mode, status: s.status, plan: s.plan, trialDays: s.trialDays, cancelPath: s.cancelPath }
  }

  /** The card typed into the hosted checkout: saved, then the trial started or the first period charged. */
  pay(sessionId: string, input: CardInput & { holderName: string }): PayResult {
    this.expireSessions()
    const session = this.state.sessions[sessionId]
    // A PIX checkout takes no card.
    if (!session || session.status !== 'open' || session.mode === 'payment')
      return { ok: false, code: 'session_closed' }
    const now = this.nowSeconds()
    const behaviour = checkCard(input, this.clock.now())
    if (!behaviour.ok) return { ok: false, code: behaviour.code }
    const chargesNow = session.mode === 'subscription' && session.trialDays === 0
    if (chargesNow && behaviour.chargeFails) return { ok: false, code: 'card_declined' }

    const number = input.number.replace(/\D/g, '')
    const card: Card = {
      id: newId('pm'),
      customer: session.customer,
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
      holderName: input.holderName.trim(),
      chargeFails: Boolean(behaviour.chargeFails),
      fingerprint: fingerprintOf(number),
      created: now,
    }
    this.state.cards[card.id] = card
    // As Stripe: Checkout does not make the card the customer's default (a subscription's Checkout makes it that
    // subscription's own card).
    const customer = this.customer(session.customer)
    this.emit('payment_method.attached', this.cardObject(card))

    if (session.mode === 'subscription' && session.plan) {
      const trialEnd = session.trialDays > 0 ? now + session.trialDays * DAY : null
      const sub: Sub = {
        id: newId('sub'),
        customer: customer.id,
        card: card.id,
        status: trialEnd ? 'trialing' : 'incomplete',
        plan: session.plan,
        startDate: now,
        trialEnd,
        periodStart: now,
        periodEnd: trialEnd ?? addMonths(now, session.plan.months),
        cancelAtPeriodEnd: false,
        endedAt: null,
        cancellationReason: null,
        failedAttempts: 0,
        nextRetryAt: null,
        metadata: session.metadata,
      }
      this.state.subscriptions[sub.id] = sub
      session.subscription = sub.id
      if (trialEnd) {
        sub.lastCharge = { amount: 0, refunded: false }
        this.emit('customer.subscription.created', this.subscriptionObject(sub))
        this.emit('invoice.paid', this.invoiceObject(sub, true, 0))
      } else {
        // As Stripe: the subscription is created incomplete and turns active when its first invoice is paid, and
        // the two events, made in the same second, may arrive in either order (here: reversed).
        const created = this.subscriptionObject(sub)
        sub.status = 'active'
        sub.lastCharge = { amount: sub.plan.price * 100, refunded: false }
        this.emit('invoice.paid', this.invoiceObject(sub, true, sub.plan.price), now)
        this.emit('customer.subscription.updated', this.subscriptionObject(sub), now)
        this.emit('customer.subscription.created', created, now)
      }
    }
    session.status = 'complete'
    this.save()
    this.emit('checkout.session.completed', this.sessionObject(session))
    return { ok: true, redirect: session.successPath.replace('{CHECKOUT_SESSION_ID}', session.id) }
  }

  // --- PIX on the hosted checkout (routes.ts) -------------------------------------------------------------------

  /**
   * The PIX checkout as its page shows it. Showing the code is what submitting Stripe's checkout does: the session
   * completes with payment_status 'unpaid' (checkout.session.completed) and waits for the money.
   */
  showPix(id: string): {
    plan: CheckoutPlan
    pixKey: string
    txid: string
    expiresAt: Date
    status: 'unpaid' | 'paid' | 'failed' | 'expired'
    cancelPath: string
    successPath: string
  } | null {
    this.expireSessions()
    const s = this.state.sessions[id]
    if (!s?.pix || !s.plan) return null
    if (s.status === 'open' && s.pix.status === 'unpaid') {
      s.status = 'complete'
      s.pix.shown = true
      this.save()
      this.emit('checkout.session.completed', this.sessionObject(s))
    }
    if (!this.state.pixKey) {
      this.state.pixKey = randomUUID()
      this.save()
    }
    return {
      plan: s.plan,
      pixKey: this.state.pixKey,
      txid: s.id.replace(/[^A-Za-z0-9]/g, '').slice(-25),
      expiresAt: new Date(s.pix.expiresAt * 1000),
      status: s.status === 'expired' ? 'expired' : s.pix.status,
      cancelPath: s.cancelPath,
      successPath: s.successPath.replace('{CHECKOUT_SESSION_ID}', s.id),
    }
  }

  /** "Simular pagamento": the payer's bank paid the code (checkout.session.async_payment_succeeded). */
  simulatePixPayment(id: string): PayResult {
    const shown = this.showPix(id)
    const s = this.state.sessions[id]
    if (!shown || !s?.pix || shown.status !== 'unpaid') return { ok: false, code: 'session_closed' }
    s.pix.status = 'paid'
    this.save()
    this.emit('checkout.session.async_payment_succeeded', this.sessionObject(s))
    return { ok: true, redirect: shown.successPath }
  }

  // --- Time --------------------------------------------------------------------------------------------------------

  /** Everything due at the sandbox's time: trial ends, renewals, retries of failed renewals, expiries. */
  runDue(): void {
    this.expireSessions()
    const now = this.nowSeconds()
    for (let changed = true; changed;) {
      changed = false
      for (const sub of Object.values(this.state.subscriptions)) {
        if (
          sub.status === 'trialing' &&
          !sub.trialWillEndSent &&
          sub.trialEnd !== null &&
          sub.trialEnd - TRIAL_WILL_END_DAYS * DAY <= now &&
          sub.trialEnd > now
        ) {
          sub.trialWillEndSent = true
          this.save()
          this.emit('customer.subscription.trial_will_end', this.subscriptionObject(sub))
        }
        if (sub.status === 'trialing' || sub.status === 'active') {
          if (sub.periodEnd > now) continue
          if (sub.cancelAtPeriodEnd) this.end(sub, sub.periodEnd, 'cancellation_requested')
          else this.renew(sub, sub.periodEnd)
          changed = true
        } else if (sub.status === 'past_due' && sub.nextRetryAt !== null && sub.nextRetryAt <= now) {
          this.renew(sub, sub.nextRetryAt)
          changed = true
        }
      }
    }
  }

  /** Charges the next period: a paid invoice moves the period on; a declined one leaves it past due, retried later. */
  private renew(sub: Sub, at: number): void {
    const wasPastDue = sub.status === 'past_due'
    if (!wasPastDue && sub.pendingPlan) {
      // The schedule's next phase: the new plan's price from this renewal on, its id in the metadata.
      sub.plan = sub.pendingPlan
      sub.metadata = { ...sub.metadata, plan_id: String(sub.plan.id) }
      sub.pendingPlan = null
    }
    if (!wasPastDue) {
      sub.periodStart = sub.periodEnd
      sub.periodEnd = addMonths(sub.periodStart, sub.plan.months)
    }
    const card = this.chargeableCard(sub, at)
    if (card) {
      sub.status = 'active'
      sub.failedAttempts = 0
      sub.nextRetryAt = null
      sub.lastCharge = { amount: sub.plan.price * 100, refunded: false }
      this.save()
      this.emit('invoice.paid', this.invoiceObject(sub, true, sub.plan.price), at)
      this.emit('customer.subscription.updated', this.subscriptionObject(sub), at)
      return
    }
    sub.failedAttempts++
    if (sub.failedAttempts >= MAX_CHARGE_ATTEMPTS) {
      this.emit('invoice.payment_failed', this.invoiceObject(sub, false, sub.plan.price), at)
      this.end(sub, at, 'payment_failed')
      return
    }
    sub.status = 'past_due'
    sub.nextRetryAt = at + RETRY_DAYS * DAY
    this.save()
    this.emit('invoice.payment_failed', this.invoiceObject(sub, false, sub.plan.price), at)
    this.emit('customer.subscription.updated', this.subscriptionObject(sub), at)
  }

  private chargeableCard(sub: Sub, at: number): Card | null {
    const customer = this.customer(sub.customer)
    // The card the subscription was started with while it stays saved, else the customer's default (as Stripe).
    const own = this.state.cards[sub.card ?? '']
    const card = own?.customer === sub.customer ? own : this.state.cards[customer.defaultCard ?? '']
    if (!card || card.customer !== sub.customer || card.chargeFails) return null
    const expired = new Date(Date.UTC(card.expYear, card.expMonth, 1)).getTime() / 1000 <= at
    return expired ? null : card
  }

  private end(sub: Sub, at: number, reason: string): void {
    sub.status = 'canceled'
    sub.endedAt = at
    sub.cancellationReason = reason
    sub.nextRetryAt = null
    this.save()
    this.emit('customer.subscription.deleted', this.subscriptionObject(sub), at)
  }

  private expireSessions(): void {
    const now = this.nowSeconds()
    const limit = now - SESSION_HOURS * 3600
    for (const s of Object.values(this.state.sessions)) {
      // A PIX code shown and never paid fails when it expires (checkout.session.async_payment_failed).
      if (s.pix?.status === 'unpaid' && s.status === 'complete' && s.pix.expiresAt <= now) {
        s.pix.status = 'failed'
        this.save()
        this.emit('checkout.session.async_payment_failed', this.sessionObject(s), s.pix.expiresAt)
        continue
      }
      if (s.status !== 'open' || s.created > limit) continue
      s.status = 'expired'
      this.save()
      this.emit('checkout.session.expired', this.sessionObject(s))
    }
  }

  // --- Helpers -----------------------------------------------------------------------------------------------------

  private openSession(
    mode: Session['mode'],
    customerId: string,
    paths: ReturnPaths,
    plan: CheckoutPlan | null,
    trialDays: number,
    metadata: Record<string, string>,
  ): { id: string; url: string } {
    this.customer(customerId)
    const id = newId(mode === 'setup' ? 'cs_setup' : mode === 'payment' ? 'cs_pix' : 'cs')
    this.state.sessions[id] = {
      id,
      mode,
      customer: customerId,
      status: 'open',
      successPath: paths.successPath,
      cancelPath: paths.cancelPath,
      plan,
      trialDays,
      metadata,
      subscription: null,
      created: this.nowSeconds(),
    }
    this.save()
    return { id, url: `/sandbox/checkout/${id}` }
  }

  private customer(id: string): Customer {
    const c = this.state.customers[id]
    if (!c || c.deleted) throw new PaymentProviderError(`No such customer: '${id}'`, 'resource_missing')
    return c
  }

  private live(subscriptionId: string): Sub {
    const sub = this.state.subscriptions[subscriptionId]
    if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired')
      throw new PaymentProviderError('No such active subscription')
    return sub
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000)
  }

  private emit(
    type: string,
    object: Record<string, unknown>,
    at = this.nowSeconds(),
    previous?: Record<string, unknown>,
  ): void {
    this.deliveries.send({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-sandbox',
      type,
      created: at,
      livemode: false,
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    })
  }

  private subscriptionObject(sub: Sub, expandCard = false) {
    const card = this.state.cards[sub.card ?? '']
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      start_date: sub.startDate,
      trial_end: sub.trialEnd,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      ended_at: sub.endedAt,
      cancellation_details: { reason: sub.cancellationReason },
      default_payment_method:
        expandCard && card
          ? {
              ...this.cardObject(card),
              card: { ...this.cardObject(card).card, fingerprint: card.fingerprint },
            }
          : sub.card,
      metadata: sub.metadata,
      schedule: sub.pendingPlan ? `sub_sched_${sub.id.slice(4)}` : null,
      items: {
        data: [
          {
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: {
              id: sub.plan.providerPriceId ?? `price_plan_${sub.plan.id}`,
              currency: 'brl',
              unit_amount: sub.plan.price * 100,
              recurring: { interval: 'month', interval_count: sub.plan.months },
            },
          },
        ],
      },
    }
  }

  private invoiceObject(sub: Sub, paid: boolean, amountReais: number) {
    const centavos = Math.round(amountReais * 100)
    return {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      currency: 'brl',
      amount_due: centavos,
      amount_paid: paid ? centavos : 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      // Why a charge was declined: a renewal fails only on the sandbox's card that declines every charge.
      last_payment_error: paid ? null : { code: 'card_declined', decline_code: 'generic_decline' },
      lines: { data: [{ period: { start: sub.periodStart, end: sub.periodEnd } }] },
    }
  }

  private sessionObject(s: Session) {
    return {
      id: s.id,
      object: 'checkout.session',
      mode: s.mode,
      status: s.status,
      customer: s.customer,
      subscription: s.subscription,
      metadata: s.metadata,
      ...(s.pix
        ? {
            currency: 'brl',
            amount_total: (s.plan?.price ?? 0) * 100,
            payment_method_types: ['pix'],
            payment_intent: s.pix.paymentIntent,
            payment_status: s.pix.status === 'paid' ? 'paid' : 'unpaid',
          }
        : {}),
    }
  }

  private cardObject(card: Card) {
    return {
      id: card.id,
      object: 'payment_method',
      type: 'card',
      customer: card.customer,
      billing_details: { name: card.holderName },
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    }
  }

  private save(): void {
    if (!this.options.file) return
    fs.mkdirSync(path.dirname(this.options.file), { recursive: true })
    const tmp = `${this.options.file}.tmp`
    // The file holds the webhook signing secret: its owner alone may read it.
    fs.writeFileSync(tmp, JSON.stringify(this.state), { mode: 0o600 })
    fs.chmodSync(tmp, 0o600)
    fs.renameSync(tmp, this.options.file)
  }
}
