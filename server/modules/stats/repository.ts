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

export function findListingRows(db: Db, advertiserId: number) {
  return selectRows<ListingRow>(
    db,
    sql`select * from (
      select 'property' as type, p.id, p.name as title, p.status::text as status,
        (p.status = 'active') as active, p.created_at,
        greatest(coalesce(t.total, 0), coalesce(v.recorded, 0))::int as total,
        coalesce(v.today, 0)::int as today, coalesce(v.week, 0)::int as week,
        coalesce(v.last15, 0)::int as last15
      from properties p
      left join property_view_totals t on t.property_id = p.id
      left join (
        select property_id, count(*) as recorded,
          count(*) filter (where day = current_date) as today,
          count(*) filter (where day > current_date - 7) as week,
          count(*) filter (where day > current_date - 15) as last15
        from property_page_views
        where property_id in (select id from properties where user_id = ${advertiserId})
        group by property_id
      ) v on v.property_id = p.id
      where p.user_id = ${advertiserId} and p.deleted_at is null
      union all
      select 'vehicle', vh.id, vh.name, vh.status::text, (vh.status = 'published'), vh.created_at,
        greatest(coalesce(t.total, 0), coalesce(v.recorded, 0))::int,
        coalesce(v.today, 0)::int, coalesce(v.week, 0)::int, coalesce(v.last15, 0)::int
      from vehicles vh
      left join vehicle_view_totals t on t.vehicle_id = vh.id
      left join (
        select vehicle_id, count(*) as recorded,
          count(*) filter (where day = current_date) as today,
          count(*) filter (where day > current_date - 7) as week,
          count(*) filter (where day > current_date - 15) as last15
        from vehicle_page_views
        where vehicle_id in (select id from vehicles where user_id = ${advertiserId})
        group by vehicle_id
      ) v on v.vehicle_id = vh.id
      where vh.user_id = ${advertiserId} and vh.deleted_at is null
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
