import { useEffect, useMemo, useState } from 'react'
import type { Image } from '../../../domain/media'
import { watch, type OutboxEntry, type OutboxStatus } from '../../../lib/offline/outbox'
import { getUploadRecord } from '../../../lib/offline/upload-refs'
import { PHOTO_KIND } from '../../../lib/offline/upload-sender'
import type { PhotoItem } from '../form/values'

export interface PhotoState {
  status: OutboxStatus
  /** 0–1 while bytes flow. */
  progress: number
  /** The server's pt-BR message when it failed; a hint while it waits after a dropped connection. */
  error: string | null
  /** Queued and held back: by the connection (or a server not ready), or by the sign-in the upload needs. */
  waitingFor: 'connection' | 'login' | null
  /** What to show: the queued bytes, or the stored image once the upload finished. */
  preview: string | null
}

const LOST = 'Esta foto não está mais na fila de envio. Remova-a e escolha de novo.'

/**
 * The live state of the editor's photos: queued ones from the outbox (status, progress, error), finished
 * ones from the record their sender left (src/lib/offline/upload-refs.ts), existing ones from the listing.
 */
export function usePhotoQueue(photos: PhotoItem[]): Map<string, PhotoState> {
  // null until the outbox was first read: before that, no photo counts as gone.
  const [entries, setEntries] = useState<Map<string, OutboxEntry> | null>(null)
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map())
  const [images, setImages] = useState<Map<string, Image | null>>(new Map())

  useEffect(() => {
    // Object URLs of the queued bytes, kept after the upload finished (no need to fetch the image again).
    const urls = new Map<string, string>()
    const stop = watch((all) => {
      const next = new Map(all.map((e) => [e.id, e]))
      let added = false
      for (const e of all) {
        const body = e.request.body
        if (e.kind !== PHOTO_KIND || urls.has(e.id) || body.type !== 'bytes') continue
        urls.set(e.id, URL.createObjectURL(new Blob([body.value], { type: body.contentType })))
        added = true
      }
      if (added) setPreviews(new Map(urls))
      setEntries(next)
      // A photo seen in the queue is looked up again once it leaves it.
      setImages((prev) => {
        const kept = new Map([...prev].filter(([key]) => !next.has(key)))
        return kept.size === prev.size ? prev : kept
      })
    })
    return () => {
      stop()
      urls.forEach((url) => URL.revokeObjectURL(url))
    }
  }, [])

  // Photos that left the outbox: finished (a record with the image) or lost.
  const goneKeys = entries
    ? photos
        .filter((p) => p.kind === 'upload' && !entries.has(p.key) && !images.has(p.key))
        .map((p) => p.key)
        .join(',')
    : ''
  useEffect(() => {
    if (!goneKeys) return
    let alive = true
    void Promise.all(
      goneKeys.split(',').map(async (key) => [key, (await getUploadRecord(key))?.image ?? null] as const),
    ).then((found) => alive && setImages((prev) => new Map([...prev, ...found])))
    return () => {
      alive = false
    }
  }, [goneKeys])

  return useMemo(() => {
    const states = new Map<string, PhotoState>()
    for (const p of photos) {
      if (p.kind === 'existing') {
        states.set(p.key, done(`${p.image.base}/320.webp`))
        continue
      }
      const preview = previews.get(p.key) ?? null
      const entry = entries?.get(p.key)
      if (!entries) states.set(p.key, { ...done(preview), status: 'pending', progress: 0 })
      else if (entry) {
        const progress = entry.progress ? entry.progress.sent / Math.max(1, entry.progress.total) : 0
        states.set(p.key, {
          status: entry.status,
          progress,
          error: entry.status === 'failed' ? (entry.error?.detail ?? null) : null,
          waitingFor: waitingOf(entry),
          preview,
        })
      } else {
        const image = images.get(p.key)
        if (image === undefined) states.set(p.key, { ...done(preview), status: 'uploading' })
        else if (image === null) states.set(p.key, { ...done(preview), status: 'failed', error: LOST })
        else states.set(p.key, done(preview ?? `${image.base}/320.webp`))
      }
    }
    return states
  }, [photos, entries, images, previews])
}

const done = (preview: string | null): PhotoState => ({
  status: 'completed',
  progress: 1,
  error: null,
  waitingFor: null,
  preview,
})

/** Why a queued photo has not gone yet: a 401 means it waits for the advertiser to sign in, not for the network. */
export function waitingOf(entry: Pick<OutboxEntry, 'status' | 'error'>): PhotoState['waitingFor'] {
  if (entry.status !== 'pending' || entry.error === null) return null
  return entry.error.status === 401 ? 'login' : 'connection'
}
