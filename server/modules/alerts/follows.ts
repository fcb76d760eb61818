import { eq, sql } from 'drizzle-orm'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { PushFollows } from '../../../src/domain/saved-search'
import type { Db } from '../../db/client'
import { pushFollows, pushSubscriptions } from '../../db/schema'
import { selectRows } from '../search'

// Favourites that follow their listings. The favourites live on the device (a visitor's too); the device tells the
// server which listings it follows, under its push subscription, and hears of their drops and endings.

/** Replaces the listings a device follows; false when no subscription has this endpoint. */
export async function replaceFollows(db: Db, input: PushFollows): Promise<boolean> {
  const [sub] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint))
  if (!sub) return false
  const unique = new Map(input.listings.map((l) => [`${l.kind}:${l.id}`, l]))
  await db.transaction(async (tx) => {
    await tx.delete(pushFollows).where(eq(pushFollows.subscriptionId, sub.id))
    if (unique.size)
      await tx
        .insert(pushFollows)
        .values(
          [...unique.values()].map((l) => ({ subscriptionId: sub.id, listingKind: l.kind, listingId: l.id })),
        )
        .onConflictDoNothing()
  })
  return true
}

export type FollowNews =
  | { kind: ListingKind; id: number; event: 'drop'; changeId: number; from: number; to: number }
  | { kind: ListingKind; id: number; event: 'sold' | 'rented' | 'removed'; at: Date }

/** Queues a push to every device following the listing; once per device and event (a replay queues nothing). */
export async function queueFollowPushes(db: Db, news: FollowNews): Promise<number> {
  const key = news.event === 'drop' ? `drop:${news.changeId}` : `${news.event}:${news.at.getTime()}`
  const payload =
    news.event === 'drop'
      ? { kind: news.kind, id: news.id, event: 'drop', from: news.from, to: news.to }
      : { kind: news.kind, id: news.id, event: news.event }
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with queued as (
      insert into alert_jobs (channel, subscription_id, user_id, payload, dedupe_key)
      select 'push', f.subscription_id, ps.user_id, ${JSON.stringify(payload)}::jsonb,
        'follow:' || ${news.kind}::text || ':' || ${news.id}::text || ':' || ${key}::text || ':' || f.subscription_id
      from push_follows f inner join push_subscriptions ps on ps.id = f.subscription_id
      where f.listing_kind = ${news.kind} and f.listing_id = ${news.id}
      on conflict do nothing
      returning 1)
    select count(*)::int as n from queued`,
  )
  return Number(rows[0]?.n ?? 0)
}
