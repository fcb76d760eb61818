// The town packs module's public face: a town's live properties to download and see without internet.
export { townPackRoutes } from './routes'
export { BYTES_PER_LISTING, packVersion } from './service'
