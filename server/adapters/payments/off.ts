// Payments turned off (PAYMENTS=off, or a real deployment without Stripe keys): nothing can be bought, and every
// call says so. Free plans do not need a provider and still start.
import type { PaymentProvider } from './provider'

/** Thrown by every call of the provider that is off: the API answers 503 with the pt-BR text. */
export class PaymentsUnavailableError extends Error {}

const unavailable = async (): Promise<never> => {
  throw new PaymentsUnavailableError('payments are off')
}

export const paymentsOff: PaymentProvider = {
  name: 'off',
  createCustomer: unavailable,
  createSubscriptionCheckout: unavailable,
  createCardSetup: unavailable,
  getCheckoutSession: unavailable,
  listCards: unavailable,
  detachCard: unavailable,
  setDefaultCard: unavailable,
  setAutoRenew: unavailable,
  cancelSubscription: unavailable,
  getSubscription: unavailable,
  endTrialNow: unavailable,
  refundLatestCharge: unavailable,
  payOpenInvoice: unavailable,
  refundPayment: unavailable,
  createPixCheckout: unavailable,
  previewPlanChange: unavailable,
  changePlan: unavailable,
  schedulePlanChange: unavailable,
  cancelScheduledPlanChange: unavailable,
  verifyWebhook: unavailable,
  close: async () => {},
}
