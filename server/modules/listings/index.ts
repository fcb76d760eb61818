// The listings module's public face: what other server modules may import from it.
export { galleryOf } from './gallery'
export {
  afterEdit,
  changedColumns,
  counts,
  holdOf,
  lifecycleTables,
  moveInTx,
  moveListing,
  pauseBeyondPlan,
  resumeWithinPlan,
  listingsHoldingPlaces,
} from './lifecycle'
export type { EditChange, ListingIds, LiveListing } from './lifecycle'
export type { LifecycleValues } from './lifecycle/tables'
export { coverOf, findCovers, findImages, pageWithCovers } from './media'
export type { MediaLink, PageIds } from './media'
export type { PagePlan, SortKey } from './page'
export { relatedListings } from './related'
export type { ChooseRelated } from './related'
export { addDetailRoute, addRelatedRoute, addSearchRoute } from './routes'
export { hiddenAdvertisers, publicConditions, publicScope } from './scope'
export type { ListingTable, Scope } from './scope'
export { searchListings } from './search'
export type { Owner, SearchKind } from './search'
