import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leadWebhooks } from '../../db/schema'
import type { AddressPolicy } from './address-policy'
import { claimDue, giveUp, recordAttempt, type Claimed } from './queue'
import { postSigned } from './send'
import { SIGNATURE_HEADER, signatureHeader } from './signature'

export interface WebhookDeps {
  db: Db
  policy: AddressPolicy
}

export interface DeliveryRound {
  delivered: number
  retried: number
  failed: number
}

const BATCH = 10

/** The request for one attempt: the stored event's bytes, signed now with the webhook's current secret. */
export function signedRequest(
  secret: string,
  delivery: Pick<Claimed, 'id' | 'eventId' | 'eventType' | 'payload' | 'attempts'>,
  now = Date.now(),
) {
  const body = JSON.stringify(delivery.payload)
  const t = Math.floor(now / 1000)
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'MercadoIrece-Webhooks/1.0',
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, t, body),
      'mercado-irece-event': delivery.eventType,
      'mercado-irece-event-id': delivery.eventId,
      'mercado-irece-delivery': String(delivery.id),
      'mercado-irece-attempt': String(delivery.attempts),
    },
  }
}

async function deliverOne(deps: WebhookDeps, delivery: Claimed): Promise<keyof DeliveryRound> {
  const [hook] = await deps.db.select().from(leadWebhooks).where(eq(leadWebhooks.userId, delivery.userId))
  if (!hook) {
    await giveUp(deps.db, delivery, 'Webhook removido: nada foi enviado.')
    return 'failed'
  }
  const { body, headers } = signedRequest(hook.secret, delivery)
  const outcome = await recordAttempt(
    deps.db,
    delivery,
    await postSigned(hook.url, body, headers, deps.policy),
  )
  return outcome === 'retry' ? 'retried' : outcome
}

/** Delivers every due delivery (claimed a batch at a time, so several processes share the work). */
export async function deliverDue(deps: WebhookDeps): Promise<DeliveryRound> {
  const round: DeliveryRound = { delivered: 0, retried: 0, failed: 0 }
  for (;;) {
    const batch = await claimDue(deps.db, BATCH)
    if (batch.length === 0) return round
    for (const outcome of await Promise.all(batch.map((d) => deliverOne(deps, d)))) round[outcome]++
  }
}
