import type { MyVehicle, MyVehiclesPage, MyVehicleSummary } from '../../../src/domain/my-vehicle'
import type { Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import { holdOf } from '../listings'
import { findVehicleImages } from '../vehicles'
import { vehicleAlt } from '../vehicles'
import type { Tx } from './deps'
import { coverImage, mediaAttributes } from './gallery'
import { minePage } from './page'
import { kindUse, listLimits } from './limits'
import {
  countMine,
  findMine,
  findMinePage,
  findOptionalItemIds,
  type MineDetailRow,
  type MineRow,
} from './vehicle-repository'

// The advertiser's vehicles as the dashboard reads them (and the back office's review): the list's cards and the
// form's every field.

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
  return {
    id: String(r.vehicle.id),
    type: 'vehicle',
    attributes: { ...summaryAttributes(r), cover: coverImage(r.cover) },
  }
}

export function listMine(
  db: Db,
  userId: number,
  archived: boolean,
  page: number,
  perPage: number,
): Promise<MyVehiclesPage> {
  const reads = {
    rows: (limit: number, offset: number) => findMinePage(db, userId, archived, limit, offset),
    total: () => countMine(db, userId, archived),
    limits: async () => listLimits(await kindUse(db, userId, 'vehicle')),
  }
  return minePage(page, perPage, reads, toSummary)
}

/** The detail of a row (the owner's form, or the back office's review). */
export async function toDetail(db: Tx, r: MineDetailRow): Promise<MyVehicle> {
  const x = r.vehicle
  const [images, optionalItemIds] = await Promise.all([
    findVehicleImages(db as Db, x.id),
    findOptionalItemIds(db, x.id),
  ])
  return {
    id: String(x.id),
    type: 'vehicle',
    attributes: {
      ...summaryAttributes(r),
      ...mediaAttributes(images, vehicleAlt({ brand: r.brand, model: r.model, year: x.year })),
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
      reviewed_at: x.reviewedAt?.toISOString() ?? null,
    },
  }
}

export async function getMine(db: Db, userId: number, id: number): Promise<MyVehicle | null> {
  const r = await findMine(db, userId, id)
  return r ? toDetail(db, r) : null
}
