import type { PaginationMeta } from '../../../src/domain/api'
import type { PropertyApiSearch, PropertySearch, PropertySummary } from '../../../src/domain/property'
import type { Db } from '../../db/client'
import type { PageIds } from '../listings'
import { properties as p } from '../../db/schema'
import { countedCards, searchListings, type Owner, type SearchKind } from '../listings'
import type { SearchDeps, StatementShape } from '../search'
import { normaliseQ, textMatch, type TextMatch } from '../search'
import { filterConditions, propertyTable, type PropertyFilters } from './filters'
import { propertyPlan } from './order'
import { findSummaries } from './repository'
import { toSummary } from './summary'

/** The text condition of `q` (full text or a resembling place), or undefined without words. */
export async function propertyText(db: Db, q: string | undefined): Promise<TextMatch | undefined> {
  const words = normaliseQ(q)
  if (!words) return undefined
  return textMatch(db, words, p.searchVector, {
    cityId: p.cityId,
    neighborhood: p.publicNeighborhood,
    street: p.publicStreet,
  })
}

export const propertySummaries = async (
  db: Db,
  ids: PageIds,
  prepare: boolean | StatementShape = false,
): Promise<PropertySummary[]> => (await findSummaries(db, ids, prepare)).map(toSummary)

const countedProperties = countedCards(findSummaries, toSummary)

export const propertyKind: SearchKind<PropertyApiSearch, PropertyFilters, PropertySummary> = {
  name: 'properties',
  table: propertyTable,
  filters: ({ page: _page, per_page: _perPage, sort: _sort, near: _near, ...filters }) => filters,
  text: propertyText,
  conditions: filterConditions,
  plan: propertyPlan,
  valueSensitive: (f) =>
    (f.price_min !== undefined && f.price_max !== undefined) ||
    (f.area_min !== undefined && f.area_max !== undefined) ||
    (f.area_ha_min !== undefined && f.area_ha_max !== undefined),
  // Filtering on highlights, the count changes when one expires.
  countLasting: (filters) => filters.highlighted === undefined,
  summaries: propertySummaries,
  countedSummaries: countedProperties,
}

export function searchProperties(
  deps: SearchDeps,
  search: PropertyApiSearch | PropertySearch,
  owner: Owner = {},
): Promise<{ data: PropertySummary[]; meta: PaginationMeta }> {
  return searchListings(propertyKind, deps, search, owner)
}
