// The audit module's public face: what other server modules may import from it.
export { auditRoutes } from './routes'
