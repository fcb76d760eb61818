// The admin-settings module's public face: what other server modules may import from it.
export { adminSettingsRoutes } from './routes'
