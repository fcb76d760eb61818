// The advertisers module's public face: what other server modules may import from it.
export { findAdvertiserSummary, findPhones } from './repository'
export { ADVERTISER_NOT_FOUND } from './service'
