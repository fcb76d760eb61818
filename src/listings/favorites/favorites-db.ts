// Saved (favourite) listings, on this device only: their own small database, apart from the outbox's schema
// (src/lib/offline/db.ts belongs to the outbox). A favourite keeps what its card needs, so /favoritos renders
// offline without any query; the listing's detail is prefetched into the query cache (prefetch.ts).
import { smallDb } from '../../lib/browser/idb-store'
import type { rentalPeriods } from '../../domain/enums'
import type { Image } from '../../domain/media'

export const FAVORITES_DB = 'mercado-irece-favorites'
const CHANNEL = 'mercado-irece-favorites'

export type FavoriteType = 'property' | 'vehicle'

export interface Favorite {
  /** `${type}:${id}` */
  key: string
  type: FavoriteType
  id: string
  /** The detail page's path. */
  path: string
  title: string
  /** Whole reais; null is 'Sob consulta'. */
  price: number | null
  /** A rent's period ("/mês" after the price); absent in favourites saved before it, and for sales. */
  rental_period?: (typeof rentalPeriods)[number] | null
  /** A second line, e.g. a vehicle's version and year. */
  subtitle: string | null
  place: string
  cover: Pick<Image, 'base' | 'width' | 'height'> | null
  savedAt: number
}

const db = smallDb<Favorite>(FAVORITES_DB, 1, 'favorites', (database, oldVersion) => {
  if (oldVersion < 1) {
    const store = database.createObjectStore('favorites', { keyPath: 'key' })
    store.createIndex('by-saved', 'savedAt')
  }
})

export const favoriteKey = (type: FavoriteType, id: string): string => `${type}:${id}`

const listeners = new Set<() => void>()
let channel: BroadcastChannel | null = null
const emit = () => listeners.forEach((l) => l())

/** Calls `listener` after any change here or in another tab. */
export function subscribeFavorites(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = emit
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      channel?.close()
      channel = null
    }
  }
}

function changed() {
  emit()
  channel?.postMessage('changed')
}

/** Newest first. */
export async function listFavorites(): Promise<Favorite[]> {
  return (await db.getAllFromIndex('by-saved')).reverse()
}

export async function favoriteKeys(): Promise<Set<string>> {
  return new Set((await db.getAllKeys()) as string[])
}

export async function saveFavorite(favorite: Favorite): Promise<void> {
  await db.put(favorite)
  changed()
}

export async function removeFavorite(key: string): Promise<void> {
  await db.delete(key)
  changed()
}
