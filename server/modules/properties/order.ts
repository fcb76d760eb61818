import { sql, type SQL } from 'drizzle-orm'
import type { PropertyApiSearch } from '../../../src/domain/property'
import { properties as p } from '../../db/schema'
import { intLiteral, recentDropPercent, type PagePlan, type SortKey } from '../listings'
import type { TextMatch } from '../search'
import { verifiedAdvertiser } from '../trust'
import { highlightedExpr, pointExpr, priceExpr } from './filters'

const id: SortKey = { expr: sql`${p.id}`, dir: 'desc' }
const newest: SortKey = { expr: sql`${p.createdAt}`, dir: 'desc' }
/** Among equals, a verified advertiser's listing first. */
const verified: SortKey = { expr: verifiedAdvertiser(p.userId), dir: 'desc', gatheredOnly: true }

/**
 * 'recent' lists current highlights first. A highlight expires with time, so no index holds that order: with many
 * matches the page merges two index-ordered scans (highlighted, then the rest), each stopped after offset + limit
 * rows. Relevance over that many matches would rank too many rows: it yields to the same page. The highlight
 * condition is written once: repeating `highlighted` made the planner count each highlight twice as rare, and sort
 * every highlight of a town instead of walking its index (properties_city_highlighted_idx).
 */
const recentPage: PagePlan['large'] = (from, cond, limit, offset) => {
  const part = (highlighted: boolean) => sql`(
    select ${p.id} as id, ${p.createdAt} as created_at, ${sql.raw(String(highlighted))} as hl,
      ${verifiedAdvertiser(p.userId)} as verified from ${from}
    where ${cond} and ${highlighted ? highlightedExpr : sql`not ${highlightedExpr}`}
    order by ${p.createdAt} desc, ${p.id} desc limit ${intLiteral(offset + limit)})`
  return sql`select id from (${part(true)} union all ${part(false)}) page
    order by hl desc, created_at desc, verified desc, id desc limit ${intLiteral(limit)} offset ${intLiteral(offset)}`
}

const plan = (keys: SortKey[], large?: PagePlan['large']): PagePlan => ({ keys, large })

/**
 * The order of a search: an explicit sort wins; else distance with `near`, relevance with `q`, else recent. Each
 * key is indexed (server/db/schema/properties.ts) but relevance.
 */
export function propertyPlan(search: PropertyApiSearch, text: TextMatch | undefined): PagePlan {
  const rank: SQL | undefined = text?.rank
  switch (search.sort ?? (search.near ? 'distance' : rank ? 'relevance' : 'recent')) {
    case 'price_asc':
      return plan([{ expr: priceExpr, dir: 'asc nulls last' }, verified, id])
    case 'price_desc':
      return plan([{ expr: priceExpr, dir: 'desc nulls last' }, verified, id])
    case 'area_desc':
      return plan([{ expr: sql`${p.squareMeters}`, dir: 'desc nulls last' }, verified, id])
    case 'maior_reducao':
      return plan([{ expr: recentDropPercent(p), dir: 'desc nulls last' }, verified, newest, id])
    case 'distance': {
      const [lat, lng] = search.near!
      return plan([{ expr: sql`${pointExpr} <-> point(${lng}, ${lat})`, dir: 'asc' }, verified, id])
    }
    case 'relevance':
      return plan([{ expr: rank!, dir: 'desc' }, verified, newest, id], recentPage)
    default:
      return plan([{ expr: highlightedExpr, dir: 'desc' }, newest, verified, id], recentPage)
  }
}
