// The listing lifecycle: every move of a property or a vehicle between states (src/domain/listing-lifecycle.ts
// holds the table), what an edit does to a live listing, and the plan's places. docs/lifecycle.md explains it.
export {
  moveListing,
  moveInTx,
  counts,
  type Actor,
  type LifecycleDeps,
  type MoveRequest,
  type MoveResult,
} from './move'
export { afterEdit, changedColumns, isContentChange, type AfterEdit, type EditChange } from './edit'
export { moveEvent, type ListingEvent, type ListingEventSink } from './events'
export { planSlots, checkPlanSlot } from './slots'
export { holdOf } from './hold'
export {
  pauseBeyondPlan,
  resumeWithinPlan,
  listingsHoldingPlaces,
  type ListingIds,
  type LiveListing,
} from './plan-change'
export { lifecycleTables, type LifecycleRow, type LifecycleTx } from './tables'
export { addRiskCheck, openRisks, type RiskCheck, type RiskFinding, type RiskSubject } from './risk'
