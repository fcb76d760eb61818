// The admin-moderation module's public face: what other server modules may import from it.
export { adminModerationRoutes } from './routes'
export { riskLateral, type RiskReason } from './risk-score'
