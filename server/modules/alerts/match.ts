import { sql, type SQL } from 'drizzle-orm'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { Db } from '../../db/client'
import { properties as p, users, vehicleBrands, vehicles as v } from '../../db/schema'
import { publicProperty } from '../properties'
import { selectRows } from '../search'
import { publicVehicle } from '../vehicles'

// Matching in reverse: which saved searches does this listing satisfy? One statement per listing event, run by
// the database over the typed columns of saved_searches (index saved_searches_match_idx on kind, town, category,
// deal; the other filters are checked on the few rows it leaves). The same statement records each match once
// (alert_matches' unique key, ON CONFLICT DO NOTHING) and queues its deliveries; a match that already existed
// queues nothing, so two processes hearing the same event deliver it once, and the jobs need no key of their own.

/** What happened to a live listing that saved searches hear of. */
export interface MatchEvent {
  kind: ListingKind
  id: number
  /** 'new': it went live. 'drop': its price went down (the price change's id makes each drop its own event). */
  event: 'new' | { drop: number; from: number; to: number }
}

/** The listing's facts the filters read, from its public row only (a listing the public cannot see matches none). */
function listingRow(kind: ListingKind, id: number): SQL {
  if (kind === 'property')
    return sql`select ${p.userId} as user_id, ${p.searchPrice} as price, ${p.category}::text as category,
        (case when ${p.listingType} = 'both' then array['', 'sale', 'rent'] else array['', ${p.listingType}::text] end) as deals,
        ${p.cityId} as city_id, ${p.bedroom} as bedroom, ${p.bathroom} as bathroom, ${p.parkingSpace} as garages,
        ${p.squareMeters} as area, ${p.areaHa} as area_ha, ${p.rural} as rural, ${p.mapLng} as lng, ${p.mapLat} as lat, ${p.searchVector}::text as doc,
        array['neighborhood:' || ${p.cityId} || ':' || ${p.publicNeighborhood}, 'street:' || ${p.cityId} || ':' || ${p.publicStreet}] as places
      from ${p} inner join ${users} on ${users.id} = ${p.userId}
      where ${p.id} = ${id} and ${sql.join(publicProperty(), sql` and `)}`
  return sql`select ${v.userId} as user_id, ${v.price} as price, ${v.vehicleType}::text as category,
      array['']::text[] as deals, ${v.cityId} as city_id, lower(${vehicleBrands.name}) as brand, ${v.modelId} as model_id,
      ${v.year} as year, ${v.mileage} as mileage, ${v.condition}::text as condition,
      ${v.transmission}::text as transmission, ${v.fuelType}::text as fuel_type, lower(${v.color}) as color,
      ${users.profile}::text as seller_type, ${v.acceptsExchange} as accepts_exchange, ${v.searchVector}::text as doc,
      array[]::text[] as places
    from ${v} inner join ${users} on ${users.id} = ${v.userId}
      inner join ${vehicleBrands} on ${vehicleBrands.id} = ${v.brandId}
    where ${v.id} = ${id} and ${sql.join(publicVehicle(), sql` and `)}`
}

/** A listing's facts as read by listingRow (the database's own values: numbers, text, arrays). */
type Facts = Record<string, unknown> & {
  user_id: number
  city_id: number
  category: string
  deals: string[]
  /** The neighbourhood and street it lies in, as saved_searches.q_places writes them (columns.ts placeKey). */
  places: (string | null)[]
}

const int = (x: unknown) => sql`${x === null || x === undefined ? null : Number(x)}::integer`
const float = (x: unknown) => sql`${x === null || x === undefined ? null : Number(x)}::float8`
const text = (x: unknown) => sql`${x === null || x === undefined ? null : String(x)}::text`

/** A saved search's rural filters (columns.ts ruralColumn) over the listing's rural fields, as the list's. */
function ruralMatch(l: Facts): SQL {
  const r = sql`${l.rural === null || l.rural === undefined ? null : JSON.stringify(l.rural)}::jsonb`
  const ha = float(l.area_ha)
  return sql`(
    (ss.rural ->> 'area_ha_min' is null or ${ha} >= (ss.rural ->> 'area_ha_min')::float8)
    and (ss.rural ->> 'area_ha_max' is null or ${ha} <= (ss.rural ->> 'area_ha_max')::float8)
    and (ss.rural ->> 'water' is null or coalesce(${r} -> 'water' @> jsonb_build_array(ss.rural ->> 'water'), false))
    and (ss.rural ->> 'electricity' is null
      or (ss.rural ->> 'electricity' = 'any' and ${r} ->> 'electricity' in ('single_phase', 'three_phase'))
      or (ss.rural ->> 'electricity' = 'three_phase' and ${r} ->> 'electricity' = 'three_phase'))
    and (ss.rural ->> 'asphalt' is null or coalesce(${r} -> 'asphalt' = 'true'::jsonb, false))
    and (ss.rural ->> 'car' is null or coalesce(${r} -> 'documents' ->> 'car' = 'yes', false))
    and (ss.rural ->> 'sigef' is null or coalesce(${r} -> 'documents' ->> 'sigef' = 'yes', false)))`
}

/** The filters of one kind, over `ss` (a saved search) and the listing's facts, given as values. */
const kindFilters: Record<ListingKind, (l: Facts) => SQL> = {
  property: (l) => sql`
    and (ss.area_min is null or ${float(l.area)} >= ss.area_min)
    and (ss.area_max is null or ${float(l.area)} <= ss.area_max)
    and (ss.bedrooms_min is null or ${int(l.bedroom)} >= ss.bedrooms_min)
    and (ss.bathrooms_min is null or ${int(l.bathroom)} >= ss.bathrooms_min)
    and (ss.garages_min is null or ${int(l.garages)} >= ss.garages_min)
    and (ss.bbox is null or point(${float(l.lng)}, ${float(l.lat)}) <@ ss.bbox)
    and (ss.rural is null or ${ruralMatch(l)})`,
  vehicle: (l) => sql`
    and (ss.brand is null or ss.brand = ${text(l.brand)})
    and (ss.model_id is null or ss.model_id = ${int(l.model_id)})
    and (ss.year_min is null or ${int(l.year)} >= ss.year_min)
    and (ss.year_max is null or ${int(l.year)} <= ss.year_max)
    and (ss.mileage_max is null or ${int(l.mileage)} <= ss.mileage_max)
    and (ss.condition is null or ss.condition = ${text(l.condition)})
    and (ss.transmission is null or ss.transmission = ${text(l.transmission)})
    and (ss.fuel_type is null or ss.fuel_type = ${text(l.fuel_type)})
    and (ss.color is null or ss.color = ${text(l.color)})
    and (ss.seller_type is null or ss.seller_type = ${text(l.seller_type)})
    and (not ss.accepts_exchange or ${l.accepts_exchange === true || l.accepts_exchange === 't'}::boolean)`,
}

const list = (xs: string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )
const textArray = (xs: (string | null)[]) => {
  const values = xs.filter((x): x is string => x !== null)
  return values.length ? sql`array[${list(values)}]::text[]` : sql`array[]::text[]`
}

/**
 * The saved searches (active, of someone other than the advertiser, with an alert switched on) that the listing
 * satisfies. The listing's facts are values here, so every column of saved_searches_match_idx narrows the scan.
 */
function matchingSearches(kind: ListingKind, l: Facts): SQL {
  return sql`
    from saved_searches ss
    where ss.kind = ${kind} and ss.active
      and ss.city_id in (0, ${int(l.city_id)})
      and ss.category in ('', ${text(l.category)})
      and ss.deal in (${list(l.deals)})
      and ss.user_id <> ${int(l.user_id)}
      and (ss.push or ss.email <> 'off')
      and (ss.price_min is null or ${int(l.price)} >= ss.price_min)
      and (ss.price_max is null or ${int(l.price)} <= ss.price_max)
      and (ss.q_tsquery is null or ${text(l.doc)}::tsvector @@ ss.q_tsquery or ${int(l.city_id)} = any(ss.q_city_ids)
        or ss.q_places && ${textArray(l.places)})
      ${kindFilters[kind](l)}`
}

export interface MatchResult {
  matched: number
  queued: number
}

/**
 * Matches a listing event against every saved search and queues its alerts: a push per device of the search's
 * owner (when the search pushes), an instant e-mail (when it mails instantly); the daily digest reads the matches
 * later. A match is recorded only when something will read it: a search that pushes to an owner without a device
 * and sends no e-mail records nothing. Idempotent: replaying an event matches and queues nothing new.
 */
export async function matchListing(db: Db, e: MatchEvent): Promise<MatchResult> {
  const statement = await matchStatement(db, e)
  if (!statement) return { matched: 0, queued: 0 }
  const [row] = await selectRows<{ matched: number; queued: number }>(db, statement)
  return { matched: Number(row?.matched ?? 0), queued: Number(row?.queued ?? 0) }
}

/**
 * The statement that matches, records and queues a listing event, once the listing's public facts are read (null
 * when the public cannot see it). Two statements rather than one: with the facts as values the planner narrows
 * the index scan by every indexed column, and plans over saved_searches alone.
 */
export async function matchStatement(db: Db, e: MatchEvent): Promise<SQL | null> {
  const [l] = await selectRows<Facts>(db, listingRow(e.kind, e.id))
  if (!l) return null
  const event = e.event === 'new' ? 'new' : `drop:${e.event.drop}`
  const from = e.event === 'new' ? null : e.event.from
  const to = e.event === 'new' ? null : e.event.to
  return sql`
    with c as materialized (
      select ss.id, ss.user_id, ss.email,
        ss.push and exists (select 1 from push_subscriptions ps where ps.user_id = ss.user_id) as push
      ${matchingSearches(e.kind, l)}),
    m as (
      insert into alert_matches (saved_search_id, user_id, listing_kind, listing_id, event, price_from, price_to, daily)
      select c.id, c.user_id, ${e.kind}, ${e.id}::integer, ${event}, ${from}::integer, ${to}::integer, c.email = 'daily'
        from c where c.push or c.email <> 'off'
      on conflict do nothing
      returning id, saved_search_id, user_id
    ),
    jobs as (
      insert into alert_jobs (channel, match_id, subscription_id, user_id, payload)
      select 'push', m.id, ps.id, m.user_id, '{}'::jsonb
        from m inner join c on c.id = m.saved_search_id and c.push
        inner join push_subscriptions ps on ps.user_id = m.user_id
      union all
      select 'email', m.id, null, m.user_id, '{}'::jsonb
        from m inner join c on c.id = m.saved_search_id and c.email = 'instant'
      returning id
    )
    select (select count(*) from m)::int as matched, (select count(*) from jobs)::int as queued`
}
