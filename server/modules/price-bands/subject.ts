import type { ListingKind } from '../../../src/domain/listing-lifecycle'

// What a band needs to know of a listing: the key of its band and the value it compares (reais per m² of a
// property, a vehicle's price). A property for sale and rent has a value in each deal.

/** Reais to the centavo: a rent per m² is a few reais. */
export const cents = (x: number) => Math.round(x * 100) / 100

export interface PropertyBandFields {
  cityId: number
  category: string
  listingType: string
  price: number | null
  rentPrice: number | null
  rentalPeriod: string | null
  priceOnRequest: boolean
  squareMeters: number | null
}
export interface VehicleBandFields {
  vehicleType: string
  modelId: number
  year: number
  price: number | null
}

export interface BandKey {
  kind: ListingKind
  cityId: number
  category: string
  deal: 'sale' | 'rent'
  modelId: number
  year: number
}

export interface Judged {
  key: BandKey
  /** What the band's quartiles are in: reais per m² or reais. */
  value: number
  /** The price asked in this deal. */
  price: number
  unit: 'm2' | 'listing'
}

export function propertyJudged(p: PropertyBandFields): Judged[] {
  const area = p.squareMeters ?? 0
  if (p.priceOnRequest || area <= 0) return []
  const deals: ['sale' | 'rent', number | null][] = [
    ['sale', p.listingType === 'rent' ? null : p.price],
    [
      'rent',
      (p.rentalPeriod ?? 'monthly') !== 'monthly'
        ? null
        : p.listingType === 'rent'
          ? p.price
          : p.listingType === 'both'
            ? p.rentPrice
            : null,
    ],
  ]
  return deals.flatMap(([deal, price]) =>
    price && price > 0
      ? [
          {
            key: { kind: 'property', cityId: p.cityId, category: p.category, deal, modelId: 0, year: 0 },
            value: price / area,
            price,
            unit: 'm2' as const,
          },
        ]
      : [],
  )
}

export function vehicleJudged(v: VehicleBandFields): Judged[] {
  if (!v.price || v.price <= 0) return []
  return [
    {
      key: {
        kind: 'vehicle',
        cityId: 0,
        category: v.vehicleType,
        deal: 'sale',
        modelId: v.modelId,
        year: v.year,
      },
      value: v.price,
      price: v.price,
      unit: 'listing',
    },
  ]
}
