import { sql } from 'drizzle-orm'
import type { VehicleSearch } from '../../../src/domain/vehicle'
import { vehicles as v } from '../../db/schema'
import type { PagePlan, SortKey } from '../listings'
import type { TextMatch } from '../search'

const id: SortKey = { expr: sql`${v.id}`, dir: 'desc' }
const newest: SortKey = { expr: sql`${v.createdAt}`, dir: 'desc' }

/** The order of a search: an explicit sort wins; else relevance with `q`, else the newest first. */
export function vehiclePlan(search: VehicleSearch, text: TextMatch | undefined): PagePlan {
  const keys = (...keys: SortKey[]): PagePlan => ({ keys })
  switch (search.sort ?? (text ? 'relevance' : 'recent')) {
    case 'price_asc':
      return keys({ expr: sql`${v.price}`, dir: 'asc nulls last' }, id)
    case 'price_desc':
      return keys({ expr: sql`${v.price}`, dir: 'desc nulls last' }, id)
    case 'year_desc':
      return keys({ expr: sql`${v.year}`, dir: 'desc' }, newest, id)
    case 'mileage_asc':
      return keys({ expr: sql`${v.mileage}`, dir: 'asc' }, id)
    case 'relevance':
      return keys({ expr: text!.rank, dir: 'desc' }, newest, id)
    default:
      return keys(newest, id)
  }
}
