import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

// Staff's review queue, riskiest first. Each signal of a fake listing is a reason with a weight, all computed by
// the database in the queue's one query (a lateral subquery per listing, each signal an indexed lookup):
// - new_account: the advertiser signed up less than 7 days ago (2);
// - unverified: no confirmed e-mail (1) — where advertiser verification lands, its column joins this signal;
// - each open risk finding by its code, e.g. below_band, cloned_photo (3 each);
// - reports: open reports against the listing (2 each, at most 3 counted);
// - reveals: 10 or more phone/WhatsApp reveals in the last 24 hours (2);
// - past_holds: holds staff kept or removed on the advertiser's listings before (2 each, at most 3), and
//   released ones (good standing) take 1 each off, at most 2.

export const RISK_WEIGHTS = {
  new_account: 2,
  unverified: 1,
  finding: 3,
  report: 2,
  reveals: 2,
  past_hold: 2,
  released: -1,
} as const
export const REVEALS_IN_A_DAY = 10
export const NEW_ACCOUNT_DAYS = 7

export interface RiskReason {
  code: string
  count: number
}

export function riskLateral(db: Db, kind: 'property' | 'vehicle', listing: { id: AnyPgColumn }) {
  const reports: SQL =
    kind === 'property'
      ? sql`(select count(*)::int from reports r where r.property_id = ${listing.id} and r.resolved = false)`
      : sql`0`
  const leadColumn = sql.raw(kind === 'property' ? 'property_id' : 'vehicle_id')
  const w = RISK_WEIGHTS
  return db
    .select({
      score: sql<number>`(
        ${w.new_account} * sig.new_account::int + ${w.unverified} * sig.unverified::int
        + ${w.finding} * coalesce(cardinality(sig.findings), 0) + ${w.report} * least(sig.reports, 3)
        + ${w.reveals} * (sig.reveals >= ${REVEALS_IN_A_DAY})::int
        + ${w.past_hold} * least(sig.kept, 3) + ${w.released} * least(sig.released, 2)
      )::int`.as('risk_score'),
      reasons: sql<RiskReason[]>`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(
        jsonb_build_array(
          case when sig.new_account then jsonb_build_object('code', 'new_account', 'count', 1) end,
          case when sig.unverified then jsonb_build_object('code', 'unverified', 'count', 1) end,
          case when sig.reports > 0 then jsonb_build_object('code', 'reports', 'count', sig.reports) end,
          case when sig.reveals >= ${REVEALS_IN_A_DAY}
            then jsonb_build_object('code', 'reveals', 'count', sig.reveals) end,
          case when sig.kept > 0 then jsonb_build_object('code', 'past_holds', 'count', sig.kept) end,
          case when sig.released > 0 then jsonb_build_object('code', 'released_before', 'count', sig.released) end
        ) || coalesce((select jsonb_agg(jsonb_build_object('code', c, 'count', 1)) from unnest(sig.findings) c),
          '[]'::jsonb)
      ) e where e <> 'null'::jsonb)`.as('risk_reasons'),
    })
    .from(
      sql`(select
        ${users.createdAt} > now() - make_interval(days => ${NEW_ACCOUNT_DAYS}) as new_account,
        ${users.emailVerifiedAt} is null as unverified,
        (select array_agg(distinct f.code order by f.code) from listing_risk_flags f
          where f.kind = ${kind} and f.listing_id = ${listing.id} and f.cleared_at is null) as findings,
        ${reports} as reports,
        (select count(*)::int from leads l where l.${leadColumn} = ${listing.id}
          and l.kind in ('phone', 'whatsapp') and l.sent_at > now() - interval '24 hours') as reveals,
        (select count(*)::int from moderation_outcomes o
          where o.user_id = ${users.id} and o.outcome in ('kept', 'removed')) as kept,
        (select count(*)::int from moderation_outcomes o
          where o.user_id = ${users.id} and o.outcome = 'released') as released
      ) sig`,
    )
    .as('risk')
}
