import { sql } from 'drizzle-orm'
import { priceBandMsg } from '../../../src/domain/price-band'
import { refreshPriceBands } from '../../modules/price-bands'
import type { Db } from '../client'
import { listingRiskFlags, moderationOutcomes, properties } from '../schema'
import type { Rng } from './random'
import { demoAccounts } from './users'

// The region's price bands over the demo listings, and a few fake-looking rentals (40 % of their band's median or
// so) already held for staff's review, as the below-band check would have held them: staff's queue has something
// to look at, riskiest first. One of their advertisers had a hold kept before. Never the demo accounts' listings,
// which the guided tours and journeys use as they are.

interface Candidate {
  id: number
  user_id: number
  square_meters: number
  median: number
  p25: number
  p75: number
  comparables: number
  [key: string]: unknown
}

export async function seedPriceBands(db: Db, rng: Rng, opts: { held: number }): Promise<number> {
  await refreshPriceBands(db)
  const found = (await db.execute(sql`
    select p.id, p.user_id, p.square_meters, b.median, b.p25, b.p75, b.comparables
    from properties p
    join users u on u.id = p.user_id
    join price_bands b on b.kind = 'property' and b.city_id = p.city_id and b.category = p.category::text
      and b.deal = 'rent' and b.model_id = 0 and b.year = 0
    where p.status = 'active' and p.deleted_at is null and p.listing_type = 'rent' and p.hold is null
      and coalesce(p.rental_period::text, 'monthly') = 'monthly' and not p.price_on_request and p.square_meters > 0
      and u.email not in (${sql.join(
        demoAccounts.map((d) => sql`${d.email}`),
        sql`, `,
      )})
    order by b.comparables desc, p.id
    limit 60`)) as unknown as { rows: Candidate[] }
  const chosen: Candidate[] = []
  for (const c of found.rows)
    if (chosen.length < opts.held && !chosen.some((o) => o.user_id === c.user_id)) chosen.push(c)
  // Dates the seed already made relative to the day it runs: seeding again gives the same rows.
  const now = sql`${properties.updatedAt}`
  for (const c of chosen) {
    const price = Math.max(50, Math.round((c.median * c.square_meters * rng.float(0.35, 0.45)) / 50) * 50)
    await db
      .update(properties)
      .set({
        price,
        status: 'inactive',
        hold: 'review',
        holdReason: priceBandMsg.held,
        heldAt: now,
        statusBeforeHold: 'active',
        reviewRequestedAt: now,
        highlighted: false,
        highlightedUntil: null,
      })
      .where(sql`${properties.id} = ${c.id}`)
    await db.insert(listingRiskFlags).values({
      kind: 'property',
      listingId: c.id,
      code: 'below_band',
      key: `below_band:rent:${price}`,
      reason: priceBandMsg.held,
      detail: {
        deal: 'rent',
        unit: 'm2',
        price,
        value: Math.round((price / c.square_meters) * 100) / 100,
        median: Math.round(c.median * 100) / 100,
        p25: Math.round(c.p25 * 100) / 100,
        p75: Math.round(c.p75 * 100) / 100,
        comparables: c.comparables,
      },
    })
  }
  if (chosen[0])
    await db
      .insert(moderationOutcomes)
      .values({ userId: chosen[0].user_id, kind: 'property', listingId: chosen[0].id, outcome: 'kept' })
  // The held ones leave the bands.
  await refreshPriceBands(db)
  return chosen.length
}
