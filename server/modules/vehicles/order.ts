import { sql } from 'drizzle-orm'
import type { VehicleSearch } from '../../../src/domain/vehicle'
import { vehicles as v } from '../../db/schema'
import { recentDropPercent, type PagePlan, type SortKey } from '../listings'
import type { TextMatch } from '../search'
import { verifiedAdvertiser } from '../trust'

const id: SortKey = { expr: sql`${v.id}`, dir: 'desc' }
const newest: SortKey = { expr: sql`${v.createdAt}`, dir: 'desc' }
/** Among equals, a verified advertiser's listing first. */
const verified: SortKey = { expr: verifiedAdvertiser(v.userId), dir: 'desc', gatheredOnly: true }

/** The order of a search: an explicit sort wins; else relevance with `q`, else the newest first. */
export function vehiclePlan(search: VehicleSearch, text: TextMatch | undefined): PagePlan {
  const keys = (...keys: SortKey[]): PagePlan => ({ keys })
  switch (search.sort ?? (text ? 'relevance' : 'recent')) {
    case 'price_asc':
      return keys({ expr: sql`${v.price}`, dir: 'asc nulls last' }, verified, id)
    case 'price_desc':
      return keys({ expr: sql`${v.price}`, dir: 'desc nulls last' }, verified, id)
    case 'year_desc':
      return keys({ expr: sql`${v.year}`, dir: 'desc' }, verified, newest, id)
    case 'mileage_asc':
      return keys({ expr: sql`${v.mileage}`, dir: 'asc' }, verified, id)
    case 'maior_reducao':
      return keys({ expr: recentDropPercent(v), dir: 'desc nulls last' }, verified, newest, id)
    case 'relevance':
      return keys({ expr: text!.rank, dir: 'desc' }, verified, newest, id)
    default:
      return keys(newest, verified, id)
  }
}
