import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'

/**
 * The app shell and every route chunk, injected at build time. Hashed files are fetched once per build;
 * caches left by older Workbox versions are removed.
 */
export function installPrecache(entries: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(entries)
}
