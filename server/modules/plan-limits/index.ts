// The plan-limits module's public face: what other server modules may import from it.
export {
  checkGalleryLimit,
  checkHighlightLimit,
  checkVideoAllowed,
  currentPlanLimits,
  effectivePlanLimits,
  freePlanLimits,
  highlightEnd,
  lockUser,
  publishingLimits,
} from './service'
