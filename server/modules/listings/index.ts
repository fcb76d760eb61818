// The listings module's public face: what other server modules may import from it.
export { galleryOf, withCoverOnly } from './gallery'
export {
  addRiskCheck,
  afterEdit,
  changedColumns,
  counts,
  holdOf,
  lifecycleTables,
  moveEvent,
  moveInTx,
  moveListing,
  openRisks,
  pauseBeyondPlan,
  resumeWithinPlan,
  listingsHoldingPlaces,
} from './lifecycle'
export type {
  EditChange,
  ListingEvent,
  ListingEventSink,
  ListingIds,
  LiveListing,
  RiskCheck,
  RiskFinding,
  RiskSubject,
} from './lifecycle'
export type { LifecycleValues } from './lifecycle/tables'
export { coverOf, findCovers, findImages, pageWithCovers } from './media'
export type { MediaLink, PageIds } from './media'
export { intLiteral } from './page'
export type { PagePlan, SortKey } from './page'
export { dropColumns, priceHistory, recentDropPercent, PRICE_DROP_DAYS } from './price-history'
export { relatedListings } from './related'
export { listingStatesRoutes } from './states-routes'
export type { ChooseRelated } from './related'
export { addDetailRoute, addRelatedRoute, addSearchRoute } from './routes'
export { hiddenAdvertisers, publicConditions, publicScope } from './scope'
export type { ListingTable, Scope } from './scope'
export { countedCards, searchListings } from './search'
export type { Owner, SearchKind } from './search'
export { listingFacts, type ListingFacts } from './listing-facts'
