// The admin-overview module's public face: what other server modules may import from it.
export { adminOverviewRoutes } from './routes'
