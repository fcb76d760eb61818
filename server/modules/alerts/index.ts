// The alerts module's public face: saved searches, matching listings against them, delivering alerts.
export { deliverDue, type DeliveryResult } from './deliver'
export { buildDigest, enqueueDigests, nextDigestAt } from './digest'
export { onListingEvent } from './listen'
export { matchListing, type MatchEvent } from './match'
export { alertPublicRoutes, savedSearchRoutes } from './routes'
export { unsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-token'
