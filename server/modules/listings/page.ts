import { and, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { preparedRows, type StatementShape } from '../search'
import type { CountedPage } from './media'
import type { ListingTable, Scope } from './scope'

// Choosing a page of a search. Two plans, picked with the match count the page needs anyway:
// - few matches: gather them all (the filters' indexes) and sort; an index-ordered scan could read every public
//   row before finding 24 that match (e.g. land with 2 bedrooms: none);
// - many matches: walk the index of the order and stop after offset + limit hits (they are dense), or read the
//   page the kind's own way (`large`).

/** One key of an order: an expression and its direction ('desc nulls last'…). */
export interface SortKey {
  expr: SQL
  dir: string
  /**
   * A tie-breaker no index holds (e.g. a verified advertiser first among equals): applied when the matches are
   * gathered and sorted, left out of an index walk, which would otherwise turn into a sort of every match.
   */
  gatheredOnly?: true
}

export interface PagePlan {
  /** The whole order, ending with the id so that pages never overlap. */
  keys: SortKey[]
  /** With many matches: the page's ids read another way than an index walk of `keys`. */
  large?: (from: SQL, cond: SQL | undefined, limit: number, offset: number) => SQL
}

/**
 * Matches are counted up to this many: past it the answer says "more than" (`capped`). An exact count of a broad
 * search reads every matching row (17 000 for `q=irecê` on 50 000 listings, 500 000 rows at ten times the size);
 * stopping after COUNT_CAP + 1 reads at most that many index entries whatever the size of the table.
 */
export const COUNT_CAP = 1000
/** Up to this many matches are gathered and sorted (an exact count says they are that few). */
export const GATHER_MAX = COUNT_CAP

/** A search's match count: exact up to the cap, else `total` is the cap and `capped` is true. */
export interface MatchCount {
  total: number
  capped: boolean
}

/**
 * A page's bounds (limit, offset, the count's cap) as SQL literals, not parameters. Given as parameters, a
 * prepared statement's generic plan has to guess how many rows the limit keeps, finds itself dearer than a
 * custom plan and is never used: PostgreSQL then plans the search's statement anew on every run, which cost
 * twice what running it did. The values are few (pages of a search), so the texts stay few.
 */
export function intLiteral(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`)
  return sql.raw(String(n))
}

/** The matches of `cond`, counted up to one past `cap`: at most that many index entries are read. */
const cappedCount = (scope: Scope, cond: SQL | undefined, cap: number): SQL =>
  sql`select count(*)::int as n from (select 1 from ${scope.from} where ${cond} limit ${intLiteral(cap + 1)}) m`

export async function countListings(
  db: Db,
  scope: Scope,
  where: SQL[],
  cap = COUNT_CAP,
  /** As a prepared statement on PostgreSQL, or one written once per shape (see preparedRows). */
  prepare: boolean | StatementShape = false,
): Promise<MatchCount> {
  const [row] = await preparedRows<{ n: number }>(
    db,
    () => cappedCount(scope, and(...scope.where, ...where), cap),
    prepare,
  )
  return matchCount(Number(row?.n ?? 0), cap)
}

interface PageBounds {
  limit: number
  offset: number
}

/** A page of few matches: all gathered, then sorted (materialised: the planner must not turn it into a walk). */
function gatheredIds(
  id: AnyPgColumn,
  cond: SQL | undefined,
  from: SQL,
  plan: PagePlan,
  page: PageBounds,
): SQL {
  const columns = plan.keys.map((k, i) => sql`${k.expr} as k${sql.raw(String(i))}`)
  const orderBy = plan.keys.map((k, i) => sql.raw(`k${i} ${k.dir}`))
  return sql`with m as materialized (select ${id} as id, ${sql.join(columns, sql`, `)} from ${from} where ${cond})
          select id from m order by ${sql.join(orderBy, sql`, `)} limit ${intLiteral(page.limit)} offset ${intLiteral(page.offset)}`
}

/** A page of many matches: the order's index walked, or the kind's own way (`large`). */
function walkedIds(id: AnyPgColumn, cond: SQL | undefined, from: SQL, plan: PagePlan, page: PageBounds): SQL {
  if (plan.large) return plan.large(from, cond, page.limit, page.offset)
  const orderBy = plan.keys.filter((k) => !k.gatheredOnly).map((k) => sql`${k.expr} ${sql.raw(k.dir)}`)
  return sql`select ${id} as id from ${from} where ${cond}
          order by ${sql.join(orderBy, sql`, `)} limit ${intLiteral(page.limit)} offset ${intLiteral(page.offset)}`
}

/**
 * The query choosing one page's ids, in order, for the cards' own statement to run (no round trip of its own);
 * null when the page is past the last match. `count` is the search's match count (past the cap, pages go on).
 */
export function pageIdsQuery(
  id: AnyPgColumn,
  scope: Scope,
  where: SQL[],
  plan: PagePlan,
  page: PageBounds & { count: MatchCount },
): SQL | null {
  const way = pageWay(page)
  if (way === 'past the end') return null
  const cond = and(...scope.where, ...where)
  return way === 'gathered'
    ? gatheredIds(id, cond, scope.from, plan, page)
    : walkedIds(id, cond, scope.from, plan, page)
}

/** How a page whose search's count is known is read: its matches gathered, the order walked, or nothing to read. */
export function pageWay({ offset, count }: { offset: number; count: MatchCount }) {
  if (!count.capped && offset >= count.total) return 'past the end'
  return !count.capped && count.total <= GATHER_MAX ? 'gathered' : 'walked'
}

/**
 * A page and its match count in one statement, for a search whose count is not known yet: the count (up to the
 * cap) decides in the statement itself whether the page gathers its matches or walks the order's index; only the
 * chosen way runs (each is a subplan run when first asked for). One round trip instead of two.
 */
export function countedPage(
  id: AnyPgColumn,
  scope: Scope,
  where: SQL[],
  plan: PagePlan,
  page: PageBounds,
  cap = COUNT_CAP,
): CountedPage {
  // Written only if read: a statement written once per shape does not read them again.
  const cond = () => and(...scope.where, ...where)
  return {
    get count() {
      return sql`(${cappedCount(scope, cond(), cap)})`
    },
    get ids() {
      return eitherWay(
        cap,
        walkedIds(id, cond(), scope.from, plan, page),
        gatheredIds(id, cond(), scope.from, plan, page),
      )
    },
  }
}

/** The page's ids the way the count read in the statement (`page_count.n`) asks for: walked past the cap, else gathered. */
const eitherWay = (cap: number, walked: SQL, gathered: SQL): SQL =>
  sql`case when page_count.n > ${intLiteral(Math.min(cap, GATHER_MAX))} then array(${walked}) else array(${gathered}) end`

/**
 * A page and its match count in one statement, for a search planned for its values on every run (words, a closed
 * range), whose matches can be costly to find: the matches (up to the cap) are found once, as the CTE `page_m`;
 * the count is theirs, and when they are few the page sorts them, reading each one's order keys by its id. Only
 * when they pass the cap is the order walked instead (they are then dense). Counting and then gathering the same
 * matches in two statements read them twice: 380 + 320 ms for a pool under R$ 150 000 on 500 000 listings, the
 * word's 46 000 listings read each time for its 242 matches.
 */
export function countedMatches(
  table: ListingTable,
  scope: Scope,
  where: SQL[],
  plan: PagePlan,
  page: PageBounds,
  cap = COUNT_CAP,
): CountedPage {
  const cond = () => and(...scope.where, ...where)
  return {
    get matches() {
      return sql`select ${table.id} as id from ${scope.from} where ${cond()} limit ${intLiteral(cap + 1)}`
    },
    count: sql`(select count(*)::int from page_m)`,
    get ids() {
      const orderBy = plan.keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)}`)
      const sorted = sql`select ${table.id} from page_m join ${table.table} on ${table.id} = page_m.id
        order by ${sql.join(orderBy, sql`, `)} limit ${intLiteral(page.limit)} offset ${intLiteral(page.offset)}`
      return eitherWay(cap, walkedIds(table.id, cond(), scope.from, plan, page), sorted)
    },
  }
}

/** The match count a counted page read (null: the page had no rows, so it read none). */
export const matchCount = (n: number, cap = COUNT_CAP): MatchCount =>
  n > cap ? { total: cap, capped: true } : { total: n, capped: false }
