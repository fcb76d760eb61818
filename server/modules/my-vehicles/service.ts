import type { VehicleStatus } from '../../../src/domain/enums'
import type { MyVehicle, MyVehiclesPage, MyVehicleSummary } from '../../../src/domain/my-vehicle'
import { msg } from '../../../src/domain/messages'
import {
  lockedVehicleFields,
  vehicleMsg,
  type VehicleInput,
  type VehicleMediaInput,
} from '../../../src/domain/vehicle-input'
import { canOwnerMove, unarchivedStatus, type OwnerTarget } from '../../../src/domain/vehicle-status'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { pageMeta, toImage, townOf } from '../../http/public-read'
import { galleryOf } from '../listings/gallery'
import type { ListingWriteDeps } from '../my-properties/service'
import { resolvePhotos } from '../my-properties/photos'
import { findVehicleImages } from '../vehicles/repository'
import { vehicleAlt } from '../vehicles/summary'
import { checkActiveVehicles, checkMedia, vehicleLimits } from './limits'
import {
  countMine,
  deleteVehicle,
  findCatalogueEntry,
  findMine,
  findMinePage,
  findOptionalItemIds,
  findUnknownOptionalItems,
  insertVehicle,
  moveStatus,
  replaceGallery,
  replaceOptionalItems,
  rowValues,
  updateVehicle,
  type MineDetailRow,
  type MineRow,
  type Tx,
} from './repository'

export type { ListingWriteDeps }

/** Status names in the advertiser's words, for the refusals below. */
export const statusName: Record<VehicleStatus, string> = {
  draft: 'rascunho',
  pending: 'em revisão',
  published: 'publicado',
  paused: 'pausado',
  sold: 'vendido',
  suspended: 'suspenso',
  inactive: 'recusado',
}
const actionName: Record<OwnerTarget, string> = {
  pending: 'publicar',
  paused: 'pausar',
  sold: 'marcar como vendido',
}

export const transitionMsg = (from: VehicleStatus, to: OwnerTarget) =>
  `Não é possível ${actionName[to]} um veículo ${statusName[from]}.`
export const archivedMsg = {
  already: 'Este veículo já está arquivado.',
  notArchived: 'Este veículo não está arquivado.',
  edit: 'Desarquive o veículo para alterá-lo.',
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
  await deps.db.transaction(async (tx) => {
    await updateVehicle(tx, id, rowValues(input))
    await replaceOptionalItems(tx, id, input.optional_item_ids)
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
  await deps.db.transaction(async (tx) => {
    await replaceGallery(tx, id, mediaIds, coverIndex)
    await updateVehicle(tx, id, { youtubeUrl: input.youtube_url })
  })
  if (isLive(r)) deps.searchCache.invalidate('listing photos changed')
}

/**
 * PUT /v1/vehicles/:id/status, checked against ownerTransitions (src/domain/vehicle-status.ts). Publishing sends the
 * listing to review (pending) and needs at least one photo; it clears the reason of an earlier refusal.
 */
export async function changeMyVehicleStatus(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  to: OwnerTarget,
): Promise<void> {
  const r = await editable(deps.db, userId, id)
  const from = r.vehicle.status
  if (!canOwnerMove(from, to))
    throw apiError(409, transitionMsg(from, to), { code: 'invalid_transition', pointer: '/status' })
  if (to === 'pending' && Number(r.photos) === 0)
    throw apiError(422, msg.vehicleImages, { code: 'photos_required', pointer: '/photos' })
  if (to === 'pending') await checkActiveVehicles(deps.db, userId, id)
  const moved = await moveStatus(deps.db, id, from, {
    status: to,
    ...(to === 'pending' ? { rejectionReason: null } : {}),
  })
  if (!moved) throw apiError(409, transitionMsg(from, to), { code: 'invalid_transition', pointer: '/status' })
  if (from === 'published') deps.searchCache.invalidate('listing status changed')
}

/** POST /v1/vehicles/:id/archive: out of the dashboard's list and out of search, whatever its status. */
export async function archiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  const r = await findMine(deps.db, userId, id)
  if (!r) throw notMine()
  if (r.vehicle.deletedAt) throw apiError(409, archivedMsg.already, { code: 'archived' })
  await updateVehicle(deps.db, id, { deletedAt: new Date() })
  if (isLive(r)) deps.searchCache.invalidate('listing archived')
}

/** POST /v1/vehicles/:id/unarchive: back with its status, except a live one, which comes back paused. */
export async function unarchiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  const r = await findMine(deps.db, userId, id)
  if (!r) throw notMine()
  if (!r.vehicle.deletedAt) throw apiError(409, archivedMsg.notArchived, { code: 'not_archived' })
  // Never back to 'published': no search answer changes.
  await updateVehicle(deps.db, id, { deletedAt: null, status: unarchivedStatus(r.vehicle.status) })
}

/** DELETE /v1/vehicles/:id: gone for good (photos links, optional items and views with it; leads keep their text). */
export async function deleteMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  const r = await findMine(deps.db, userId, id)
  if (!r) throw notMine()
  await deleteVehicle(deps.db, id)
  if (isLive(r)) deps.searchCache.invalidate('listing deleted')
}
