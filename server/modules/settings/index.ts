// The settings module's public face: what other server modules may import from it.
export { findSettingsValue } from './repository'
export { getWebsiteSettings } from './service'
