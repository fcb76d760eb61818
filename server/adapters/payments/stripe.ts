// Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): Checkout Sessions in subscription mode with a trial, Checkout in
// setup mode (a SetupIntent) to save a card, and the webhook signature checked with the endpoint's secret.
import Stripe from 'stripe'
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
import { toSnapshot, verifyStripeSignature } from './stripe-events'
import { planChanges } from './stripe-plan-change'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** The site's public origin: Stripe needs absolute return URLs. */
  origin: () => string
  /** Tests: another API host (a local fake), never set in production. */
  client?: Stripe
}

const toId = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError)
      throw new PaymentProviderError(
        err.message,
        (err as { decline_code?: string }).decline_code ?? err.code ?? null,
      )
    throw err
  }
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 })
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

    setDefaultCard: (customerId, paymentMethodId) =>
      call(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      ).then(() => undefined),

    setAutoRenew: (subscriptionId, on) =>
      call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !on })).then(
        () => undefined,
      ),

    cancelSubscription: (subscriptionId) =>
      call(() => stripe.subscriptions.cancel(subscriptionId)).then(() => undefined),

    getSubscription: async (subscriptionId): Promise<SubscriptionSnapshot> =>
      toSnapshot(await call(() => stripe.subscriptions.retrieve(subscriptionId))),

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
