import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isPublicHttpsEndpoint } from '../../adapters/push/public-endpoint'
import { webPushSender, type PushSender } from '../../adapters/push/sender'
import { loadVapidKeys } from '../../adapters/push/vapid'

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the advertisers' browsers (notifyNewLead in modules/push/service.ts). */
    push: PushSender
    /** Whether the server may POST to this push endpoint: https on a public address. */
    pushEndpointAllowed(endpoint: string): Promise<boolean>
    /** Endpoints allowed besides public ones: only a test's local push receiver (a buildApp option). */
    pushEndpointException: ((endpoint: string) => boolean) | null
  }
}

/**
 * `app.push`, with the VAPID keys from the environment or `${DATA_DIR}/vapid.json` (made on first start). Every
 * send checks the endpoint again: the name may resolve somewhere else since the browser subscribed.
 */
export const pushSender = fp(
  async (app: FastifyInstance) => {
    const keys = loadVapidKeys({
      env: process.env,
      dataDir: app.config.dataDir,
      publicUrl: app.config.PUBLIC_URL,
    })
    const allowed = async (endpoint: string) =>
      app.pushEndpointException?.(endpoint) === true || (await isPublicHttpsEndpoint(endpoint))
    const sender = webPushSender(keys)
    app.decorate('pushEndpointAllowed', allowed)
    app.decorate('push', {
      publicKey: sender.publicKey,
      async send(target, payload, opts) {
        if (!(await allowed(target.endpoint))) return { status: 0, ok: false, gone: false }
        return sender.send(target, payload, opts)
      },
    } satisfies PushSender)
  },
  { name: 'push-sender' },
)
