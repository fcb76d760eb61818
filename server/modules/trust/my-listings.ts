import { sql } from 'drizzle-orm'
import type { TrustListing } from '../../../src/domain/trust'
import type { Db } from '../../db/client'
import { selectRows } from '../search'

// The advertiser's listings with the state of their document check, for the dashboard's list: one statement
// (the latest check of each listing), newest listings first.

interface Row {
  subject: 'property' | 'vehicle'
  id: number
  name: string
  created_at: Date | string
  state: 'pending' | 'approved' | 'refused' | null
  reason: string | null
}

export async function listingsWithChecks(db: Db, userId: number, limit = 100): Promise<TrustListing[]> {
  const rows = await selectRows<Row>(
    db,
    sql`with mine as (
        select 'property' as subject, id, name, created_at from properties
          where user_id = ${userId} and deleted_at is null
        union all
        select 'vehicle', id, name, created_at from vehicles where user_id = ${userId} and deleted_at is null
        order by created_at desc limit ${limit})
      select m.subject, m.id, m.name, m.created_at, c.status as state, c.reason from mine m
      left join lateral (select status, reason from trust_checks t
        where t.user_id = ${userId} and t.subject = m.subject and t.listing_id = m.id
        order by t.created_at desc, t.id desc limit 1) c on true
      order by m.created_at desc`,
  )
  return rows.map((r) => ({
    id: `${r.subject}-${r.id}`,
    type: 'trust_listing' as const,
    attributes: {
      kind: r.subject,
      listing_id: String(r.id),
      title: r.name,
      state: r.state ?? 'not_sent',
      reason: r.state === 'refused' ? r.reason : null,
    },
  }))
}
