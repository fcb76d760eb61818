import path from 'node:path'
import type { Config } from '../../config'
import type { PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox/sandbox'
import { stripeProvider } from './stripe'

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (its state in DATA_DIR/payments-sandbox.json). */
export function createPaymentProvider(config: Config, origin: () => string): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      origin,
    })
  return new SandboxProvider({
    file: path.join(config.dataDir, 'payments-sandbox.json'),
    tickEveryMs: config.NODE_ENV === 'test' ? 0 : 60_000,
    retryDelaysMs: config.NODE_ENV === 'test' ? [20, 40, 80] : undefined,
  })
}
