import type { Db } from '../../db/client'
import { cacheKey, type SearchDeps } from '../search'
import { hiddenAdvertisers, publicScope, type ListingTable, type Scope } from './scope'

/** The ids to show next to listing `id` (closest first), or null when that listing is not public. */
export type ChooseRelated = (db: Db, scope: Scope, id: number, limit: number) => Promise<number[] | null>

/** A detail page's block of other listings ("nearby", "similar"), cached like a search. */
export function relatedListings<Summary>(
  kind: { name: string; table: ListingTable; summaries(db: Db, ids: number[]): Promise<Summary[]> },
  block: string,
  choose: ChooseRelated,
) {
  return (deps: SearchDeps, id: number, limit: number): Promise<Summary[] | null> =>
    deps.searchCache.get(cacheKey(`${kind.name}:${block}`, { id, limit }), async () => {
      const scope = publicScope(kind.table, await hiddenAdvertisers(deps))
      const ids = await choose(deps.db, scope, id, limit)
      return ids && kind.summaries(deps.db, ids)
    })
}
