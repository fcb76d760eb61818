import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { packPhotoFallback } from './town-packs'

const DAY = 24 * 60 * 60

/** Cache names, versioned so a change of policy starts from empty caches. */
export const cacheNames = {
  media: 'media-v1',
  settings: 'api-settings-v1',
  publicApi: 'api-public-v1',
  lazyAssets: 'assets-v1',
  mapTiles: 'map-tiles-v1',
} as const

const settingsPaths = new Set(['/api/settings', '/api/vehicles/settings'])
const imageFile = /\.(webp|avif|jpe?g|png|gif)$/i
/** Map tiles (`…/{z}/{x}/{y}.pbf`) and glyph ranges (`…/0-255.pbf`) of a configured MAP_STYLE_URL style. */
const mapResource = /\/\d+\/\d+\/\d+(@2x)?\.(pbf|mvt|png|jpe?g|webp)$|\/\d+-\d+\.pbf$/i

/** Runtime caches: lazy build assets, listing photos, the site settings and (as a fallback) the public reads. */
export function installRuntimeCaches(): void {
  // Build assets left out of the precache (the map library, ~300 KB: not every visitor's download on 3G).
  // Hashed names never change content, so the first use caches them for offline.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: cacheNames.lazyAssets,
      plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
    }),
  )

  // Photos are content-addressed (a new photo is a new URL), so a cached one never goes stale. Bounded by
  // count and age so cheap phones keep their storage; dropped first when the quota runs out.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/media/') &&
      (request.destination === 'image' || imageFile.test(url.pathname)),
    new CacheFirst({
      cacheName: cacheNames.media,
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        packPhotoFallback,
      ],
    }),
  )

  // Map tiles seen once stay for offline use, bounded (the bundled style fetches none; MAP_STYLE_URL may).
  registerRoute(
    ({ url }) => mapResource.test(url.pathname),
    new CacheFirst({
      cacheName: cacheNames.mapTiles,
      plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
    }),
  )

  // Loaded on every start: answer from the cache at once and refresh it in the background.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && settingsPaths.has(url.pathname),
    new StaleWhileRevalidate({
      cacheName: cacheNames.settings,
      plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
    }),
  )

  // Public listing reads (no token: never anyone's private data). The persisted query cache is the
  // primary offline store; this answers the queries it no longer holds and those asked while the link
  // is too slow to wait for.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/docs') &&
      // Town packs live in their own database: a second copy here would only take a phone's storage.
      !url.pathname.startsWith('/api/town-packs') &&
      !settingsPaths.has(url.pathname) &&
      !request.headers.has('authorization'),
    new NetworkFirst({
      cacheName: cacheNames.publicApi,
      networkTimeoutSeconds: 6,
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
    }),
  )
}
