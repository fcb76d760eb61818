import type { IncomingMessage } from 'node:http'
import { analyticsIdValid } from '../../../src/domain/analytics-ids'
import type { WebsiteSettings } from '../../../src/domain/settings'
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
 * website settings name them (src/lib/analytics). Their hosts are allowed only while their id is set, so a site
 * without trackers lets no third-party script run. Hits go out as images, beacons or fetches (GA4 sends to a
 * regional *.google-analytics.com or *.analytics.google.com host with sendBeacon): images and connections.
 */
type AnalyticsIds = WebsiteSettings['analytics']

export interface TrackerSources {
  scripts: string[]
  beacons: string[]
}

const google = {
  scripts: ['https://www.googletagmanager.com'],
  beacons: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
}
const pixel = { scripts: ['https://connect.facebook.net'], beacons: ['https://www.facebook.com'] }

/** The hosts of the trackers whose ids are set (an id of the wrong shape loads nothing, so allows nothing). */
export function trackerSources(ids: AnalyticsIds): TrackerSources {
  const on = [
    ...(analyticsIdValid.tag(ids.tag_id) || analyticsIdValid.manager(ids.tag_manager_id) ? [google] : []),
    ...(analyticsIdValid.pixel(ids.pixel_id) ? [pixel] : []),
  ]
  return {
    scripts: [...new Set(on.flatMap((t) => t.scripts))],
    beacons: [...new Set(on.flatMap((t) => t.beacons))],
  }
}

export const NO_TRACKERS: TrackerSources = { scripts: [], beacons: [] }

/** Where the security headers plugin leaves the request's tracker hosts for the policy to read. */
export const TRACKERS = Symbol('csp-trackers')
type WithTrackers = IncomingMessage & { [TRACKERS]?: TrackerSources }

/** A directive value read per request (helmet's form): the hosts, or nothing when none is set. */
const perRequest =
  (pick: (t: TrackerSources) => string[]) =>
  (req: IncomingMessage): string =>
    pick((req as WithTrackers)[TRACKERS] ?? NO_TRACKERS).join(' ')

/**
 * Content Security Policy directives (helmet's form): our own origin only, plus YouTube for the video a visitor
 * asks for, the configured map hosts and the trackers the website settings name (style, tiles, glyphs and sprites are fetched, or drawn as images).
 */
export function cspDirectives(config: Pick<Config, 'MAP_STYLE_URL' | 'MAP_ORIGINS'>) {
  const map = mapOrigins(config)
  return {
    defaultSrc: ["'self'"],
    // The only inline scripts: the server-rendered pages' locale warm-up and boot (server/modules/seo/deferred-boot.ts), by its hash.
    scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES, perRequest((t) => t.scripts)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', perRequest((t) => t.beacons), ...map],
    connectSrc: ["'self'", perRequest((t) => t.beacons), ...map],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.youtube-nocookie.com'],
    upgradeInsecureRequests: null,
  }
}
