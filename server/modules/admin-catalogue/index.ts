// The admin-catalogue module's public face: what other server modules may import from it.
export { adminCatalogueRoutes } from './routes'
