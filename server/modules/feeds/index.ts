// The feeds module's public face: VRSync import and export of an agency's portfolio.
export { feedRoutes } from './routes'
export { readListings } from './xml-tree'
export { readListing } from './vrsync-listing'
