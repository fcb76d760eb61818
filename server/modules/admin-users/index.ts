// The admin-users module's public face: what other server modules may import from it.
export { adminUserRoutes } from './routes'
