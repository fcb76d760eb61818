import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  defaultResolver,
  deliverDue,
  type AddressPolicy,
  type DeliveryRound,
  type Resolver,
} from '../../modules/lead-webhooks'

export interface LeadWebhooks {
  /** Who may receive: https on the internet (plus http outside production, loopback with the test switch). */
  policy: AddressPolicy
  /** Delivers every due delivery now (the worker does it on its own outside tests). */
  deliver(): Promise<DeliveryRound>
  /** Asks the worker to look now (a new lead, "Enviar teste", "Reenviar"); nothing under tests. */
  kick(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    leadWebhooks: LeadWebhooks
    /** Tests only (a buildApp option): DNS answers for webhook addresses, to change a name's address. */
    leadWebhookResolver: Resolver | null
  }
}

/** How often the worker looks for due deliveries (retries, and those another process queued). */
const POLL_MS = 10_000

/**
 * The lead webhooks' worker: every process runs one on the shared, persisted queue (claims never overlap). Tests
 * deliver themselves, for a deterministic order.
 */
export const leadWebhooksPlugin = fp(
  async (app: FastifyInstance) => {
    const auto = app.config.NODE_ENV !== 'test'
    const policy: AddressPolicy = {
      httpsOnly: app.config.NODE_ENV === 'production',
      allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK === 'true',
      resolve: app.leadWebhookResolver ?? defaultResolver,
    }
    if (policy.allowLoopback)
      app.log.warn('WEBHOOKS_ALLOW_LOOPBACK=true: lead webhooks may be sent to this machine (tests only)')
    let running: Promise<DeliveryRound> | null = null
    const deliver = (): Promise<DeliveryRound> => {
      running ??= deliverDue({ db: app.db, policy }).finally(() => {
        running = null
      })
      return running
    }
    const log = (err: unknown) => app.log.error({ err }, 'lead webhook delivery failed')
    const kick = () => {
      if (auto) app.background.run('lead webhooks', () => deliver().then(() => undefined))
    }
    app.decorate('leadWebhooks', { policy, deliver, kick } satisfies LeadWebhooks)
    if (!auto) return
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      timer = setInterval(() => void deliver().catch(log), POLL_MS).unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running?.catch(log)
    })
  },
  { name: 'lead-webhooks', dependencies: ['background'] },
)
