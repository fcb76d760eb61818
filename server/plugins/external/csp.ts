import { INLINE_SCRIPT_SOURCES } from '../../modules/seo/deferred-boot'
import type { Config } from '../../config'

/** The hosts a configured map style may be fetched from: its own and the ones MAP_ORIGINS adds. */
export function mapOrigins(config: Pick<Config, 'MAP_STYLE_URL' | 'MAP_ORIGINS'>): string[] {
  const origins = [
    ...(config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : []),
    ...(config.MAP_ORIGINS ?? []),
  ]
  return [...new Set(origins)]
}

/**
 * The analytics tag, tag manager and ad pixel: loaded by the app only after cookie consent, and only when the
 * website settings name them (src/lib/analytics). Their hits go out as images, beacons or fetches (GA4 sends
 * to a regional *.google-analytics.com or *.analytics.google.com host with sendBeacon), so they are allowed as
 * images and as connections.
 */
const trackers = {
  scripts: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  beacons: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
  ],
}

/**
 * Content Security Policy directives (helmet's form): our own origin only, plus YouTube for the video a visitor
 * asks for and the configured map hosts (style, tiles, glyphs and sprites are fetched, or drawn as images).
 */
export function cspDirectives(config: Pick<Config, 'MAP_STYLE_URL' | 'MAP_ORIGINS'>) {
  const map = mapOrigins(config)
  return {
    defaultSrc: ["'self'"],
    // The only inline scripts: the server-rendered pages' locale warm-up and boot (server/modules/seo/deferred-boot.ts), by its hash.
    scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES, ...trackers.scripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...trackers.beacons, ...map],
    connectSrc: ["'self'", ...trackers.beacons, ...map],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.youtube-nocookie.com'],
    upgradeInsecureRequests: null,
  }
}
