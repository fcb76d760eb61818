import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { webPushSender, type PushSender } from '../../adapters/push/sender'
import { loadVapidKeys } from '../../adapters/push/vapid'

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the advertisers' browsers (notifyNewLead in modules/push/service.ts). */
    push: PushSender
  }
}

/** `app.push`, with the VAPID keys from the environment or `${DATA_DIR}/vapid.json` (made on first start). */
export const pushSender = fp(
  async (app: FastifyInstance) => {
    const keys = loadVapidKeys({
      env: process.env,
      dataDir: app.config.dataDir,
      publicUrl: app.config.PUBLIC_URL,
    })
    app.decorate('push', webPushSender(keys))
  },
  { name: 'push-sender' },
)
