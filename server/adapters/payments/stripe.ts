// Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): Checkout Sessions in subscription mode with a trial, Checkout in
// setup mode (a SetupIntent) to save a card, Checkout in payment mode for one period paid by PIX, and the webhook
// signature checked with the endpoint's secret.
import type Stripe from 'stripe'
import {
  type BillingEvent,
  type CheckoutPlan,
  type CheckoutSessionInfo,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCard,
  type ReturnPaths,
  type SubscriptionSnapshot,
} from './provider'
import { loadStripe, toSnapshot, verifyStripeSignature } from './stripe-events'
import { planChanges } from './stripe-plan-change'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** The site's public origin: Stripe needs absolute return URLs. */
  origin: () => string
  /** Tests: another API host (a local fake), never set in production. */
  client?: Stripe
  /** Tests: the address of a local server answering as api.stripe.com does. */
  apiUrl?: string
}

function clientFor(options: StripeOptions): Stripe {
  if (options.client) return options.client
  const api = options.apiUrl ? new URL(options.apiUrl) : null
  const StripeClient = loadStripe()
  return new StripeClient(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

const toId = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id

// The library's errors by their shape (StripeCardError, StripeInvalidRequestError…): its ESM and CommonJS builds
// have classes of their own, and a client may come from either.
const isStripeError = (err: unknown): err is Error & { code?: string } => {
  const type = (err as { type?: unknown } | null)?.type
  return err instanceof Error && typeof type === 'string' && type.startsWith('Stripe')
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isStripeError(err))
      throw new PaymentProviderError(
        err.message,
        (err as { decline_code?: string }).decline_code ?? err.code ?? null,
      )
    throw err
  }
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = clientFor(options)
  const url = (p: string) => `${options.origin()}${p}`

  return {
    name: 'stripe',

    createCustomer: ({ userId, email, name }) =>
      call(() => stripe.customers.create({ email, name, metadata: { user_id: String(userId) } })).then(
        (c) => c.id,
      ),

    createSubscriptionCheckout: ({ customerId, userId, plan, trialDays, successPath, cancelPath }) =>
      call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: String(userId),
          locale: 'pt-BR',
          line_items: [{ quantity: 1, ...lineItem(plan) }],
          subscription_data: {
            ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
            metadata: { user_id: String(userId), plan_id: String(plan.id) },
          },
          metadata: { user_id: String(userId), plan_id: String(plan.id) },
          success_url: url(successPath),
          cancel_url: url(cancelPath),
        }),
      ).then((s) => ({ id: s.id, url: s.url ?? '' })),

    createCardSetup: ({
      customerId,
      userId,
      successPath,
      cancelPath,
    }: { customerId: string; userId: number } & ReturnPaths) =>
      call(() =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          currency: 'brl',
          customer: customerId,
          locale: 'pt-BR',
          metadata: { user_id: String(userId) },
          success_url: url(successPath),
          cancel_url: url(cancelPath),
        }),
      ).then((s) => ({ id: s.id, url: s.url ?? '' })),

    createPixCheckout: ({ customerId, userId, plan, expiresAfterSeconds, successPath, cancelPath }) =>
      call(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          // This library's API version has no payment_method_types on Checkout: the allowed list keeps the session to
          // PIX (which the account must have switched on among its payment methods).
          allowed_payment_method_types: ['pix'],
          currency: 'brl',
          customer: customerId,
          client_reference_id: String(userId),
          locale: 'pt-BR',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'brl',
                unit_amount: plan.price * 100,
                product_data: {
                  name: plan.name,
                  description: `${plan.months === 1 ? '1 mês' : `${plan.months} meses`} pago via PIX`,
                  metadata: { plan_id: String(plan.id) },
                },
              },
            },
          ],
          payment_method_options: { pix: { expires_after_seconds: expiresAfterSeconds } },
          payment_intent_data: { metadata: { user_id: String(userId), plan_id: String(plan.id) } },
          metadata: { user_id: String(userId), plan_id: String(plan.id), payment_method: 'pix' },
          success_url: url(successPath),
          cancel_url: url(cancelPath),
        }),
      ).then((s) => ({ id: s.id, url: s.url ?? '' })),

    getCheckoutSession: async (id): Promise<CheckoutSessionInfo> => {
      const s = await call(() => stripe.checkout.sessions.retrieve(id))
      const status: CheckoutSessionInfo['status'] =
        s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open'
      return { id: s.id, status, subscriptionId: toId(s.subscription) }
    },

    listCards: async (customerId): Promise<ProviderCard[]> => {
      const [customer, methods] = await Promise.all([
        call(() => stripe.customers.retrieve(customerId)),
        call(() => stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 })),
      ])
      const defaultId =
        'deleted' in customer && customer.deleted
          ? null
          : toId(customer.invoice_settings?.default_payment_method)
      return methods.data.flatMap((pm) =>
        pm.card
          ? [
              {
                id: pm.id,
                brand: pm.card.brand,
                last4: pm.card.last4,
                expMonth: pm.card.exp_month,
                expYear: pm.card.exp_year,
                holderName: pm.billing_details.name ?? '',
                isDefault: pm.id === defaultId,
              },
            ]
          : [],
      )
    },

    detachCard: (paymentMethodId) =>
      call(() => stripe.paymentMethods.detach(paymentMethodId)).then(() => undefined),

    setDefaultCard: async (customerId, paymentMethodId, subscriptionIds) => {
      await call(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      )
      // A subscription's own card (set by its Checkout) wins over the customer's: set it too.
      for (const id of subscriptionIds)
        await call(() => stripe.subscriptions.update(id, { default_payment_method: paymentMethodId }))
    },

    setAutoRenew: (subscriptionId, on) =>
      call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !on })).then(
        () => undefined,
      ),

    cancelSubscription: (subscriptionId) =>
      call(() => stripe.subscriptions.cancel(subscriptionId)).then(() => undefined),

    getSubscription: async (subscriptionId): Promise<SubscriptionSnapshot> =>
      toSnapshot(
        await call(() =>
          stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
        ),
      ),

    endTrialNow: (subscriptionId) =>
      call(() => stripe.subscriptions.update(subscriptionId, { trial_end: 'now' })).then(() => undefined),

    refundLatestCharge: async (subscriptionId) => {
      const sub = await call(() => stripe.subscriptions.retrieve(subscriptionId))
      const invoiceId = toId(sub.latest_invoice)
      if (!invoiceId) return
      const payments = await call(() => stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' }))
      for (const p of payments.data) {
        const intent = toId(p.payment.payment_intent)
        if (intent) await call(() => stripe.refunds.create({ payment_intent: intent }))
      }
    },

    refundPayment: (paymentId) =>
      call(() => stripe.refunds.create({ payment_intent: paymentId })).then(() => undefined),

    payOpenInvoice: async (subscriptionId) => {
      const open = await call(() =>
        stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 1 }),
      )
      const invoice = open.data[0]
      if (invoice?.id) await call(() => stripe.invoices.pay(invoice.id!))
    },

    ...planChanges(stripe, call),

    verifyWebhook: (rawBody, signature): Promise<BillingEvent> =>
      verifyStripeSignature(rawBody, signature, options.webhookSecret),

    close: async () => {},
  }
}

/** The plan's Stripe price when it has one; else the price described inline (reais to centavos, every N months). */
function lineItem(plan: CheckoutPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  if (plan.providerPriceId) return { price: plan.providerPriceId }
  return {
    price_data: {
      currency: 'brl',
      unit_amount: plan.price * 100,
      recurring: { interval: 'month', interval_count: plan.months },
      product_data: { name: plan.name, metadata: { plan_id: String(plan.id) } },
    },
  }
}
