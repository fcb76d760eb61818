import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '../../http/errors'
import { devInboxEnabled } from '../../adapters/mail/from-config'
import { listStoredMail, mailDirOf } from '../../adapters/mail/local-outbox'

const storedMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  date: z.string(),
})

/** Outside production (or with MAIL_DEV_INBOX=true): the mail the app sent, as stored in DATA_DIR/mail. */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  if (!devInboxEnabled(app.config)) return
  const dir = mailDirOf(app.config.dataDir)
  const typed = app.withTypeProvider<ZodTypeProvider>()

  typed.get(
    '/dev/mail',
    {
      schema: {
        tags: ['desenvolvimento'],
        summary:
          'Caixa de e-mails local (mensagens gravadas em DATA_DIR/mail quando SMTP_URL não está definido)',
        response: { 200: z.object({ data: z.array(storedMailSchema) }) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: await listStoredMail(dir) }),
  )

  // Raw bytes out: no response schema, the id is checked here.
  app.get<{ Params: { id: string } }>('/dev/mail/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params
    let eml: Buffer | null = null
    if (/^[0-9TZ-]+-[0-9a-f]{8}$/.test(id))
      eml = await fs.promises.readFile(path.join(dir, `${id}.eml`)).catch(() => null)
    if (!eml) throw apiError(404, 'Mensagem não encontrada')
    return reply.header('cache-control', 'no-store').type('message/rfc822').send(eml)
  })
}
