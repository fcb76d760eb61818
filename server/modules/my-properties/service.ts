import type { PropertyCreate, PropertyUpdate } from '../../../src/domain/property-input'
import type { MyPropertiesPage, MyProperty, MyPropertySummary } from '../../../src/domain/my-property'
import { uploadMsg } from '../../../src/domain/upload'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { pageMeta, toImage, townOf } from '../../http/public-read'
import type { SearchInvalidator } from '../search/cache'
import { galleryOf } from '../listings/gallery'
import type { UploadDeps } from '../uploads/service'
import { checkActiveLimit, listingLimits, lockUser, planLimits } from './limits'
import { resolvePhotos } from './photos'
import {
  countMine,
  findImages,
  findMine,
  findMinePage,
  insertProperty,
  replaceGallery,
  rowValues,
  updateProperty,
  type MineDetailRow,
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
    highlighted: r.highlighted,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

function toSummary(r: MineRow): MyPropertySummary {
  const cover = r.cover?.id != null ? toImage({ ...r.cover, id: r.cover.id }, r.cover.alt) : null
  return {
    id: String(r.id),
    type: 'property',
    attributes: { ...summaryAttributes(r), cover, photos_count: Number(r.photos) },
  }
}

export async function listMine(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<MyPropertiesPage> {
  const [rows, total, limits] = await Promise.all([
    findMinePage(db, userId, perPage, (page - 1) * perPage),
    countMine(db, userId),
    listingLimits(db, userId),
  ])
  return { data: rows.map(toSummary), meta: { ...pageMeta(page, perPage, total), limits } }
}

export async function getMine(db: Db, userId: number, id: number): Promise<MyProperty | null> {
  const r = await findMine(db, userId, id)
  if (!r) return null
  const images = await findImages(db, id)
  const { gallery, coverIndex, cover } = galleryOf(images)
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      ...summaryAttributes(r),
      cover,
      photos_count: gallery.length,
      description: r.description,
      rental_days: r.rentalDays,
      rent_price: r.rentPrice,
      condo_fee: r.condoFee,
      iptu_monthly: r.iptuMonthly,
      bedroom: r.bedroom,
      suite: r.suite,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      square_meters: r.squareMeters,
      built_area_meters: r.builtAreaMeters,
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

async function checkGallery(db: Db, userId: number, count: number) {
  const { gallery } = await planLimits(db, userId)
  if (count > gallery)
    throw apiError(422, uploadMsg.tooMany(gallery), { code: 'too_many', pointer: '/photos' })
}

/** POST /v1/properties: the listing, its photos (finished uploads) and its status, within the plan. */
export async function createListing(
  deps: ListingWriteDeps,
  userId: number,
  input: PropertyCreate,
): Promise<number> {
  await checkGallery(deps.db, userId, input.photos.length)
  // Uploads are resolved before the transaction: finishing one may store image variants (slow, idempotent).
  const { mediaIds, coverIndex } = await resolvePhotos(deps, userId, input.photos, input.cover_index)
  const id = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    if (input.status === 'active') await checkActiveLimit(tx, userId)
    const id = await insertProperty(tx, userId, rowValues(input))
    await replaceGallery(tx, id, mediaIds, coverIndex)
    return id
  })
  // Search shows active listings only: a draft changes none of its answers.
  if (input.status === 'active') deps.searchCache.invalidate('listing published')
  return id
}

/** PUT /v1/properties/:id: only the owner's, not archived; 404 otherwise (never tells others' ids apart). */
export async function updateListing(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: PropertyUpdate,
): Promise<void> {
  const existing = await findMine(deps.db, userId, id)
  if (!existing) throw notFound(MY_PROPERTY_NOT_FOUND)
  await checkGallery(deps.db, userId, input.photos.length)
  const current = await findImages(deps.db, id)
  const { mediaIds, coverIndex } = await resolvePhotos(
    deps,
    userId,
    input.photos,
    input.cover_index,
    new Set(current.map((img) => img.id)),
  )
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    if (input.status === 'active' && existing.status !== 'active') await checkActiveLimit(tx, userId, id)
    await updateProperty(tx, id, rowValues(input))
    await replaceGallery(tx, id, mediaIds, coverIndex, new Map(current.map((img) => [img.id, img.alt])))
  })
  // Fields, photos and cover show in search answers while the listing is active, before or after the change.
  if (input.status === 'active' || existing.status === 'active')
    deps.searchCache.invalidate('listing updated')
}
