import { useSyncExternalStore } from 'react'
import { whenIdle } from '../../lib/browser/idle'
import { favoriteKeys, listFavorites, subscribeFavorites, type Favorite } from './favorites-db'

// One read of the saved keys for every heart on the page (a grid has dozens), refreshed on any change.
let keys: ReadonlySet<string> = new Set()
let list: readonly Favorite[] | null = null
const listeners = new Set<() => void>()
let stop: (() => void) | null = null

async function refresh() {
  try {
    ;[keys, list] = await Promise.all([favoriteKeys(), listFavorites()])
  } catch {
    // IndexedDB unavailable (some private modes): nothing is saved, the hearts stay empty.
    keys = new Set()
    list = []
  }
  listeners.forEach((l) => l())
}

// With push on here, the server follows the new list (follows.ts, loaded on the first change). A failed send is not
// the visitor's concern: the next change, or turning push on again, sends the whole list.
const followChanges = () =>
  void import('./follows').then((follows) => follows.syncFollows()).catch(() => undefined)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!stop) {
    stop = subscribeFavorites(() => {
      void refresh()
      followChanges()
    })
    // Read once the page is idle: opening IndexedDB must not compete with the first screen (the hearts fill in).
    whenIdle(() => void refresh(), 1_000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      stop?.()
      stop = null
    }
  }
}

export const useIsFavorite = (key: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => keys.has(key),
    () => false,
  )

/** The saved listings, newest first; null until read. */
export const useFavoriteList = (): readonly Favorite[] | null =>
  useSyncExternalStore(
    subscribe,
    () => list,
    () => null,
  )
