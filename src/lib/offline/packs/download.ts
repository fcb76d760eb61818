// Downloads a town's pack part by part. Each part is stored with its photos in one step, and the pack record
// lists the parts it holds: after a reload, a dropped connection or a pause, the download goes on from the first
// missing part. A new version (a listing added, edited or gone) is fetched over the old one, which stays
// searchable until the new one is complete. No DOM-only APIs: the service worker refreshes packs too.
import type { TownPack, TownPackPart } from '../../../domain/town-pack'
import { listingKey, openPacksDb, type StoredPack } from './db'
import { packPhotoUrl, prunePackPhotos, storePackPhotos } from './photos'

export interface PackProgress {
  town: string
  partsDone: number
  parts: number
  bytesDone: number
  /** The estimate the server gave before the download. */
  bytes: number
}

export interface DownloadOptions {
  signal?: AbortSignal
  onProgress?: (progress: PackProgress) => void
}

export class PackHttpError extends Error {
  constructor(readonly status: number) {
    super(`town pack: HTTP ${status}`)
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<{ body: T; bytes: number }> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } })
  if (!res.ok) throw new PackHttpError(res.status)
  const text = await res.text()
  return { body: JSON.parse(text) as T, bytes: text.length }
}

const progressOf = (p: StoredPack): PackProgress => ({
  town: p.town,
  partsDone: p.partsDone.length,
  parts: p.parts,
  bytesDone: p.bytesDone,
  bytes: p.bytes,
})

/** The server's current description of a town's pack. */
export const fetchTownPack = async (town: string, signal?: AbortSignal): Promise<TownPack> =>
  (await getJson<{ data: TownPack }>(`/api/town-packs/${encodeURIComponent(town)}`, signal)).body.data

/** Fetches the parts of `town`'s pack this device lacks; resolves with the pack once complete. */
export async function downloadPack(town: string, options: DownloadOptions = {}): Promise<StoredPack> {
  const { signal, onProgress } = options
  const db = await openPacksDb()
  const current = await fetchTownPack(town, signal)
  let pack = await db.get('packs', town)
  if (!pack || pack.version !== current.version) {
    pack = { ...current, partsDone: [], bytesDone: 0, checkedAt: pack?.checkedAt ?? 0, complete: false }
    await db.put('packs', pack)
  }
  onProgress?.(progressOf(pack))
  for (let part = 0; part < pack.parts; part++) {
    if (pack.partsDone.includes(part)) continue
    signal?.throwIfAborted()
    const url = `/api/town-packs/${encodeURIComponent(town)}/parts/${part}`
    const { body, bytes } = await getJson<TownPackPart>(url, signal)
    // The pack changed while we were fetching it: start over on the new version (the parts cut differently).
    if (body.meta.version !== pack.version) return downloadPack(town, options)
    const photos = body.data.flatMap((p) => p.attributes.images.slice(0, 1).map(packPhotoUrl))
    const photoBytes = await storePackPhotos(photos, signal)
    const tx = db.transaction(['packs', 'listings'], 'readwrite')
    for (const data of body.data) {
      void tx
        .objectStore('listings')
        .put({ key: listingKey(data.type, data.id), town, version: pack.version, part, data })
    }
    pack = { ...pack, partsDone: [...pack.partsDone, part], bytesDone: pack.bytesDone + bytes + photoBytes }
    void tx.objectStore('packs').put(pack)
    await tx.done
    onProgress?.(progressOf(pack))
  }
  return finish(town, pack)
}

/** The pack is whole: listings of an older version (gone since) and their photos leave the device. */
async function finish(town: string, pack: StoredPack): Promise<StoredPack> {
  const db = await openPacksDb()
  const tx = db.transaction(['packs', 'listings'], 'readwrite')
  let cursor = await tx.objectStore('listings').index('town').openCursor(town)
  while (cursor) {
    if (cursor.value.version !== pack.version) await cursor.delete()
    cursor = await cursor.continue()
  }
  const done = { ...pack, complete: true, checkedAt: Date.now() }
  await tx.objectStore('packs').put(done)
  await tx.done
  await prunePackPhotos(await photosInUse())
  return done
}

async function photosInUse(): Promise<Set<string>> {
  const listings = await (await openPacksDb()).getAll('listings')
  return new Set(listings.flatMap((l) => l.data.attributes.images.slice(0, 1).map(packPhotoUrl)))
}

/** Removes a town's pack: its listings, its record, and the photos no other pack uses. */
export async function removePack(town: string): Promise<void> {
  const db = await openPacksDb()
  const tx = db.transaction(['packs', 'listings'], 'readwrite')
  let cursor = await tx.objectStore('listings').index('town').openCursor(town)
  while (cursor) {
    await cursor.delete()
    cursor = await cursor.continue()
  }
  await tx.objectStore('packs').delete(town)
  await tx.done
  await prunePackPhotos(await photosInUse())
}

export async function storedPacks(): Promise<StoredPack[]> {
  return (await openPacksDb()).getAll('packs')
}
