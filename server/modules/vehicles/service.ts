import type { Vehicle } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import { findAdvertiserSummary } from '../advertisers'
import { galleryOf, priceHistory } from '../listings'
import { findOptionalItemIds, findPublicVehicle, findVehicleImages } from './repository'
import { vehicleAlt } from './summary'
import { vehicleBand } from '../price-bands'

export { searchVehicles } from './search'

export const VEHICLE_NOT_FOUND = 'O veículo que você está procurando não existe ou foi removido.'

export async function getVehicle(db: Db, id: number): Promise<Vehicle | null> {
  const found = await findPublicVehicle(db, id)
  if (!found) return null
  const r = found.vehicle
  const [images, optionalItemIds, advertiser, history, band] = await Promise.all([
    findVehicleImages(db, id),
    findOptionalItemIds(db, id),
    findAdvertiserSummary(db, r.userId, { withPhones: r.showContact }),
    priceHistory(db, 'vehicle', id, { price: r.price, since: r.createdAt }),
    vehicleBand(db, r),
  ])
  if (!advertiser) return null
  const { gallery, cover } = galleryOf(
    images,
    vehicleAlt({ brand: found.brand, model: found.model, year: r.year }),
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
      cover,
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
      price_drop_percent: history.price_drop?.percent ?? null,
      ...history,
      price_band: band,
      advertiser_verified: Boolean(found.advertiserVerified),
      documented: Boolean(found.documented),
    },
  }
}
