import type { FastifyInstance } from 'fastify'
import type { SandboxProvider } from '../../adapters/payments/sandbox/sandbox'
import { personalTestCard } from '../../adapters/payments/sandbox/test-cards'
import type { Db } from '../../db/client'
import { plans } from '../../db/schema'
import { bearer } from '../auth/test-helpers'

/** A plan row with sensible defaults (monthly, 7-day trial, 5 properties). */
export async function insertPlan(db: Db, values: Partial<typeof plans.$inferInsert> = {}) {
  const [row] = await db
    .insert(plans)
    .values({ name: 'Básico Mensal', kind: 'owner', price: 29, days: 7, propertiesLimit: 5, ...values })
    .returning()
  return row!
}

export const sandboxOf = (app: FastifyInstance) => app.payments as SandboxProvider

/**
 * Starts a checkout for the plan and pays it on the sandbox's hosted page with the given card (by default a card
 * of the advertiser's own: a trial is given once per card).
 */
export async function checkoutWithCard(
  app: FastifyInstance,
  token: string,
  planId: number,
  card = personalTestCard(),
) {
  const started = await app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: bearer(token),
    payload: { plan_id: planId },
  })
  if (started.statusCode !== 201) throw new Error(`checkout failed: ${started.statusCode} ${started.body}`)
  const session = started.json<{ data: { id: string; attributes: { url: string; trial: boolean } } }>().data
  const paid = await payOnPage(app, session.attributes.url, card)
  await sandboxOf(app).deliveries.settle()
  return { session, paid }
}

export async function payOnPage(app: FastifyInstance, url: string, card: string, holder = 'MARIA SOUZA') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      holder_name: holder,
      number: card,
      expiry: '12/34',
      cvc: card.startsWith('37') ? '1234' : '123',
    }).toString(),
  })
}
