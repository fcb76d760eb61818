import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { outboxInUse } from '../../lib/offline/boot'

const ConnectionIndicator = lazy(() =>
  import('../../features/offline/connection-indicator').then((m) => ({ default: m.ConnectionIndicator })),
)

function subscribeOnline(onChange: () => void): () => void {
  addEventListener('online', onChange)
  addEventListener('offline', onChange)
  return () => {
    removeEventListener('online', onChange)
    removeEventListener('offline', onChange)
  }
}

/**
 * The header's connection bar, loaded the first time it can show something (offline, or the outbox in use)
 * and kept from then on: while online with nothing queued it is empty, so the home page does not pay for it.
 */
export function ConnectionSlot() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
  const [queued, setQueued] = useState(false)
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    let active = true
    void outboxInUse().then(() => active && setQueued(true))
    return () => {
      active = false
    }
  }, [])
  if ((!online || queued) && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <ConnectionIndicator />
    </Suspense>
  ) : null
}
