// The billing module's public face: what other server modules may import from it.
export { grantWelcomePlan } from './free-plans'
export { reconcile } from './reconcile'
