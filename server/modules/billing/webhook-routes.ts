import type { FastifyPluginAsync } from 'fastify'
import { billingMsg } from '../../../src/domain/billing'
import { PaymentsUnavailableError } from '../../adapters/payments/off'
import { WebhookSignatureError } from '../../adapters/payments/provider'
import { apiError } from '../../http/errors'
import { WEBHOOK_PATH } from '../../plugins/app/payments'
import { handleEvent, type BillingDeps } from './webhook-events'

/**
 * The provider's webhook endpoint. The signature is checked over the exact bytes received, so this context keeps
 * JSON bodies raw. An unsigned or forged event answers 400 and changes nothing; a repeated one answers 200 again.
 */
export const webhookRoutes: FastifyPluginAsync<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  )
  app.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
    const raw = request.body
    if (!Buffer.isBuffer(raw)) throw apiError(400, 'Evento inválido.', { code: 'invalid_event' })
    const signature = request.headers['stripe-signature']
    let event
    try {
      event = await deps.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)
    } catch (err) {
      if (err instanceof PaymentsUnavailableError)
        throw apiError(503, billingMsg.paymentsOff, { code: 'payments_off' })
      if (err instanceof WebhookSignatureError) {
        request.log.warn({ reason: err.message }, 'payment webhook refused: bad signature')
        throw apiError(400, 'Assinatura do evento inválida.', { code: 'invalid_signature' })
      }
      request.log.warn({ err }, 'payment webhook refused: unreadable event')
      throw apiError(400, 'Evento inválido.', { code: 'invalid_event' })
    }
    const outcome = await handleEvent(deps, event)
    return { received: true, outcome }
  })
}
