import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { PriceDrop, PricePoint } from '../../../src/domain/listing'
import type { Db } from '../../db/client'
import { listingPriceChanges } from '../../db/schema'

// A listing's price history, from listing_price_changes (the lifecycle records every change of the main price).
// The latest drop is also kept on the listing's row (price_drop_percent, price_dropped_at) for cards and the
// "Maior redução" order; a drop older than PRICE_DROP_DAYS no longer counts.

export const PRICE_DROP_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** The drop percent of a card: null without a drop in the last PRICE_DROP_DAYS. */
export const recentDropPercent = (t: {
  priceDropPercent: AnyPgColumn
  priceDroppedAt: AnyPgColumn
}): SQL<number | null> =>
  sql`(case when ${t.priceDroppedAt} > now() - make_interval(days => ${sql.raw(String(PRICE_DROP_DAYS))}) then ${t.priceDropPercent} end)`

export const dropPercent = (from: number, to: number) => Math.round(((from - to) / from) * 100)

/** What a price change writes on the listing's row: the drop, or nothing left of an older one after a rise. */
export function dropColumns(from: number | null, to: number | null, at: Date) {
  return from !== null && to !== null && to < from && from > 0
    ? { priceDropPercent: dropPercent(from, to), priceDroppedAt: at }
    : { priceDropPercent: null, priceDroppedAt: null }
}

/**
 * The history (oldest first, the current price last) and the latest drop within PRICE_DROP_DAYS. Prices on
 * request (null) leave no point.
 */
export async function priceHistory(
  db: Db,
  kind: ListingKind,
  id: number,
  current: { price: number | null; since: Date },
  now = new Date(),
): Promise<{ price_drop: PriceDrop | null; price_history: PricePoint[] }> {
  const changes = await db
    .select()
    .from(listingPriceChanges)
    .where(
      and(
        eq(listingPriceChanges.kind, kind),
        eq(listingPriceChanges.listingId, id),
        eq(listingPriceChanges.field, 'price'),
      ),
    )
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id))
  const points: PricePoint[] = []
  const first = changes[0]
  if (first?.fromPrice != null) points.push({ price: first.fromPrice, at: current.since.toISOString() })
  for (const c of changes)
    if (c.toPrice !== null) points.push({ price: c.toPrice, at: c.changedAt.toISOString() })
  if (!changes.length && current.price !== null)
    points.push({ price: current.price, at: current.since.toISOString() })
  const last = changes.at(-1)
  const drop =
    last &&
    last.fromPrice !== null &&
    last.toPrice !== null &&
    last.toPrice < last.fromPrice &&
    now.getTime() - last.changedAt.getTime() <= PRICE_DROP_DAYS * DAY_MS
      ? {
          percent: dropPercent(last.fromPrice, last.toPrice),
          from: last.fromPrice,
          to: last.toPrice,
          at: last.changedAt.toISOString(),
        }
      : null
  return { price_drop: drop, price_history: points }
}
