import { sql } from 'drizzle-orm'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { RiskCheck, RiskSubject } from '../listings'
import { nearHashesQuery } from './bands'

type LifecycleTx = Parameters<RiskCheck>[0]

// Near copies of a listing's photos among other advertisers' photos: each photo's hash looked up in the band index
// (bands.ts), then the pairs found kept when the other photo is in another advertiser's listing.

export interface PhotoMatch {
  mediaId: number
  mediaHash: string
  otherMediaId: number
  otherMediaHash: string
  distance: number
  other: { kind: ListingKind; id: number; title: string }
}

const rowsOf = async <T>(tx: LifecycleTx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows

const photosOf = (kind: ListingKind, id: number) =>
  kind === 'property'
    ? sql`select media_id from property_media where property_id = ${id}`
    : sql`select media_id from vehicle_media where vehicle_id = ${id}`

/**
 * Each pair (a photo of the listing, a near copy in another advertiser's listing) once, with the oldest such
 * listing. A photo counts as the other advertiser's when they uploaded it before the listing's owner uploaded
 * theirs: the owner's own photos never match, nor does the first advertiser's listing once a copy of it exists, nor
 * pictures nobody uploaded (the demo's stock pictures, which many listings share).
 */
export async function findPhotoMatches(tx: LifecycleTx, subject: RiskSubject): Promise<PhotoMatch[]> {
  const mine = await rowsOf<{ id: number; dhash: string }>(
    tx,
    sql`select id::int, dhash::text from media
        where id in (${photosOf(subject.kind, subject.id)}) and dhash is not null`,
  )
  const pairs: { mine: number; other: number; distance: number }[] = []
  for (const photo of mine) {
    for (const near of await rowsOf<{ media_id: number; distance: number }>(
      tx,
      nearHashesQuery(BigInt(photo.dhash)),
    ))
      pairs.push({ mine: photo.id, other: near.media_id, distance: near.distance })
  }
  if (pairs.length === 0) return []
  const rows = await rowsOf<{
    mine_id: number
    mine_hash: string
    other_id: number
    other_hash: string
    distance: number
    kind: ListingKind
    listing_id: number
    title: string
  }>(
    tx,
    sql`
    with pair(mine_id, other_id, distance) as (values ${sql.join(
      pairs.map((p) => sql`(${p.mine}::int, ${p.other}::int, ${p.distance}::int)`),
      sql`, `,
    )}),
    near as (
      select pair.*, mm.hash as mine_hash, om.hash as other_hash,
        coalesce(
          (select min(u.created_at) from uploaded_media u
            where u.media_id = pair.mine_id and u.user_id = ${subject.userId}),
          now()
        ) as since
      from pair join media mm on mm.id = pair.mine_id join media om on om.id = pair.other_id
    )
    select near.mine_id, near.mine_hash, near.other_id, near.other_hash, near.distance,
      l.kind, l.id::int as listing_id, l.title
    from near
    cross join lateral (
      select * from (
        select 'property' as kind, p.id, p.name as title, p.user_id
        from property_media pm join properties p on p.id = pm.property_id
        where pm.media_id = near.other_id and p.user_id <> ${subject.userId} and p.deleted_at is null
        union all
        select 'vehicle' as kind, v.id, v.name as title, v.user_id
        from vehicle_media vm join vehicles v on v.id = vm.vehicle_id
        where vm.media_id = near.other_id and v.user_id <> ${subject.userId} and v.deleted_at is null
      ) listing
      where exists (
        select 1 from uploaded_media u
        where u.media_id = near.other_id and u.user_id = listing.user_id and u.created_at < near.since
      )
      order by listing.id
      limit 1
    ) l
    order by near.mine_id, near.distance, near.other_id`,
  )
  return rows.map((r) => ({
    mediaId: r.mine_id,
    mediaHash: r.mine_hash,
    otherMediaId: r.other_id,
    otherMediaHash: r.other_hash,
    distance: r.distance,
    other: { kind: r.kind, id: r.listing_id, title: r.title },
  }))
}
