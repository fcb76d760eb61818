import { useCallback, useEffect, useRef, useState } from 'react'
import type { TownPack } from '../../domain/town-pack'
import type { StoredPack } from '../../lib/offline/packs/db'
import type { PackProgress } from '../../lib/offline/packs/download'
import { warmMap } from '../../listings/map/warm-map'
import { registerPeriodicRefresh, requestPersistence } from './storage'

export type PackPhase = 'loading' | 'idle' | 'downloading' | 'paused' | 'failed' | 'done'

// The pack code is loaded when this screen needs it, never with the app's first JavaScript.
const packs = () => import('../../lib/offline/packs/download')
const refresh = () => import('../../lib/offline/packs/refresh')

const progressOf = (p: StoredPack): PackProgress => ({
  town: p.town,
  partsDone: p.partsDone.length,
  parts: p.parts,
  bytesDone: p.bytesDone,
  bytes: p.bytes,
})

/** One town's pack on this device: what it holds, the download's progress, and the visitor's actions. */
export function useTownPack(pack: TownPack, onChange: () => void) {
  const [phase, setPhase] = useState<PackPhase>('loading')
  const [progress, setProgress] = useState<PackProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    let live = true
    void packs()
      .then((m) => m.storedPacks())
      .then((all) => {
        const stored = all.find((p) => p.town === pack.town)
        if (!live) return
        if (stored) setProgress(progressOf(stored))
        setPhase(!stored ? 'idle' : stored.complete ? 'done' : 'paused')
      })
      .catch(() => live && setPhase('idle'))
    return () => {
      live = false
      controller.current?.abort()
    }
  }, [pack.town])

  const start = useCallback(async () => {
    const abort = new AbortController()
    controller.current = abort
    setPhase('downloading')
    void requestPersistence().then(onChange)
    try {
      const m = await packs()
      const done = await m.downloadPack(pack.town, { signal: abort.signal, onProgress: setProgress })
      setProgress(progressOf(done))
      setPhase('done')
      // The pack's points are drawn offline by the map library, which is cached on first use only.
      void warmMap()
      const { PACK_REFRESH_TAG, PACK_MAX_AGE_MS } = await refresh()
      void registerPeriodicRefresh(PACK_REFRESH_TAG, PACK_MAX_AGE_MS)
    } catch {
      setPhase(abort.signal.aborted ? 'paused' : 'failed')
    } finally {
      if (controller.current === abort) controller.current = null
      onChange()
    }
  }, [pack.town, onChange])

  // A dropped connection: the download goes on by itself from the first missing part when the signal returns.
  useEffect(() => {
    if (phase !== 'failed') return
    const resume = () => void start()
    addEventListener('online', resume)
    return () => removeEventListener('online', resume)
  }, [phase, start])

  const pause = useCallback(() => controller.current?.abort(), [])
  const remove = useCallback(async () => {
    controller.current?.abort()
    await (await packs()).removePack(pack.town)
    setProgress(null)
    setPhase('idle')
    onChange()
  }, [pack.town, onChange])

  return { phase, progress, start, pause, remove }
}
