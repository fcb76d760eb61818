import { useCallback, useEffect, useMemo, useState } from 'react'
import { createDraftAutosave, deleteDraft, loadDraft, type AutosaveStatus } from '../../../lib/offline/drafts'
import type { VehicleFormValues } from './vehicle-values'

// The vehicle form's draft in IndexedDB (src/lib/offline/drafts.ts), as the property editor keeps its own: read
// once on open, written as the user types (debounced) and flushed when the page is hidden, so a reload, a closed
// tab or a lost signal loses nothing typed. Dropped once the server has the vehicle.

export const vehicleDraftKey = (id: string | null, type: string) =>
  id ? `vehicle:${id}` : `vehicle:new:${type}`

interface StoredDraft {
  v: 1
  values: VehicleFormValues
}

export type VehicleDraftLoad =
  { state: 'loading' } | { state: 'ready'; values: VehicleFormValues | null; savedAt: number | null }

export function useVehicleDraft(key: string) {
  const [load, setLoad] = useState<{ key: string; result: VehicleDraftLoad } | null>(null)
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' })
  const autosave = useMemo(() => createDraftAutosave(key, { onStatus: setStatus }), [key])

  useEffect(() => {
    let alive = true
    void loadDraft(key)
      .then((d) => {
        const stored = d?.value as StoredDraft | undefined
        if (alive)
          setLoad({
            key,
            result: {
              state: 'ready',
              values: stored?.v === 1 ? stored.values : null,
              savedAt: d?.savedAt ?? null,
            },
          })
      })
      .catch(() => alive && setLoad({ key, result: { state: 'ready', values: null, savedAt: null } }))
    const flush = () => void autosave.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      alive = false
      window.removeEventListener('pagehide', flush)
      void autosave.flush()
    }
  }, [key, autosave])

  const save = useCallback(
    (values: VehicleFormValues) => autosave.schedule({ v: 1, values } satisfies StoredDraft),
    [autosave],
  )
  return {
    load: load?.key === key ? load.result : ({ state: 'loading' } as const),
    status,
    save,
    discard: async () => {
      autosave.cancel()
      setStatus({ state: 'idle' })
      await deleteDraft(key)
    },
  }
}
