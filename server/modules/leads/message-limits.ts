import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiError } from '../../http/errors'

// The contact form e-mails the advertiser what the sender wrote, so it must not become a way to mail anyone in
// bulk. A person writes to a few advertisers a day, and an outbox that was offline for a day replays a handful of
// messages at once: far below these. A script gets a few dozen messages an hour from one address, device or
// e-mail, and one advertiser's mailbox gets at most this many an hour, from everyone together.
const HOUR_MS = 3_600_000
const RULES = [
  { name: 'address', max: 30 },
  { name: 'device', max: 20 },
  { name: 'email', max: 20 },
  { name: 'advertiser', max: 30 },
] as const
type Dimension = (typeof RULES)[number]['name']

export type MessageSenders = Record<Dimension, string | undefined>

export const MESSAGE_LIMIT_TEXT =
  'Você enviou muitas mensagens em pouco tempo. Aguarde um pouco e tente novamente.'

/**
 * Counts a message against every limit it falls under, in the shared rate-limit store (Redis with several
 * processes). Refused with a 429 and nothing counted when any of them is used up.
 */
export function messageLimits(app: FastifyInstance) {
  const keys = new WeakMap<FastifyRequest, MessageSenders>()
  const configured = app.config.CONTACT_MESSAGES_PER_HOUR
  const limiters = RULES.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: configured ?? rule.max,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `lead-message-${rule.name}:${keys.get(request)?.[rule.name] ?? ''}`,
    }),
  }))
  return async (request: FastifyRequest, reply: FastifyReply, senders: MessageSenders): Promise<void> => {
    keys.set(request, senders)
    const applicable = limiters.filter((l) => senders[l.rule.name] !== undefined)
    const peeks = await Promise.all(applicable.map((l) => l.check(request, { increment: false })))
    const spent = peeks.flatMap((p) => (!p.isAllowed && p.remaining <= 0 ? [p.ttlInSeconds] : []))
    if (spent.length > 0) {
      reply.header('retry-after', String(Math.max(1, ...spent)))
      throw apiError(429, MESSAGE_LIMIT_TEXT)
    }
    await Promise.all(applicable.map((l) => l.check(request)))
  }
}
