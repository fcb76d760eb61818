import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange)
  addEventListener('offline', onChange)
  return () => {
    removeEventListener('online', onChange)
    removeEventListener('offline', onChange)
  }
}

/** The browser's connection state. `true` can still mean a signal too weak to load anything (lie-fi). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
