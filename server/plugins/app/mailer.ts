import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer } from '../../adapters/mail/from-config'
import type { Mailer } from '../../adapters/mail/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** `app.mailer`: SMTP_URL when configured, else the local outbox folder. */
export const mailer = fp(
  async (app: FastifyInstance) => {
    const instance = createMailer(app.config)
    app.decorate('mailer', instance)
    app.addHook('onClose', async () => instance.close())
  },
  { name: 'mailer' },
)
