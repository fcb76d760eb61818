import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { leadKinds } from '../../../src/domain/enums'
import { STATS_DAYS } from '../../../src/domain/stats'
import { selectRows } from '../search'

// The statistics' SQL, each query scoped to one advertiser. Days are the database's calendar, the one the page
// view recorder writes with. Listings shown: not deleted, newest first, at most LISTINGS_MAX.

export const LISTINGS_MAX = 200

export interface ListingRow {
  type: 'property' | 'vehicle'
  id: number
  title: string
  status: string
  active: boolean
  total: number | null
  today: number | null
  week: number | null
  last15: number | null
}

// Each kind's tables and its live status: the two halves of the listing rows are one query over these.
const kinds = {
  property: {
    table: 'properties',
    totals: 'property_view_totals',
    views: 'property_page_views',
    key: 'property_id',
    live: 'active',
  },
  vehicle: {
    table: 'vehicles',
    totals: 'vehicle_view_totals',
    views: 'vehicle_page_views',
    key: 'vehicle_id',
    live: 'published',
  },
} as const

function listingRowsOf(type: keyof typeof kinds, advertiserId: number) {
  const k = kinds[type]
  const [table, totals, views, key] = [k.table, k.totals, k.views, k.key].map((name) => sql.identifier(name))
  return sql`select ${type} as type, l.id, l.name as title, l.status::text as status,
      (l.status = ${k.live}) as active, l.created_at,
      greatest(coalesce(t.total, 0), coalesce(v.recorded, 0))::int as total,
      coalesce(v.today, 0)::int as today, coalesce(v.week, 0)::int as week,
      coalesce(v.last15, 0)::int as last15
    from ${table} l
    left join ${totals} t on t.${key} = l.id
    left join (
      select ${key} as listing_id, count(*) as recorded,
        count(*) filter (where day = current_date) as today,
        count(*) filter (where day > current_date - 7) as week,
        count(*) filter (where day > current_date - 15) as last15
      from ${views}
      where ${key} in (select id from ${table} where user_id = ${advertiserId})
      group by ${key}
    ) v on v.listing_id = l.id
    where l.user_id = ${advertiserId} and l.deleted_at is null`
}

export function findListingRows(db: Db, advertiserId: number) {
  return selectRows<ListingRow>(
    db,
    sql`select * from (
      ${listingRowsOf('property', advertiserId)}
      union all
      ${listingRowsOf('vehicle', advertiserId)}
    ) l order by created_at desc, id desc limit ${LISTINGS_MAX}`,
  )
}

export interface LeadCountRow {
  type: 'property' | 'vehicle'
  id: number
  kind: (typeof leadKinds)[number]
  n: number
}

export function findLeadCounts(db: Db, advertiserId: number) {
  return selectRows<LeadCountRow>(
    db,
    sql`select case when property_id is not null then 'property' else 'vehicle' end as type,
        coalesce(property_id, vehicle_id) as id, kind::text as kind, count(*)::int as n
      from leads where advertiser_id = ${advertiserId}
      group by 1, 2, 3`,
  )
}

export function findDaily(db: Db, advertiserId: number) {
  return selectRows<{ day: string; leads: number; views: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day,
        (select count(*) from leads
          where advertiser_id = ${advertiserId}
          and sent_at >= d.day and sent_at < d.day + 1)::int as leads,
        ((select count(*) from property_page_views pv join properties p on p.id = pv.property_id
          where p.user_id = ${advertiserId} and pv.day = d.day)
        + (select count(*) from vehicle_page_views vv join vehicles vh on vh.id = vv.vehicle_id
          where vh.user_id = ${advertiserId} and vv.day = d.day))::int as views
      from (select (current_date - g)::date as day from generate_series(0, ${STATS_DAYS - 1}) g) d
      order by d.day`,
  )
}
