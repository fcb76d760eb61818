// The payment provider as the billing module sees it: checkout sessions (a plan, with or without a trial, or a card
// to save), customers and their cards, subscriptions, and verified webhooks. Two implementations: the built-in
// sandbox (the local default, Stripe's test mode in miniature) and Stripe, chosen by configuration.

/** Stripe's subscription statuses: the provider's word, mapped to ours by the billing service. */
export type ProviderSubscriptionStatus =
  'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused'

export interface SubscriptionSnapshot {
  id: string
  customerId: string
  status: ProviderSubscriptionStatus
  startDate: Date | null
  trialEnd: Date | null
  periodStart: Date | null
  periodEnd: Date | null
  cancelAtPeriodEnd: boolean
  endedAt: Date | null
  /** Why it was cancelled: 'payment_failed' when renewals failed, 'cancellation_requested' when asked. */
  cancellationReason: string | null
  metadata: Record<string, string>
  /**
   * The card the subscription charges, as the provider fingerprints it (the same card number on any customer has
   * the same fingerprint). Known when the subscription is read from the provider, not from an event's copy.
   */
  cardFingerprint: string | null
  /** The price the subscription's item bills (the plan, when its metadata does not say). */
  priceId?: string | null
}

/** What moving a subscription to another plan now would charge (the provider's own proration). */
export interface PlanChangePreview {
  /** Centavos due now: the new plan for the rest of the period, less the unused time of the current one. */
  amountDue: number
  /** The instant the proration is computed for; passing it back to changePlan charges the same figure. */
  prorationDate: Date
}

export interface ProviderCard {
  id: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  holderName: string
  isDefault: boolean
}

export interface CheckoutPlan {
  id: number
  name: string
  /** Whole reais for the whole period. */
  price: number
  months: number
  providerPriceId: string | null
}

/** A verified webhook event, reduced to what billing acts on. */
export type BillingEvent = { id: string; type: string; created: Date } & (
  | {
      kind: 'checkout.completed'
      sessionId: string
      mode: 'subscription' | 'setup'
      customerId: string | null
      subscriptionId: string | null
    }
  | { kind: 'checkout.expired'; sessionId: string }
  | {
      /**
       * A one-time payment checkout (PIX): 'awaiting' when the code was shown and is not paid yet, 'paid' when the
       * money arrived, 'failed' when the code expired unpaid.
       */
      kind: 'payment'
      sessionId: string
      outcome: 'awaiting' | 'paid' | 'failed'
      paymentId: string | null
      customerId: string | null
      metadata: Record<string, string>
    }
  | { kind: 'subscription'; subscription: SubscriptionSnapshot }
  | {
      kind: 'invoice'
      paid: boolean
      subscriptionId: string | null
      periodEnd: Date | null
      /** Why a charge was declined (Stripe's decline_code, else its error code). */
      declineCode: string | null
    }
  | { kind: 'cards'; customerId: string }
  | { kind: 'customer.deleted'; customerId: string }
  | { kind: 'ignored' }
)

export interface CheckoutSessionInfo {
  id: string
  status: 'open' | 'complete' | 'expired'
  subscriptionId: string | null
}

/** Paths on our site the provider sends the browser back to ({CHECKOUT_SESSION_ID} is filled in). */
export interface ReturnPaths {
  successPath: string
  cancelPath: string
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'off'
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>
  createSubscriptionCheckout(
    input: { customerId: string; userId: number; plan: CheckoutPlan; trialDays: number } & ReturnPaths,
  ): Promise<{ id: string; url: string }>
  /** The provider's own card form (a SetupIntent): card numbers never reach our server. */
  createCardSetup(
    input: { customerId: string; userId: number } & ReturnPaths,
  ): Promise<{ id: string; url: string }>
  /**
   * One period of the plan paid once by PIX (no subscription at the provider, no trial): a payment-mode checkout in
   * BRL whose PIX code expires after `expiresAfterSeconds`.
   */
  createPixCheckout(
    input: {
      customerId: string
      userId: number
      plan: CheckoutPlan
      expiresAfterSeconds: number
    } & ReturnPaths,
  ): Promise<{ id: string; url: string }>
  getCheckoutSession(id: string): Promise<CheckoutSessionInfo>
  listCards(customerId: string): Promise<ProviderCard[]>
  detachCard(paymentMethodId: string): Promise<void>
  /**
   * The card charged from now on: the customer's default and that of each of their live subscriptions (a
   * subscription's own card wins over the customer's at the provider, so both are set).
   */
  setDefaultCard(customerId: string, paymentMethodId: string, subscriptionIds: string[]): Promise<void>
  /** Auto-renewal off = cancel at the end of the current period. */
  setAutoRenew(subscriptionId: string, on: boolean): Promise<void>
  /** Ends the subscription now (an active one, or a trial before it charges). */
  cancelSubscription(subscriptionId: string): Promise<void>
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Ends a trial now: the first period is charged at once (a trial the person already had elsewhere). */
  endTrialNow(subscriptionId: string): Promise<void>
  /** Refunds what the subscription's latest paid invoice charged (nothing for a trial's R$ 0). */
  refundLatestCharge(subscriptionId: string): Promise<void>
  /** Refunds a one-time payment (a PIX period paid while another plan was current). */
  refundPayment(paymentId: string): Promise<void>
  /** Tries the open invoice of a subscription left unpaid again, with the card it charges. */
  payOpenInvoice(subscriptionId: string): Promise<void>
  /** The amount a change to `plan` now would charge (nothing is changed). */
  previewPlanChange(
    subscriptionId: string,
    plan: CheckoutPlan,
    options?: { prorationDate?: Date },
  ): Promise<PlanChangePreview>
  /**
   * Moves the subscription to `plan` now, charging the prorated amount at once (refused, and nothing changed,
   * when the card declines), and sets the subscription's plan_id metadata.
   */
  changePlan(
    subscriptionId: string,
    plan: CheckoutPlan,
    options: { prorate: true; prorationDate?: Date },
  ): Promise<void>
  /** Moves the subscription to `plan` when the current period ends (the next renewal charges the new price). */
  schedulePlanChange(subscriptionId: string, plan: CheckoutPlan): Promise<void>
  /** Drops a change scheduled for the period's end: the subscription renews on its current plan. */
  cancelScheduledPlanChange(subscriptionId: string): Promise<void>
  /** Checks the signature (Stripe's scheme) and reads the event; throws WebhookSignatureError when forged. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent>
  close(): Promise<void>
}

export class WebhookSignatureError extends Error {}

/** A refusal from the provider with a card code (Stripe's names), or a provider that could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message)
  }
}
