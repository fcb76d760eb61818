import path from 'node:path'
import { paymentsMode, type Config } from '../../config'
import { paymentsOff } from './off'
import type { PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox/sandbox'
import { stripeProvider } from './stripe'

/** The provider PAYMENTS chooses (see `paymentsMode`): Stripe, the built-in sandbox, or none. */
export function createPaymentProvider(config: Config, origin: () => string): PaymentProvider {
  const { mode } = paymentsMode(config)
  if (mode === 'stripe')
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      origin,
      apiUrl: config.STRIPE_API_URL,
    })
  if (mode === 'off') return paymentsOff
  return new SandboxProvider({
    file: path.join(config.dataDir, 'payments-sandbox.json'),
    tickEveryMs: config.NODE_ENV === 'test' ? 0 : 60_000,
    retryDelaysMs: config.NODE_ENV === 'test' ? [20, 40, 80] : undefined,
  })
}
