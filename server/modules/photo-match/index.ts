// The photo-match module's public face.
export { backfillPhotoHashes } from './backfill'
export { bandsOf, nearHashesQuery } from './bands'
export { registerClonedPhotoCheck } from './check'
export { findPhotoMatches } from './match'
export { photoMatchRoutes } from './routes'
