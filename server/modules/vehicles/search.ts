import type { PaginationMeta } from '../../../src/domain/api'
import type { VehicleSearch, VehicleSummary } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import type { PageIds } from '../listings'
import { searchListings, type Owner, type SearchKind } from '../listings'
import { preparedSelect, type SearchDeps, type StatementShape } from '../search'
import { filterConditions, vehicleTable, vehicleText, type VehicleFilters } from './filters'
import { vehiclePlan } from './order'
import { findVehicleSummaries } from './repository'
import { toSummary } from './summary'

/** `prepare`: as properties' cards (see propertySummaries); searches ask for them planned for their values. */
export const vehicleSummaries = async (
  db: Db,
  ids: PageIds,
  prepare: boolean | StatementShape = false,
): Promise<VehicleSummary[]> =>
  (await preparedSelect(db, () => findVehicleSummaries(db, ids), prepare)).map(toSummary)

export const vehicleKind: SearchKind<VehicleSearch, VehicleFilters, VehicleSummary> = {
  name: 'vehicles',
  table: vehicleTable,
  filters: ({ page: _page, per_page: _perPage, sort: _sort, ...filters }) => filters,
  text: vehicleText,
  conditions: filterConditions,
  // The seller type is the advertiser's profile.
  joinsAdvertiser: (filters) => filters.seller_type !== undefined,
  plan: vehiclePlan,
  valueSensitive: (f) =>
    (f.price_min !== undefined && f.price_max !== undefined) ||
    (f.year_min !== undefined && f.year_max !== undefined),
  countLasting: () => true,
  summaries: vehicleSummaries,
}

export function searchVehicles(
  deps: SearchDeps,
  search: VehicleSearch,
  owner: Owner = {},
): Promise<{ data: VehicleSummary[]; meta: PaginationMeta }> {
  return searchListings(vehicleKind, deps, search, owner)
}
