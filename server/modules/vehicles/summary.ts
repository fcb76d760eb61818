import type { VehicleSummary } from '../../../src/domain/vehicle'
import { toImage, townOf } from '../../http/public-read'
import type { VehicleRow } from './repository'

/** A vehicle's photos are described by what it is. */
export const vehicleAlt = (r: { brand: string; model: string; year: number }) =>
  `${r.brand} ${r.model} ${r.year}`

/** A list card: the row of findVehicleSummaries in the API shape. */
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
      cover: r.cover ? toImage(r.cover, vehicleAlt(r)) : null,
      created_at: r.createdAt.toISOString(),
      price_drop_percent: r.priceDropPercent === null ? null : Number(r.priceDropPercent),
      advertiser_verified: Boolean(r.advertiserVerified),
    },
  }
}
