import { createContext, useContext, useSyncExternalStore } from 'react'
import { lowDataAsServed, lowDataNow, subscribeLowData } from './mode'

/** On the server: the mode decided from the request (its cookie and Save-Data header); null in the browser. */
export const ServerLowData = createContext<boolean | null>(null)

/**
 * Whether the page is in low-data mode. Hydration renders what the server rendered, then the browser's own hints
 * (its connection type) take over.
 */
export function useLowData(): boolean {
  const server = useContext(ServerLowData)
  return useSyncExternalStore(subscribeLowData, lowDataNow, () => server ?? lowDataAsServed())
}
