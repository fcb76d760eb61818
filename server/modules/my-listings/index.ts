// The advertiser's listings' public face: the one write path (create, edit) and the status moves, for other server
// modules that write an advertiser's listings on their behalf (a portfolio feed's import).
export { createListing, updateListing } from './property-plug'
export { archiveListing, changeStatus, unarchiveListing } from './property-status'
export { listingWriteDeps } from './route-helpers'
export type { ListingWriteDeps } from './deps'
