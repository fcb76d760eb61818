import { and, eq, isNull, or } from 'drizzle-orm'
import type { PushPayload, PushSender } from '../../adapters/push/sender'
import type { Db } from '../../db/client'
import { leads, properties, pushSubscriptions, vehicles } from '../../db/schema'

export interface SubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}
type SubscriptionRow = typeof pushSubscriptions.$inferSelect

/**
 * Saves a browser's subscription for the user; idempotent by endpoint. An endpoint belongs to the account that
 * registered it first until that account removes it (opting out, or signing out on that browser): anyone else
 * posting it gets `taken`, so nobody can divert another account's notifications to themselves, nor theirs away.
 * A device subscribed without an account (following favourites) becomes the account's that signs in on it.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: SubscriptionInput,
): Promise<{ row: SubscriptionRow; created: boolean } | 'taken'> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }
  const [inserted] = await db.insert(pushSubscriptions).values(values).onConflictDoNothing().returning()
  if (inserted) return { row: inserted, created: true }
  const [updated] = await db
    .update(pushSubscriptions)
    .set({ userId, p256dh: values.p256dh, auth: values.auth })
    .where(
      and(
        eq(pushSubscriptions.endpoint, input.endpoint),
        or(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.userId)),
      ),
    )
    .returning()
  return updated ? { row: updated, created: false } : 'taken'
}

/** A visitor's device subscribes (no account); an endpoint an account holds stays that account's. */
export async function saveDeviceSubscription(
  db: Db,
  input: SubscriptionInput,
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const values = { userId: null, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }
  const [inserted] = await db.insert(pushSubscriptions).values(values).onConflictDoNothing().returning()
  if (inserted) return { row: inserted, created: true }
  const [updated] = await db
    .update(pushSubscriptions)
    .set({ p256dh: values.p256dh, auth: values.auth })
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), isNull(pushSubscriptions.userId)))
    .returning()
  if (updated) return { row: updated, created: false }
  // Held by an account (this browser, signed in): it stays the account's, keys untouched, and follows under it.
  const [held] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint))
  return { row: held!, created: false }
}

/** Removes the user's subscription for this endpoint (opt-out); nothing happens for an unknown one. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

export interface NotifyResult {
  sent: number
  removed: number
  failed: number
}

const MAX_BODY = 180
const clip = (text: string) => (text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1)}…` : text)

async function listingName(
  db: Db,
  lead: Pick<typeof leads.$inferSelect, 'propertyId' | 'vehicleId'>,
): Promise<string> {
  if (lead.propertyId !== null) {
    const [row] = await db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, lead.propertyId))
    if (row) return row.name
  }
  if (lead.vehicleId !== null) {
    const [row] = await db
      .select({ name: vehicles.name })
      .from(vehicles)
      .where(eq(vehicles.id, lead.vehicleId))
    if (row) return row.name
  }
  return 'seu anúncio'
}

export function newLeadPayload(lead: { id: number; name: string }, listing: string): PushPayload {
  return {
    title: 'Novo contato',
    body: clip(`${lead.name} enviou uma mensagem sobre ${listing}`),
    url: `/dashboard/messages/${lead.id}`,
    tag: `lead-${lead.id}`,
  }
}

/**
 * Tells the advertiser's browsers about a new lead. Subscriptions the push service calls gone (404/410) are
 * deleted; other failures are counted, never thrown: a lead is saved whether or not the push goes out.
 */
export async function notifyNewLead(
  db: Db,
  sender: PushSender,
  lead: typeof leads.$inferSelect,
): Promise<NotifyResult> {
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, lead.advertiserId))
  if (targets.length === 0) return { sent: 0, removed: 0, failed: 0 }
  const payload = newLeadPayload(lead, await listingName(db, lead))
  const results = await Promise.all(
    targets.map((t) =>
      sender.send({ endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } }, payload, {
        urgency: 'high',
      }),
    ),
  )
  const result: NotifyResult = { sent: 0, removed: 0, failed: 0 }
  for (const [i, r] of results.entries()) {
    if (r.ok) result.sent++
    else if (r.gone) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, targets[i]!.id))
      result.removed++
    } else result.failed++
  }
  return result
}
