import type { WorkboxPlugin } from 'workbox-core'
import { PACK_PHOTOS_CACHE } from '../src/lib/offline/packs/photos'
import { PACK_MAX_AGE_MS, PACK_REFRESH_TAG, refreshPacks } from '../src/lib/offline/packs/refresh'

interface PeriodicSyncEventLike extends ExtendableEvent {
  tag: string
}

/**
 * Periodic Background Sync (Chromium, installed app): the page registers 'town-pack-refresh' once a pack is
 * downloaded; the browser wakes this worker about daily on a good connection and the packs are brought current.
 */
export function installTownPackRefresh(self: ServiceWorkerGlobalScope): void {
  // TypeScript's WebWorker lib has no PeriodicSyncEvent: the string overload of addEventListener.
  self.addEventListener('periodicsync', (event: Event) => {
    const e = event as PeriodicSyncEventLike
    if (e.tag === PACK_REFRESH_TAG) e.waitUntil(refreshPacks())
  })
  // Where the browser has no periodic sync: when the app opens (a navigation reaches this worker), packs older
  // than a day are checked, at most once an hour, without the page's JavaScript carrying any of it.
  let checked = 0
  self.addEventListener('fetch', (event) => {
    if (event.request.mode !== 'navigate' || Date.now() - checked < 60 * 60 * 1000) return
    checked = Date.now()
    if (self.navigator.onLine) event.waitUntil(refreshPacks(PACK_MAX_AGE_MS))
  })
}

const variant = /\/\d+\.webp$/

/**
 * For the media route: a listing photo the network cannot bring comes from the town packs, which keep the 320 px
 * variant of each listing's cover (a card or a gallery asking for a larger one gets that).
 */
export const packPhotoFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(PACK_PHOTOS_CACHE)
    const url = new URL(request.url)
    return (await cache.match(url.pathname.replace(variant, '/320.webp'))) ?? undefined
  },
}
