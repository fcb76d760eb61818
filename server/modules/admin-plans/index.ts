// The admin-plans module's public face: what other server modules may import from it.
export { adminPlanRoutes } from './routes'
