import type { PropertySummary } from '../../../src/domain/property'
import { toImage, townOf } from '../../http/public-read'
import type { PropertyRow } from './repository'

/** A list card: the row of findSummaries in the API shape. */
export function toSummary(r: PropertyRow): PropertySummary {
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      name: r.name,
      category: r.category,
      listing_type: r.listingType,
      price: r.price === null ? null : Number(r.price),
      rental_period: r.rentalPeriod,
      rent_price: r.rentPrice,
      bedroom: r.bedroom,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      square_meters: r.squareMeters,
      ...townOf(r.cityId),
      neighborhood: r.neighborhood,
      cover: r.cover ? toImage(r.cover, r.cover.alt) : null,
      highlighted: Boolean(r.highlighted),
      created_at: r.createdAt.toISOString(),
      price_drop_percent: r.priceDropPercent === null ? null : Number(r.priceDropPercent),
      advertiser_verified: Boolean(r.advertiserVerified),
      area_ha: r.areaHa,
    },
  }
}
