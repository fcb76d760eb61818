import type { PaginationMeta } from '../../../src/domain/api'
import type { PropertyApiSearch, PropertySearch, PropertySummary } from '../../../src/domain/property'
import type { Db } from '../../db/client'
import { properties as p } from '../../db/schema'
import { pageMeta } from '../../http/public-read'
import { cacheKey, type SearchDeps } from '../search/cache'
import { normaliseQ, textMatch, type TextMatch } from '../search/text'
import { filterConditions, hiddenAdvertisers, publicScope } from './filters'
import { countProperties, findPageIds, type PageOrder } from './page'
import { findSummaries } from './repository'
import { toSummary } from './summary'

/** The order of a search: an explicit sort wins; else distance with `near`, relevance with `q`, else recent. */
function pageOrder(search: PropertyApiSearch, text: TextMatch | undefined): PageOrder {
  if (search.sort) return { kind: search.sort }
  if (search.near) return { kind: 'distance', lat: search.near[0]!, lng: search.near[1]! }
  if (text) return { kind: 'relevance', rank: text.rank }
  return { kind: 'recent' }
}

/** The text condition of `q` (full text or a resembling place), or undefined without words. */
export async function propertyText(db: Db, q: string | undefined): Promise<TextMatch | undefined> {
  const words = normaliseQ(q)
  if (!words) return undefined
  return textMatch(db, words, p.searchVector, {
    cityId: p.cityId,
    neighborhood: p.neighborhood,
    street: p.street,
  })
}

export type SearchScope = { userId?: number }

export function searchProperties(
  deps: SearchDeps,
  search: PropertyApiSearch | PropertySearch,
  scope: SearchScope = {},
): Promise<{ data: PropertySummary[]; meta: PaginationMeta }> {
  const s: PropertyApiSearch = { ...search, q: normaliseQ(search.q)?.toLowerCase() }
  const { db, searchCache: cache } = deps
  return cache.get(cacheKey('properties', { ...s, ...scope }), async () => {
    const { page, per_page: perPage, sort: _sort, near: _near, ...filters } = s
    const [text, hidden] = await Promise.all([propertyText(db, s.q), hiddenAdvertisers(deps)])
    const where = filterConditions({ ...filters, ...scope }, text)
    const visible = publicScope(hidden)
    // Pages and sorts of one search share its count, which only a write changes (or, filtering on highlights,
    // their expiry).
    const total = await cache.get(
      cacheKey('properties:count', { ...filters, ...scope }),
      () => countProperties(db, visible, where),
      { lasting: filters.highlighted === undefined },
    )
    const ids = await findPageIds(db, visible, where, pageOrder(s, text), {
      limit: perPage,
      offset: (page - 1) * perPage,
      total,
    })
    const rows = await findSummaries(db, ids)
    return { data: rows.map(toSummary), meta: pageMeta(page, perPage, total) }
  })
}
