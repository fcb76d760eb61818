import type { PropertyCreate, PropertyUpdate } from '../../../src/domain/property-input'
import type {
  MyPropertiesPage,
  MyProperty,
  MyPropertySummary,
  PropertyLimits,
} from '../../../src/domain/my-property'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { pageMeta, toImage, townOf } from '../../http/public-read'
import type { SearchInvalidator } from '../search/cache'
import { galleryOf } from '../listings/gallery'
import type { UploadDeps } from '../uploads/service'
import { lockUser } from '../plan-limits/service'
import { countActive } from './limits'
import { isSubscribed } from '../../../src/domain/plan-limits'
import {
  propertyStatusMsg,
  propertyTargetAction,
  type PropertyOwnerTarget,
} from '../../../src/domain/property-status'
import { afterEdit, changedColumns, holdOf, moveInTx, moveListing } from '../listings/lifecycle'
import {
  checkGalleryLimit,
  checkHighlightLimit,
  checkVideoAllowed,
  effectivePlanLimits,
  highlightEnd,
} from '../plan-limits/service'
import { resolvePhotos } from './photos'
import {
  countHighlights,
  countMine,
  findImages,
  findMine,
  findMinePage,
  findOwned,
  insertProperty,
  patchProperty,
  replaceGallery,
  rowValues,
  updateProperty,
  type MineDetailRow,
  type MineFilter,
  type MineRow,
} from './repository'

/** A listing write: the finished uploads it takes, and the search answers it changes. */
export type ListingWriteDeps = UploadDeps & { searchCache: SearchInvalidator }

export const MY_PROPERTY_NOT_FOUND = 'O imóvel que você está procurando não existe ou foi removido.'

function summaryAttributes(r: MineDetailRow) {
  return {
    name: r.name,
    status: r.status,
    category: r.category,
    listing_type: r.listingType,
    price: r.priceOnRequest ? null : r.price,
    price_on_request: r.priceOnRequest,
    rental_period: r.rentalPeriod,
    ...townOf(r.cityId),
    neighborhood: r.neighborhood,
    highlighted: highlightIsOn(r),
    highlighted_until: highlightIsOn(r) ? (r.highlightedUntil?.toISOString() ?? null) : null,
    archived_at: r.deletedAt?.toISOString() ?? null,
    hold: holdOf(r),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

function toSummary(r: MineRow): MyPropertySummary {
  const cover = r.cover?.id != null ? toImage({ ...r.cover, id: r.cover.id }, r.cover.alt) : null
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      ...summaryAttributes(r),
      cover,
      photos_count: Number(r.photos),
      views: Number(r.views),
      leads: Number(r.leads),
    },
  }
}

/** A highlight counts while the listing is published and the highlight has not expired. */
function highlightIsOn(r: Pick<MineDetailRow, 'highlighted' | 'highlightedUntil' | 'status' | 'deletedAt'>) {
  return (
    r.highlighted &&
    r.status === 'active' &&
    r.deletedAt === null &&
    (r.highlightedUntil === null || r.highlightedUntil.getTime() > Date.now())
  )
}

/** The plan's limits with what is in use: published listings and current highlights. */
export async function propertyLimits(db: Db, userId: number): Promise<PropertyLimits> {
  const [plan, active, highlights] = await Promise.all([
    effectivePlanLimits(db, userId),
    countActive(db, userId),
    countHighlights(db, userId),
  ])
  return {
    properties: plan.properties,
    gallery: plan.gallery,
    active,
    subscribed: isSubscribed(plan),
    highlighted: plan.highlighted,
    highlights_active: highlights,
    highlight_days: plan.highlightDays,
    video: plan.video,
  }
}

export async function listMine(
  db: Db,
  userId: number,
  query: { page: number; per_page: number } & MineFilter,
): Promise<MyPropertiesPage> {
  const { page, per_page: perPage, ...filter } = query
  const [rows, total, limits] = await Promise.all([
    findMinePage(db, userId, perPage, (page - 1) * perPage, filter),
    countMine(db, userId, filter),
    propertyLimits(db, userId),
  ])
  return { data: rows.map(toSummary), meta: { ...pageMeta(page, perPage, total), limits } }
}

/** One of mine as the list shows it (archived or not), after an action. */
export async function summaryOf(db: Db, userId: number, id: number): Promise<MyPropertySummary> {
  const [row] = await findMinePage(db, userId, 1, 0, { id })
  if (!row) throw notFound(MY_PROPERTY_NOT_FOUND)
  return toSummary(row)
}

export async function getMine(db: Db, userId: number, id: number): Promise<MyProperty | null> {
  const r = await findMine(db, userId, id)
  if (!r) return null
  const [images, [counts]] = await Promise.all([findImages(db, id), findMinePage(db, userId, 1, 0, { id })])
  const { gallery, coverIndex, cover } = galleryOf(images)
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      ...summaryAttributes(r),
      cover,
      photos_count: gallery.length,
      views: Number(counts?.views ?? 0),
      leads: Number(counts?.leads ?? 0),
      description: r.description,
      rental_days: r.rentalDays,
      rent_price: r.rentPrice,
      condo_fee: r.condoFee,
      iptu_monthly: r.iptuMonthly,
      bedroom: r.bedroom,
      suite: r.suite,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      floor: r.floor,
      commercial_room: r.commercialRoom,
      square_meters: r.squareMeters,
      built_area_meters: r.builtAreaMeters,
      year_built: r.yearBuilt,
      allows_pets: r.allowsPets,
      features: r.features,
      youtube_url: r.youtubeUrl,
      address: {
        street: r.street,
        number: r.number,
        complement: r.complement,
        neighborhood: r.neighborhood,
        city_id: r.cityId,
        zip_code: r.zipCode,
        reference: r.reference,
        lat: r.lat,
        lng: r.lng,
        show_map: r.showMap,
      },
      images: gallery,
      cover_index: coverIndex,
    },
  }
}

/**
 * The plan's gallery size and video option, before any upload is resolved. A video the listing already has is
 * kept on an edit (a plan changed since does not make the listing unsavable); a new or changed one is checked.
 */
async function checkMedia(
  db: Db,
  userId: number,
  input: PropertyCreate | PropertyUpdate,
  currentVideo: string | null = null,
) {
  const limits = await effectivePlanLimits(db, userId)
  checkGalleryLimit(limits, input.photos.length)
  checkVideoAllowed(limits, input.youtube_url !== null && input.youtube_url !== currentVideo)
}

/** POST /v1/properties: the listing, its photos (finished uploads) and its status, within the plan. */
export async function createListing(
  deps: ListingWriteDeps,
  userId: number,
  input: PropertyCreate,
): Promise<number> {
  await checkMedia(deps.db, userId, input)
  // Uploads are resolved before the transaction: finishing one may store image variants (slow, idempotent).
  const { mediaIds, coverIndex } = await resolvePhotos(deps, userId, input.photos, input.cover_index)
  const id = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    // Saved unpublished, then published by the lifecycle (which counts the plan's places) when asked.
    const id = await insertProperty(tx, userId, { ...rowValues(input), status: 'pending' })
    await replaceGallery(tx, id, mediaIds, coverIndex)
    if (input.status !== 'pending')
      await moveInTx(
        tx,
        { kind: 'property', id, actor: advertiser(userId), action: propertyTargetAction[input.status] },
        userId,
      )
    return id
  })
  // Search shows active listings only: a draft changes none of its answers.
  if (input.status === 'active') deps.searchCache.invalidate('listing published')
  return id
}

/**
 * PUT /v1/properties/:id: only the owner's, not archived; 404 otherwise (never tells others' ids apart). The
 * content is saved and the status moved in one transaction; a listing staff hold keeps its status (the advertiser
 * may still correct it, then ask for a review).
 */
export async function updateListing(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: PropertyUpdate,
): Promise<void> {
  const existing = await findOwned(deps.db, userId, id)
  if (!existing) throw notFound(MY_PROPERTY_NOT_FOUND)
  if (existing.deletedAt) throw apiError(409, propertyStatusMsg.archived, { code: 'archived' })
  await checkMedia(deps.db, userId, input, existing.youtubeUrl)
  const current = await findImages(deps.db, id)
  const { mediaIds, coverIndex } = await resolvePhotos(
    deps,
    userId,
    input.photos,
    input.cover_index,
    new Set(current.map((img) => img.id)),
  )
  const { status: _wanted, ...values } = rowValues(input)
  const photosChanged =
    mediaIds.join() !== current.map((img) => img.id).join() || coverIndex !== galleryOf(current).coverIndex
  const moved = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await updateProperty(tx, id, values)
    await replaceGallery(tx, id, mediaIds, coverIndex, new Map(current.map((img) => [img.id, img.alt])))
    await afterEdit(tx, {
      kind: 'property',
      id,
      status: existing.status,
      changed: [...changedColumns(existing, values), ...(photosChanged ? ['photos'] : [])],
      price: { from: existing.price, to: values.price },
    })
    if (existing.hold || input.status === existing.status) return null
    return moveInTx(
      tx,
      { kind: 'property', id, actor: advertiser(userId), action: propertyTargetAction[input.status] },
      userId,
    )
  })
  // Fields, photos and cover show in search answers while the listing is active, before or after the change.
  if (existing.status === 'active' || moved?.after?.status === 'active')
    deps.searchCache.invalidate('listing updated')
}

/** The owner's listing (archived or not), or 404 for anyone else's or a missing one. */
async function owned(db: Db, userId: number, id: number) {
  const found = await findOwned(db, userId, id)
  if (!found) throw notFound(MY_PROPERTY_NOT_FOUND)
  return found
}

const advertiser = (userId: number) => ({ type: 'advertiser' as const, userId })

/** PUT /v1/properties/:id/status: one status action, checked against the lifecycle table and the plan. */
export async function changeStatus(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
  to: PropertyOwnerTarget,
): Promise<void> {
  await moveListing(deps, {
    kind: 'property',
    id,
    actor: advertiser(userId),
    action: propertyTargetAction[to],
  })
}

/** POST /v1/properties/:id/archive: hidden from the list and from search; keeps its status. */
export async function archiveListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'archive' })
}

/**
 * POST /v1/properties/:id/unarchive: back in the list with its status, except a published one, which comes back
 * paused (publishing it again counts the plan's limit and is one tap away). A staff archive is lifted by staff only.
 */
export async function unarchiveListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
) {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'unarchive' })
}

/** DELETE /v1/properties/:id: gone for good, archived or not (its photos' files stay with the media store). */
export async function removeListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'delete' })
}

/** POST /v1/properties/:id/review-request: the advertiser asks staff to look again at a listing they hold. */
export async function requestReview(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
  message?: string,
): Promise<void> {
  await moveListing(deps, {
    kind: 'property',
    id,
    actor: advertiser(userId),
    action: 'request_review',
    message,
  })
}

/** Leaving the highlights frees one of the plan's places. */
const noHighlight = { highlighted: false, highlightedUntil: null }

/** POST /v1/properties/:id/highlight: a published listing, within properties_highlighted_limit, for highlight_days. */
export async function highlightListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  const existing = await owned(deps.db, userId, id)
  if (existing.deletedAt) throw apiError(409, propertyStatusMsg.archived, { code: 'archived' })
  if (existing.status !== 'active')
    throw apiError(409, propertyStatusMsg.highlightNeedsActive, { code: 'not_published' })
  if (highlightIsOn(existing)) return
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [limits, inUse] = await Promise.all([effectivePlanLimits(tx, userId), countHighlights(tx, userId)])
    checkHighlightLimit(limits, inUse)
    await patchProperty(tx, id, { highlighted: true, highlightedUntil: highlightEnd(limits) })
  })
  deps.searchCache.invalidate('listing highlighted')
}

/** DELETE /v1/properties/:id/highlight: the listing leaves the highlights (a place of the plan is freed). */
export async function unhighlightListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  const existing = await owned(deps.db, userId, id)
  if (!existing.highlighted) return
  await patchProperty(deps.db, id, noHighlight)
  if (highlightIsOn(existing)) deps.searchCache.invalidate('listing highlight removed')
}
