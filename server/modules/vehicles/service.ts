import type { PaginationMeta } from '../../../src/domain/api'
import type { Vehicle, VehicleSearch, VehicleSummary } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import { pageMeta, toImage, townOf } from '../../http/public-read'
import { findAdvertiserSummary } from '../advertisers/repository'
import { vehicles as v } from '../../db/schema'
import { cacheKey, type SearchDeps } from '../search/cache'
import { normaliseQ, textMatch, type TextMatch } from '../search/text'
import {
  countVehicles,
  filterConditions,
  findOptionalItemIds,
  findPublicVehicle,
  findVehicleImages,
  findVehiclePageIds,
  findVehicleSummaries,
  type VehicleOrder,
  type VehicleRow,
} from './repository'

export const VEHICLE_NOT_FOUND = 'O veículo que você está procurando não existe ou foi removido.'

const alt = (r: { brand: string; model: string; year: number }) => `${r.brand} ${r.model} ${r.year}`

export function toSummary(r: VehicleRow): VehicleSummary {
  return {
    id: String(r.id),
    type: 'vehicle',
    attributes: {
      name: r.name,
      vehicle_type: r.vehicleType,
      brand: r.brand,
      model: r.model,
      version: r.version,
      year: r.year,
      price: r.price,
      mileage: r.mileage,
      condition: r.condition,
      fuel_type: r.fuelType,
      transmission: r.transmission,
      ...townOf(r.cityId),
      state: r.state,
      cover: r.cover ? toImage(r.cover, alt(r)) : null,
      created_at: r.createdAt.toISOString(),
    },
  }
}

/** `q` over the vehicle's document (brand, model, title, version, town, description) or a resembling town. */
async function vehicleText(db: Db, q: string | undefined): Promise<TextMatch | undefined> {
  const words = normaliseQ(q)
  return words ? textMatch(db, words, v.searchVector, { cityId: v.cityId }, ['town']) : undefined
}

export function searchVehicles(
  { db, searchCache }: SearchDeps,
  search: VehicleSearch,
  scope: { userId?: number } = {},
): Promise<{ data: VehicleSummary[]; meta: PaginationMeta }> {
  const s: VehicleSearch = { ...search, q: normaliseQ(search.q)?.toLowerCase() }
  return searchCache.get(cacheKey('vehicles', { ...s, ...scope }), async () => {
    const { page, per_page: perPage, sort, ...filters } = s
    const text = await vehicleText(db, s.q)
    const where = filterConditions({ ...filters, ...scope }, text)
    const order: VehicleOrder = sort
      ? { kind: sort }
      : text
        ? { kind: 'relevance', rank: text.rank }
        : { kind: 'recent' }
    const [total, ids] = await Promise.all([
      countVehicles(db, where),
      findVehiclePageIds(db, where, order, perPage, (page - 1) * perPage),
    ])
    const rows = await findVehicleSummaries(db, ids)
    return { data: rows.map(toSummary), meta: pageMeta(page, perPage, total) }
  })
}

export async function getVehicle(db: Db, id: number): Promise<Vehicle | null> {
  const found = await findPublicVehicle(db, id)
  if (!found) return null
  const r = found.vehicle
  const [images, optionalItemIds, advertiser] = await Promise.all([
    findVehicleImages(db, id),
    findOptionalItemIds(db, id),
    findAdvertiserSummary(db, r.userId, { withPhones: r.showContact }),
  ])
  if (!advertiser) return null
  const label = alt({ brand: found.brand, model: found.model, year: r.year })
  const gallery = images.map((img) => toImage(img, label))
  const coverIndex = Math.max(
    0,
    images.findIndex((img) => img.isCover),
  )
  return {
    id: String(r.id),
    type: 'vehicle',
    attributes: {
      name: r.name,
      vehicle_type: r.vehicleType,
      brand: found.brand,
      model: found.model,
      version: r.version,
      year: r.year,
      price: r.price,
      mileage: r.mileage,
      condition: r.condition,
      fuel_type: r.fuelType,
      transmission: r.transmission,
      ...townOf(r.cityId),
      state: r.state,
      cover: gallery[coverIndex] ?? null,
      created_at: r.createdAt.toISOString(),
      code: r.code,
      description: r.description,
      status: r.status,
      color: r.color,
      plate_last_digit: r.plateLastDigit,
      steering_wheel: r.steeringWheel,
      bodywork: r.bodywork,
      doors: r.doors,
      one_owner: r.oneOwner,
      accepts_exchange: r.acceptsExchange,
      show_contact: r.showContact,
      financing_status: r.financingStatus,
      optional_item_ids: optionalItemIds,
      images: gallery,
      advertiser,
      updated_at: r.updatedAt.toISOString(),
    },
  }
}
