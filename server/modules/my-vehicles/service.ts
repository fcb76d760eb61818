import type { MyVehicle, MyVehiclesPage, MyVehicleSummary } from '../../../src/domain/my-vehicle'
import { msg } from '../../../src/domain/messages'
import {
  lockedVehicleFields,
  vehicleMsg,
  type VehicleInput,
  type VehicleMediaInput,
} from '../../../src/domain/vehicle-input'
import {
  vehicleStatusMsg,
  vehicleStatusName,
  vehicleTargetAction,
  type OwnerTarget,
} from '../../../src/domain/vehicle-status'
import { afterEdit, changedColumns, holdOf, moveListing } from '../listings/lifecycle'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { pageMeta, toImage, townOf } from '../../http/public-read'
import { galleryOf } from '../listings/gallery'
import type { ListingWriteDeps } from '../my-properties/service'
import { resolvePhotos } from '../my-properties/photos'
import { findVehicleImages } from '../vehicles/repository'
import { vehicleAlt } from '../vehicles/summary'
import { checkMedia, vehicleLimits } from './limits'
import {
  countMine,
  findCatalogueEntry,
  findMine,
  findMinePage,
  findOptionalItemIds,
  findUnknownOptionalItems,
  insertVehicle,
  replaceGallery,
  replaceOptionalItems,
  rowValues,
  updateVehicle,
  type MineDetailRow,
  type MineRow,
  type Tx,
} from './repository'

export type { ListingWriteDeps }

/** Status names and refusals in the advertiser's words (src/domain/vehicle-status.ts). */
export const statusName = vehicleStatusName
export const transitionMsg = vehicleStatusMsg.transition
export const archivedMsg = {
  already: vehicleStatusMsg.alreadyArchived,
  notArchived: vehicleStatusMsg.notArchived,
  edit: vehicleStatusMsg.archived,
} as const

const notMine = () => notFound(vehicleMsg.notFound)

function summaryAttributes(r: MineDetailRow | MineRow) {
  const x = r.vehicle
  return {
    name: x.name,
    status: x.status,
    vehicle_type: x.vehicleType,
    brand: r.brand,
    model: r.model,
    version: x.version,
    year: x.year,
    price: x.price,
    mileage: x.mileage,
    ...townOf(x.cityId),
    photos_count: Number(r.photos),
    views: Number(r.views),
    leads: Number(r.leads),
    rejection_reason: x.status === 'inactive' ? x.rejectionReason : null,
    hold: holdOf(x),
    archived: x.deletedAt !== null,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
  }
}

function toSummary(r: MineRow): MyVehicleSummary {
  const cover = r.cover ? toImage({ ...r.cover, id: r.cover.id }, r.cover.alt) : null
  return { id: String(r.vehicle.id), type: 'vehicle', attributes: { ...summaryAttributes(r), cover } }
}

export async function listMine(
  db: Db,
  userId: number,
  archived: boolean,
  page: number,
  perPage: number,
): Promise<MyVehiclesPage> {
  const [rows, total, limits] = await Promise.all([
    findMinePage(db, userId, archived, perPage, (page - 1) * perPage),
    countMine(db, userId, archived),
    vehicleLimits(db, userId),
  ])
  return { data: rows.map(toSummary), meta: { ...pageMeta(page, perPage, total), limits } }
}

/** The detail of a row (the owner's form, or the back office's review). */
export async function toDetail(db: Tx, r: MineDetailRow): Promise<MyVehicle> {
  const x = r.vehicle
  const [images, optionalItemIds] = await Promise.all([
    findVehicleImages(db as Db, x.id),
    findOptionalItemIds(db, x.id),
  ])
  const { gallery, coverIndex, cover } = galleryOf(
    images,
    vehicleAlt({ brand: r.brand, model: r.model, year: x.year }),
  )
  return {
    id: String(x.id),
    type: 'vehicle',
    attributes: {
      ...summaryAttributes(r),
      cover,
      photos_count: gallery.length,
      brand_id: x.brandId,
      model_id: x.modelId,
      description: x.description,
      color: x.color,
      fuel_type: x.fuelType,
      condition: x.condition,
      plate: x.plate,
      plate_last_digit: x.plateLastDigit,
      transmission: x.transmission,
      steering_wheel: x.steeringWheel,
      bodywork: x.bodywork,
      doors: x.doors,
      one_owner: x.oneOwner,
      accepts_exchange: x.acceptsExchange,
      show_contact: x.showContact,
      financing_status: x.financingStatus,
      optional_item_ids: optionalItemIds,
      city_id: x.cityId,
      zip_code: x.zipCode,
      youtube_url: x.youtubeUrl,
      code: x.code,
      images: gallery,
      cover_index: coverIndex,
      reviewed_at: x.reviewedAt?.toISOString() ?? null,
    },
  }
}

export async function getMine(db: Db, userId: number, id: number): Promise<MyVehicle | null> {
  const r = await findMine(db, userId, id)
  return r ? toDetail(db, r) : null
}

/** The brand, model, year and version must be an active entry of the catalogue; the optional items known ones. */
async function checkCatalogue(db: Tx, input: VehicleInput): Promise<void> {
  const found = await findCatalogueEntry(db, {
    vehicleType: input.vehicle_type,
    brandId: input.brand_id,
    modelId: input.model_id,
    year: input.year,
    version: input.version,
  })
  if (!found.brand) throw apiError(422, vehicleMsg.brand, { code: 'invalid_brand', pointer: '/brand_id' })
  if (!found.model) throw apiError(422, vehicleMsg.model, { code: 'invalid_model', pointer: '/model_id' })
  if (!found.year) throw apiError(422, vehicleMsg.version, { code: 'invalid_year', pointer: '/year' })
  const unknown = await findUnknownOptionalItems(db, input.optional_item_ids)
  if (unknown.length > 0)
    throw apiError(422, vehicleMsg.optionalItem, {
      code: 'invalid_optional_item',
      pointer: '/optional_item_ids',
    })
}

/** POST /v1/vehicles: a draft (no photos yet: they come in the media step, before publishing). */
export async function createVehicle(
  deps: ListingWriteDeps,
  userId: number,
  input: VehicleInput,
): Promise<number> {
  await checkCatalogue(deps.db, input)
  // A draft is in no search answer: the cache stays.
  return deps.db.transaction(async (tx) => {
    const id = await insertVehicle(tx, userId, rowValues(input))
    await replaceOptionalItems(tx, id, input.optional_item_ids)
    return id
  })
}

/** The owner's vehicle that is not archived: 404 for anyone else's, 409 for an archived one. */
async function editable(db: Tx, userId: number, id: number): Promise<MineDetailRow> {
  const r = await findMine(db, userId, id)
  if (!r) throw notMine()
  if (r.vehicle.deletedAt) throw apiError(409, archivedMsg.edit, { code: 'archived' })
  return r
}

const isLive = (r: MineDetailRow) => r.vehicle.status === 'published' && r.vehicle.deletedAt === null

/** PUT /v1/vehicles/:id: every field but type, brand, model and version, which stay as created. */
export async function updateMyVehicle(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: VehicleInput,
): Promise<void> {
  const r = await editable(deps.db, userId, id)
  const current = {
    vehicle_type: r.vehicle.vehicleType,
    brand_id: r.vehicle.brandId,
    model_id: r.vehicle.modelId,
    version: r.vehicle.version,
  }
  for (const field of lockedVehicleFields)
    if (input[field] !== current[field])
      throw apiError(422, vehicleMsg.locked, { code: 'locked_field', pointer: `/${field}` })
  await checkCatalogue(deps.db, input)
  const values = rowValues(input)
  const itemsBefore = await findOptionalItemIds(deps.db, id)
  const itemsChanged = [...itemsBefore].sort().join() !== [...input.optional_item_ids].sort().join()
  await deps.db.transaction(async (tx) => {
    await updateVehicle(tx, id, values)
    await replaceOptionalItems(tx, id, input.optional_item_ids)
    await afterEdit(tx, {
      kind: 'vehicle',
      id,
      status: r.vehicle.status,
      changed: [...changedColumns(r.vehicle, values), ...(itemsChanged ? ['optionalItems'] : [])],
      price: { from: r.vehicle.price, to: values.price },
    })
  })
  if (isLive(r)) deps.searchCache.invalidate('listing updated')
}

/** PUT /v1/vehicles/:id/media: the gallery (new uploads or photos it has), the cover and the video. */
export async function setMyVehicleMedia(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: VehicleMediaInput,
): Promise<void> {
  const r = await editable(deps.db, userId, id)
  await checkMedia(deps.db, userId, input.photos.length, input.youtube_url !== null)
  // A live listing keeps at least one photo, as publishing required.
  if (input.photos.length === 0 && (isLive(r) || r.vehicle.status === 'pending'))
    throw apiError(422, msg.vehicleImages, { code: 'photos_required', pointer: '/photos' })
  const current = await findVehicleImages(deps.db, id)
  const { mediaIds, coverIndex } = await resolvePhotos(
    deps,
    userId,
    input.photos,
    input.cover_index,
    new Set(current.map((img) => img.id)),
  )
  const photosChanged =
    mediaIds.join() !== current.map((img) => img.id).join() || coverIndex !== galleryOf(current).coverIndex
  await deps.db.transaction(async (tx) => {
    await replaceGallery(tx, id, mediaIds, coverIndex)
    await updateVehicle(tx, id, { youtubeUrl: input.youtube_url })
    await afterEdit(tx, {
      kind: 'vehicle',
      id,
      status: r.vehicle.status,
      changed: [
        ...(photosChanged ? ['photos'] : []),
        ...(input.youtube_url !== r.vehicle.youtubeUrl ? ['youtubeUrl'] : []),
      ],
    })
  })
  if (isLive(r)) deps.searchCache.invalidate('listing photos changed')
}

const advertiser = (userId: number) => ({ type: 'advertiser' as const, userId })

/**
 * PUT /v1/vehicles/:id/status, through the listing lifecycle. Publishing sends the listing to review (pending),
 * needs at least one photo and a place in the plan; it clears the reason of an earlier refusal.
 */
export async function changeMyVehicleStatus(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  to: OwnerTarget,
): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: vehicleTargetAction[to] })
}

/** POST /v1/vehicles/:id/archive: out of the dashboard's list and out of search, whatever its status. */
export async function archiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'archive' })
}

/**
 * POST /v1/vehicles/:id/unarchive: back with its status, except a live one, which comes back paused; one in review
 * takes its place in the plan again. A staff archive is lifted by staff only.
 */
export async function unarchiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'unarchive' })
}

/** DELETE /v1/vehicles/:id: gone for good (photos links, optional items and views with it; leads keep their text). */
export async function deleteMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'delete' })
}

/** POST /v1/vehicles/:id/review-request: the advertiser asks staff to look again at a listing they hold. */
export async function requestVehicleReview(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  message?: string,
): Promise<void> {
  await moveListing(deps, {
    kind: 'vehicle',
    id,
    actor: advertiser(userId),
    action: 'request_review',
    message,
  })
}
