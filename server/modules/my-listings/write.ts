import type { PgTable } from 'drizzle-orm/pg-core'
import { publicStatus, type ListingAction, type ListingKind } from '../../../src/domain/listing-lifecycle'
import type { ListingPhoto } from '../../../src/domain/property-input'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { afterEdit, changedColumns, moveEvent, moveInTx } from '../listings'
import { checkGalleryLimit, checkVideoAllowed, effectivePlanLimits, lockUser } from '../plan-limits'
import type { ListingWriteDeps, Tx } from './deps'
import { replaceGallery, type GalleryTable } from './gallery'
import { resolvePhotos } from './photos'

// The one write path of the advertiser's listings, for both kinds: the row, its photos and cover, its video, and
// the status asked for, in one transaction under the advertiser's lock. Each kind plugs in its table, fields and
// checks; every status move goes through the listing lifecycle, which checks the table and the plan's places.

/** The columns every kind's row has that this path reads. */
export interface ListingRow<S extends string> {
  status: S
  deletedAt: Date | null
  youtubeUrl: string | null
  price: number | null
  /** A staff hold: the advertiser may still edit the content, not move the status. */
  hold: string | null
}

/** The current photos of a listing, in gallery order. */
interface CurrentImage {
  id: number
  alt: string | null
  isCover: boolean
}

/** What a kind brings to the write path. */
export interface ListingPlug<S extends string, Row extends ListingRow<S>, Fields, Values extends object> {
  kind: ListingKind
  /** 404 detail for a listing that is not the advertiser's. */
  notFound: string
  /** 409 detail for an edit of an archived listing. */
  archived: string
  gallery: GalleryTable<PgTable>
  images: (db: Db, id: number) => Promise<CurrentImage[]>
  /** The advertiser's listing, archived or not. */
  findOwned: (db: Tx, userId: number, id: number) => Promise<Row | null>
  /** The kind's own checks of the fields (the catalogue for vehicles; what an edit may not change). */
  checkFields?: (db: Tx, fields: Fields, existing: Row | null) => Promise<void>
  /** The row's columns from the fields (never the status: the lifecycle writes it). */
  values: (fields: Fields) => Values
  insert: (
    tx: Tx,
    userId: number,
    values: Values & { youtubeUrl: string | null; status: S },
  ) => Promise<number>
  update: (tx: Tx, id: number, values: Partial<Values> & { youtubeUrl?: string | null }) => Promise<void>
  /** The kind's other tables (the vehicle's optional items); answers the names of what changed. */
  writeExtras?: (tx: Tx, id: number, fields: Fields, created: boolean) => Promise<string[]>
  /** The status a new listing is saved with, before the lifecycle moves it where it was asked to go. */
  saved: S
  /** The lifecycle's action toward the status asked for; null when there is no move to make. */
  action: (asked: S, current: S) => ListingAction | null
  /** Refuses a gallery of `photos` on a listing in `status` (a vehicle live or in review keeps one). */
  checkPhotos?: (status: S, photos: number) => void
  /** What the kind works out from the saved row and photos, before any status move (a property's on-site photos). */
  afterSave?: (tx: Tx, id: number) => Promise<unknown>
}

/** The photos, cover and video of a write; on an edit, what is left out stays as it is. */
export interface MediaInput {
  photos?: ListingPhoto[]
  /**
   * Photos the server itself fetched and stored (a feed's), as media ids in gallery order, the first the cover;
   * instead of `photos`. Never from a request body.
   */
  storedPhotos?: number[]
  cover_index?: number
  youtube_url?: string | null
}

/** One write: the kind's fields (none for a photos-only edit), the media and the status asked for. */
export interface ListingWrite<S extends string, Fields> extends MediaInput {
  fields?: Fields
  status?: S
}

const advertiser = (userId: number) => ({ type: 'advertiser' as const, userId })

/**
 * The plan's gallery size and video option, before any upload is resolved. A video the listing already has is
 * kept on an edit (a plan changed since does not make the listing unsavable); a new or changed one is checked.
 */
async function checkMedia(db: Tx, userId: number, input: MediaInput, currentVideo: string | null) {
  const limits = await effectivePlanLimits(db, userId)
  if (input.photos) checkGalleryLimit(limits, input.photos.length)
  if (input.storedPhotos) checkGalleryLimit(limits, new Set(input.storedPhotos).size)
  const video = input.youtube_url
  checkVideoAllowed(limits, video !== undefined && video !== null && video !== currentVideo)
}

/** The media ids of the write's photos in order and the cover; null when the write leaves the photos alone. */
async function galleryOfWrite(
  deps: ListingWriteDeps,
  userId: number,
  input: MediaInput,
  current: CurrentImage[],
) {
  if (!input.photos && !input.storedPhotos) return null
  const ids = new Set(current.map((img) => img.id))
  const resolved = input.storedPhotos
    ? { mediaIds: [...new Set(input.storedPhotos)], coverIndex: 0 }
    : await resolvePhotos(deps, userId, input.photos ?? [], input.cover_index ?? 0, ids)
  const coverAt = Math.max(
    0,
    current.findIndex((img) => img.isCover),
  )
  const same =
    resolved.mediaIds.length === current.length &&
    resolved.mediaIds.every((id, i) => id === current[i]!.id) &&
    (current.length === 0 || resolved.coverIndex === coverAt)
  return { ...resolved, changed: !same }
}

/** The columns a write sets, without the ones it leaves as they are. */
const defined = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T

/**
 * Creates a listing with its photos, cover and video, saved unpublished; when another status is asked for, the
 * lifecycle moves it there in the same transaction (a refusal, the plan's or the table's, creates nothing).
 */
export async function createMine<S extends string, Row extends ListingRow<S>, Fields, Values extends object>(
  plug: ListingPlug<S, Row, Fields, Values>,
  deps: ListingWriteDeps,
  userId: number,
  input: ListingWrite<S, Fields> & { fields: Fields; status: S },
): Promise<number> {
  await plug.checkFields?.(deps.db, input.fields, null)
  await checkMedia(deps.db, userId, input, null)
  // Uploads are resolved before the transaction: finishing one may store image variants (slow, idempotent).
  const gallery = await galleryOfWrite(deps, userId, input, [])
  const { id, status } = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const values = { ...plug.values(input.fields), youtubeUrl: input.youtube_url ?? null, status: plug.saved }
    const id = await plug.insert(tx, userId, values)
    if (gallery) await replaceGallery(tx, plug.gallery, id, gallery.mediaIds, gallery.coverIndex)
    await plug.writeExtras?.(tx, id, input.fields, true)
    await plug.afterSave?.(tx, id)
    const action = plug.action(input.status, plug.saved)
    if (!action) return { id, status: plug.saved as string }
    const moved = await moveInTx(tx, { kind: plug.kind, id, actor: advertiser(userId), action }, userId)
    return { id, status: moved.after?.status ?? plug.saved }
  })
  // Search shows public listings only: anything else changes none of its answers.
  if (status === publicStatus[plug.kind]) {
    deps.searchCache.invalidate('listing published', userId)
    deps.listingEvents?.emit({ type: 'live', kind: plug.kind, id })
  }
  return id
}

/**
 * Edits the advertiser's listing (404 for anyone else's, 409 archived): the fields, the photos and the video that
 * the write carries. Inside the transaction, after the row is written, the lifecycle hears what changed (a content
 * edit of a live vehicle sends it back to review), then moves it to the status asked for, unless staff hold it.
 */
export async function updateMine<S extends string, Row extends ListingRow<S>, Fields, Values extends object>(
  plug: ListingPlug<S, Row, Fields, Values>,
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: ListingWrite<S, Fields>,
): Promise<void> {
  const existing = await plug.findOwned(deps.db, userId, id)
  if (!existing) throw notFound(plug.notFound)
  if (existing.deletedAt) throw apiError(409, plug.archived, { code: 'archived' })
  if (input.fields !== undefined) await plug.checkFields?.(deps.db, input.fields, existing)
  await checkMedia(deps.db, userId, input, existing.youtubeUrl)
  const current = await plug.images(deps.db, id)
  const gallery = await galleryOfWrite(deps, userId, input, current)
  plug.checkPhotos?.(existing.status, gallery ? gallery.mediaIds.length : current.length)
  const fields: Partial<Values> = input.fields !== undefined ? plug.values(input.fields) : {}
  const values = defined({ ...fields, youtubeUrl: input.youtube_url })
  const after = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await plug.update(tx, id, values)
    const changed = changedColumns(existing as Record<string, unknown>, values)
    if (gallery?.changed) {
      const alts = new Map(current.map((img) => [img.id, img.alt]))
      await replaceGallery(tx, plug.gallery, id, gallery.mediaIds, gallery.coverIndex, alts)
      changed.push('photos')
    }
    if (input.fields !== undefined)
      changed.push(...((await plug.writeExtras?.(tx, id, input.fields, false)) ?? []))
    await plug.afterSave?.(tx, id)
    const price = (values as { price?: number | null }).price
    const edited = await afterEdit(tx, {
      kind: plug.kind,
      id,
      status: existing.status,
      changed,
      ...(changed.includes('price') ? { price: { from: existing.price, to: price ?? null } } : {}),
    })
    const status = edited.status as S
    const action =
      input.status === undefined || existing.hold || edited.held ? null : plug.action(input.status, status)
    if (!action) return { status, drop: edited.drop }
    const moved = await moveInTx(tx, { kind: plug.kind, id, actor: advertiser(userId), action }, userId)
    return { status: (moved.after?.status ?? status) as S, drop: edited.drop, moved }
  })
  // Fields, photos and cover show in search answers while the listing is public, before or after the change.
  const isPublic = (status: string) => status === publicStatus[plug.kind]
  if (isPublic(existing.status) || isPublic(after.status))
    deps.searchCache.invalidate('listing updated', userId)
  // After the commit: a drop of a listing that stays live, or a move that made it live or ended it.
  const event = after.moved ? moveEvent(plug.kind, after.moved.before, after.moved.after) : null
  if (event) deps.listingEvents?.emit(event)
  else if (after.drop && isPublic(after.status))
    deps.listingEvents?.emit({ type: 'price_drop', kind: plug.kind, id, ...after.drop })
}
