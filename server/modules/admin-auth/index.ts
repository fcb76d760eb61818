// The admin-auth module's public face: what other server modules may import from it.
export { upsertAdmin } from './service'
