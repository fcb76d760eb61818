import type { VehicleStatus } from '../../../src/domain/enums'
import { msg } from '../../../src/domain/messages'
import {
  lockedVehicleFields,
  vehicleMsg,
  type VehicleCreate,
  type VehicleInput,
  type VehicleMediaInput,
  type VehicleUpdate,
} from '../../../src/domain/vehicle-input'
import { ownerTargets, vehicleTargetAction } from '../../../src/domain/vehicle-status'
import { apiError } from '../../http/errors'
import { counts } from '../listings'
import { findVehicleImages } from '../vehicles'
import type { ListingWriteDeps, Tx } from './deps'
import {
  findCatalogueEntry,
  findMine,
  findOptionalItemIds,
  findUnknownOptionalItems,
  insertVehicle,
  replaceOptionalItems,
  rowValues,
  updateVehicle,
  vehicleGallery,
  type MineDetailRow,
  type RowValues,
} from './vehicle-repository'
import { archivedMsg } from './vehicle-status'
import { createMine, updateMine, type ListingPlug } from './write'

// What a vehicle brings to the shared write path: its table and columns, the catalogue its brand, model and
// version come from, the fields that never change, its optional items, and the lifecycle's actions (publishing
// sends it to staff review). Photos, cover, video, the plan and the status moves are shared.

type VehicleRow = MineDetailRow['vehicle']

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

/** Type, brand, model and version stay as created (docs/product.md, Vehicles). */
function checkLocked(input: VehicleInput, existing: VehicleRow) {
  const current = {
    vehicle_type: existing.vehicleType,
    brand_id: existing.brandId,
    model_id: existing.modelId,
    version: existing.version,
  }
  for (const field of lockedVehicleFields)
    if (input[field] !== current[field])
      throw apiError(422, vehicleMsg.locked, { code: 'locked_field', pointer: `/${field}` })
}

/**
 * The lifecycle's action toward the status a write asks for: none for the status it has, nor for 'pending' on a
 * live vehicle (the edit hook decides whether it goes back to review); 'draft' only while it is one.
 */
function action(asked: VehicleStatus, current: VehicleStatus) {
  if (asked === current || (asked === 'pending' && current === 'published')) return null
  const target = ownerTargets.find((t) => t === asked)
  if (!target) throw apiError(409, vehicleMsg.backToDraft, { code: 'invalid_transition', pointer: '/status' })
  return vehicleTargetAction[target]
}

export const vehiclePlug: ListingPlug<VehicleStatus, VehicleRow, VehicleInput, RowValues> = {
  kind: 'vehicle',
  notFound: vehicleMsg.notFound,
  archived: archivedMsg.edit,
  gallery: vehicleGallery,
  images: findVehicleImages,
  findOwned: async (db, userId, id) => (await findMine(db, userId, id))?.vehicle ?? null,
  checkFields: async (db, fields, existing) => {
    if (existing) checkLocked(fields, existing)
    await checkCatalogue(db, fields)
  },
  values: rowValues,
  insert: insertVehicle,
  update: updateVehicle,
  writeExtras: async (tx, id, fields, created) => {
    const chosen = fields.optional_item_ids
    if (!created) {
      const before = await findOptionalItemIds(tx, id)
      const same = before.length === chosen.length && before.every((item) => chosen.includes(item))
      if (same) return []
    }
    await replaceOptionalItems(tx, id, chosen)
    return created ? [] : ['optionalItems']
  },
  saved: 'draft',
  action,
  checkPhotos: (status, photos) => {
    if (counts('vehicle', status) && photos === 0)
      throw apiError(422, msg.vehicleImages, { code: 'photos_required', pointer: '/photos' })
  },
}

/** POST /v1/vehicles: the vehicle, its photos, cover and video; 'pending' sends it to review, within the plan. */
export function createVehicle(deps: ListingWriteDeps, userId: number, input: VehicleCreate): Promise<number> {
  return createMine(vehiclePlug, deps, userId, { ...input, fields: input })
}

/** PUT /v1/vehicles/:id: every field but type, brand, model and version; photos and video when sent. */
export function updateMyVehicle(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: VehicleUpdate,
): Promise<void> {
  return updateMine(vehiclePlug, deps, userId, id, { ...input, fields: input })
}

/** PUT /v1/vehicles/:id/media: the gallery (new uploads or photos it has), the cover and the video. */
export function setMyVehicleMedia(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: VehicleMediaInput,
): Promise<void> {
  return updateMine(vehiclePlug, deps, userId, id, input)
}
