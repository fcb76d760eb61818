import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  deliverDue,
  enqueueDigests,
  nextDigestAt,
  onListingEvent,
  unsubscribeTokens,
  type DeliveryResult,
  type UnsubscribeTokens,
} from '../../modules/alerts'
import { loadTokenSecrets, publicBaseUrl } from '../../modules/auth'
import type { ListingEventSink } from '../../modules/listings'

export interface Alerts {
  tokens: UnsubscribeTokens
  /** Delivers every due alert now (the worker does it on its own outside tests). */
  deliver(): Promise<DeliveryResult>
  /** Queues the daily e-mails due at 8 h in Bahia (the scheduler does it on its own outside tests). */
  queueDigests(now?: Date): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Told by the listing lifecycle after a listing goes live, drops its price or ends (modules/alerts). */
    listingEvents: ListingEventSink
    alerts: Alerts
  }
}

/** How often the worker looks for due deliveries (retries, and those another process queued). */
const POLL_MS = 15_000

/**
 * Saved-search alerts and followed favourites: listing events are matched in the background after their commit,
 * and a worker delivers the persisted queue (every process runs one; they share the queue safely). Tests deliver
 * and queue digests themselves, for a deterministic order.
 */
export const alerts = fp(
  async (app: FastifyInstance) => {
    const auto = app.config.NODE_ENV !== 'test'
    const tokens = unsubscribeTokens(loadTokenSecrets(app.config).user)
    let running: Promise<DeliveryResult> | null = null
    const deliver = (): Promise<DeliveryResult> => {
      running ??= deliverDue({
        db: app.db,
        push: app.push,
        mailer: app.mailer,
        origin: publicBaseUrl(app),
        tokens,
      }).finally(() => {
        running = null
      })
      return running
    }
    const instance: Alerts = { tokens, deliver, queueDigests: (now) => enqueueDigests(app.db, now) }
    app.decorate('alerts', instance)
    app.decorate('listingEvents', {
      emit(event) {
        app.background.run(`alerts for ${event.type} ${event.kind} ${event.id}`, async () => {
          await onListingEvent(app.db, event)
          if (auto) await deliver()
        })
      },
    } satisfies ListingEventSink)
    if (!auto) return

    const timers: NodeJS.Timeout[] = []
    const log = (label: string) => (err: unknown) => app.log.error({ err }, label)
    app.addHook('onReady', async () => {
      timers.push(setInterval(() => void deliver().catch(log('alert delivery failed')), POLL_MS).unref())
      const scheduleDigest = () => {
        const wait = nextDigestAt(new Date()).getTime() - Date.now()
        timers.push(
          setTimeout(() => {
            enqueueDigests(app.db)
              .then(() => deliver())
              .catch(log('daily alert e-mails failed'))
              .finally(scheduleDigest)
          }, wait).unref(),
        )
      }
      scheduleDigest()
    })
    app.addHook('onClose', async () => {
      for (const t of timers) clearTimeout(t)
      await running
    })
  },
  { name: 'alerts', dependencies: ['background', 'mailer', 'push-sender'] },
)
