import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { paymentsMode } from '../../config'
import { createPaymentProvider } from '../../adapters/payments/from-config'
import type { PaymentProvider } from '../../adapters/payments/provider'
import { SandboxProvider } from '../../adapters/payments/sandbox/sandbox'
import { siteOrigin } from '../../http/site-origin'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider
  }
}

/** The webhook endpoint every provider posts to. */
export const WEBHOOK_PATH = '/api/payments/webhook'

/**
 * `app.payments`: Stripe when configured, else the built-in sandbox, whose signed webhooks are posted to the app's
 * own endpoint (through the whole request pipeline, signature check included) once the app is ready.
 */
export const payments = fp(
  async (app: FastifyInstance) => {
    const provider = createPaymentProvider(app.config, () => siteOrigin(app))
    app.decorate('payments', provider)
    const { mode, reason } = paymentsMode(app.config)
    if (mode === 'off')
      app.log.warn(
        `Payments are off (${reason}): paid plans cannot be bought, free plans still start. ` +
          'Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL to take payments on Stripe, ' +
          'or PAYMENTS=sandbox for a demonstration where nothing is charged.',
      )
    else if (mode === 'sandbox')
      app.log.warn(
        `Payments run on the built-in sandbox (${reason}): a demonstration, nothing is charged and any test ` +
          'card pays. Set PAYMENTS=off, or the Stripe keys, before real advertisers subscribe.',
      )
    else app.log.info(`Payments on Stripe (${reason})`)
    if (provider instanceof SandboxProvider) {
      app.addHook('onReady', async () => {
        provider.connect(async (body, signature) => {
          const res = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload: body,
          })
          return res.statusCode
        })
      })
    }
    app.addHook('onClose', async () => provider.close())
  },
  { name: 'payments' },
)
