import type { SQL } from 'drizzle-orm'
import type { PaginationMeta } from '../../../src/domain/api'
import type { Db } from '../../db/client'
import { cappedPageMeta } from '../../http/public-read'
import { Binding, cacheKey, inline, plansOnce, type SearchDeps, type StatementShape } from '../search'
import { normaliseQ, type Bind, type TextMatch } from '../search'
import type { CountedPage, PageIds } from './media'
import {
  COUNT_CAP,
  countedMatches,
  countedPage,
  countListings,
  matchCount,
  pageIdsQuery,
  pageWay,
  type MatchCount,
  type PagePlan,
} from './page'
import { searchScope, type ListingTable } from './scope'

/** An advertiser's own list (their public page) narrows a search to them. */
export interface Owner {
  userId?: number
}

export interface ListingSearch {
  page: number
  per_page: number
  q?: string | undefined
}

/** What a kind of listing plugs into the shared search: its table, filters, orders and cards. */
export interface SearchKind<S extends ListingSearch, F, Summary> {
  /** Names its cache entries ('properties', 'vehicles'). */
  name: string
  table: ListingTable
  /** The search without its page and order: what the match count depends on. */
  filters(search: S): F
  /** The condition of `q` (full text or a resembling place), or undefined without words. */
  text(db: Db, q: string | undefined): Promise<TextMatch | undefined>
  /**
   * `bind`: how the values enter the statement. A kind that names them after their fields (see Binding) has its
   * prepared statements written once per shape; one that leaves them inline, once per search.
   */
  conditions(filters: F & Owner, text?: TextMatch, bind?: Bind): SQL[]
  /** Whether a filter reads the advertiser's row, so the scope must join it. */
  joinsAdvertiser?(filters: F): boolean
  plan(search: S, text?: TextMatch): PagePlan
  /**
   * Whether the values of `filters` decide the best plan, so that a plan made once for every value would be wrong
   * for some: a range closed at both ends (a plan made without its values guesses it matches a handful of rows,
   * and then reads the range's index through every match of a wide one, 15 times the work at 500 000 listings).
   * Such a search is planned anew for its values; the others are prepared.
   */
  valueSensitive?(filters: F): boolean
  /** Whether the count changes with writes only, never with the clock (kept longer). */
  countLasting(filters: F): boolean
  /**
   * The cards of `ids` (a list, or the query choosing them), in that order; `prepare`: as a prepared statement,
   * or one written once per shape (see preparedRows in modules/search).
   */
  summaries(db: Db, ids: PageIds, prepare?: boolean | StatementShape): Promise<Summary[]>
  /**
   * The cards of a counted page, with the match count it read (null when the page is empty). A kind whose cards'
   * statement is not prepared leaves it out: planning both ways of choosing the page on every run would cost more
   * than the round trip saved.
   */
  countedSummaries?(
    db: Db,
    page: CountedPage,
    prepare: boolean | StatementShape,
  ): Promise<CountedCards<Summary>>
}

export interface CountedCards<Summary> {
  data: Summary[]
  matchCount: number | null
}

/** A kind's `countedSummaries` from its cards' rows (each carrying the page's count) and their mapping. */
export const countedCards =
  <Row extends { matchCount: number | null }, Summary>(
    find: (db: Db, page: CountedPage, prepare: boolean | StatementShape) => Promise<Row[]>,
    toSummary: (row: Row) => Summary,
  ) =>
  async (db: Db, page: CountedPage, prepare: boolean | StatementShape): Promise<CountedCards<Summary>> => {
    const rows = await find(db, page, prepare)
    return { data: rows.map(toSummary), matchCount: rows[0]?.matchCount ?? null }
  }

/** One page of a kind's public listings matching `search`, with the match count. */
export function searchListings<S extends ListingSearch, F extends object, Summary>(
  kind: SearchKind<S, F, Summary>,
  deps: SearchDeps,
  search: S,
  owner: Owner = {},
): Promise<{ data: Summary[]; meta: PaginationMeta }> {
  const s: S = { ...search, q: normaliseQ(search.q)?.toLowerCase() }
  const { db, searchCache: cache } = deps
  return cache.get(cacheKey(kind.name, { ...s, ...owner }), async () => {
    const filters = kind.filters(s)
    const text = await kind.text(db, s.q)
    // Prepared statements, but where the values decide the plan (the words of full text, a closed range): those
    // are planned for their values on every run. On PostgreSQL the values are placeholders either way, so each
    // statement is written once per shape of search.
    const prepare = text === undefined && !kind.valueSensitive?.(filters)
    const binding = plansOnce(db) ? new Binding() : undefined
    const where = kind.conditions({ ...filters, ...owner }, text, binding?.bind ?? inline)
    const shaped = { ...s, ...owner, places: text?.places }
    // `once`: whether this statement may be planned once (a kind without prepared cards plans its page each run).
    const statement = (variant: string, once = prepare): boolean | StatementShape =>
      binding ? binding.shape(kind.name, variant, shaped, once ? 'once' : 'each run') : prepare
    const visible = searchScope(kind.table, kind.joinsAdvertiser?.(filters))
    const plan = kind.plan(s, text)
    const bounds = { limit: s.per_page, offset: (s.page - 1) * s.per_page }
    // Pages and sorts of one search share its count, which only a write changes (or, filtering on something the
    // clock changes, like a highlight's expiry, the kind says so).
    const countKey = cacheKey(`${kind.name}:count`, { ...filters, ...owner })
    const lasting = kind.countLasting(filters)
    const known = cache.peek<MatchCount>(countKey)
    // The count not known yet: read with the page, in the same statement. A prepared search decides in it
    // between gathering and walking; one planned for its values (words, a closed range) finds its matches once
    // and sorts them when they are few, on its first page only (a later page past the last match would read no
    // count, and need a second statement). On PostgreSQL only: there a prepared statement is planned once per
    // connection; the embedded engine would plan both ways of choosing the page on every search.
    if (!known && kind.countedSummaries && plansOnce(db) && (prepare || bounds.offset === 0)) {
      const since = cache.generation
      const counted = prepare
        ? countedPage(kind.table.id, visible, where, plan, bounds)
        : countedMatches(kind.table, visible, where, plan, bounds)
      const variant = prepare ? 'counted page' : 'counted matches'
      const { data, matchCount: read } = await kind.countedSummaries(db, counted, statement(variant))
      // An empty page read no count: the first page, a search without matches; a later one, past the last.
      const count =
        read !== null
          ? matchCount(read)
          : bounds.offset === 0
            ? matchCount(0)
            : await countListings(db, visible, where, COUNT_CAP, statement('count'))
      cache.remember(countKey, count, since, { lasting })
      return { data, meta: cappedPageMeta(s.page, s.per_page, count, data.length) }
    }
    const count = await (known ??
      cache.get(countKey, () => countListings(db, visible, where, COUNT_CAP, statement('count')), {
        lasting,
      }))
    const page = { ...bounds, count }
    const ids = pageIdsQuery(kind.table.id, visible, where, plan, page)
    // The page's ids and its cards in one statement (gathered and walked pages are two statements).
    const cards = statement(`page, ${pageWay(page)}`, prepare && kind.countedSummaries !== undefined)
    const data = ids ? await kind.summaries(db, ids, cards) : []
    return { data, meta: cappedPageMeta(s.page, s.per_page, count, data.length) }
  })
}
