// The trust module's public face: the badges' expressions for cards, pages and the search's tie-breaker.
export { documentedListing, verifiedAdvertiser } from './signals'
export { privateStorage } from './private-files'
export { trustRoutes } from './routes'
export { refreshPhotosOnSite } from './on-site'
