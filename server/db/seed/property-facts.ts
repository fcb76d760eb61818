import type { ListingType, PropertyCategory, PropertyFeature } from '../../../src/domain/enums'
import type { Rng } from './random'

// Plausible attributes and prices for the Irecê region, per category.

type Weights = Partial<Record<PropertyFeature, number>>

export const categoryWeights: Record<PropertyCategory, number> = {
  house: 38,
  apartment: 18,
  land: 10,
  lot: 8,
  commercial: 6,
  office: 4,
  farm: 4,
  ranch: 3,
  site: 3,
  building: 2,
  industrial: 2,
  industrial_land: 2,
}

const commercialCategories: PropertyCategory[] = [
  'office',
  'building',
  'commercial',
  'industrial',
  'industrial_land',
]
export const groupOf = (c: PropertyCategory) =>
  commercialCategories.includes(c) ? 'commercial' : 'residential'

const listingWeights: Record<PropertyCategory, Partial<Record<ListingType, number>>> = {
  house: { sale: 55, rent: 35, both: 10 },
  apartment: { sale: 45, rent: 45, both: 10 },
  office: { sale: 25, rent: 65, both: 10 },
  commercial: { sale: 30, rent: 60, both: 10 },
  building: { sale: 60, rent: 30, both: 10 },
  industrial: { sale: 45, rent: 45, both: 10 },
  ranch: { sale: 60, rent: 35, both: 5 },
  farm: { sale: 85, rent: 10, both: 5 },
  site: { sale: 85, rent: 10, both: 5 },
  land: { sale: 95, both: 5 },
  lot: { sale: 97, both: 3 },
  industrial_land: { sale: 90, rent: 5, both: 5 },
}
export const pickListingType = (rng: Rng, c: PropertyCategory): ListingType => rng.weighted(listingWeights[c])

const featureWeights: Record<PropertyCategory, Weights> = {
  house: {
    electric_gate: 0.45,
    barbecue_grill: 0.35,
    air_conditioning: 0.3,
    gourmet_area: 0.2,
    swimming_pool: 0.12,
    furnished: 0.1,
    gated_community: 0.1,
    accessible: 0.05,
  },
  apartment: {
    gated_community: 0.5,
    '24h_security': 0.4,
    party_hall: 0.35,
    air_conditioning: 0.35,
    playground: 0.3,
    gym: 0.2,
    swimming_pool: 0.2,
    furnished: 0.2,
    bike_rack: 0.2,
    gourmet_area: 0.2,
    accessible: 0.2,
    coworking_space: 0.05,
    spa: 0.03,
  },
  office: {
    air_conditioning: 0.6,
    accessible: 0.4,
    '24h_security': 0.3,
    elevator: 0.3,
    coworking_space: 0.25,
    bike_rack: 0.15,
  },
  commercial: {
    air_conditioning: 0.5,
    accessible: 0.4,
    electric_gate: 0.2,
    '24h_security': 0.2,
    bike_rack: 0.1,
  },
  building: { elevator: 0.8, accessible: 0.6, '24h_security': 0.5, air_conditioning: 0.4, bike_rack: 0.2 },
  industrial: { '24h_security': 0.3, electric_gate: 0.3, accessible: 0.1 },
  industrial_land: { '24h_security': 0.1, electric_gate: 0.1 },
  ranch: {
    swimming_pool: 0.6,
    barbecue_grill: 0.6,
    gourmet_area: 0.3,
    furnished: 0.2,
    playground: 0.1,
    electric_gate: 0.1,
  },
  site: { barbecue_grill: 0.4, swimming_pool: 0.2, furnished: 0.1 },
  farm: { barbecue_grill: 0.3, furnished: 0.1 },
  land: { gated_community: 0.15 },
  lot: { gated_community: 0.25 },
}

export interface Attributes {
  bedroom: number | null
  suite: number | null
  bathroom: number | null
  parkingSpace: number | null
  floor: number | null
  commercialRoom: number | null
  squareMeters: number
  builtAreaMeters: number | null
  yearBuilt: number | null
  allowsPets: boolean
  features: PropertyFeature[]
}

export const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step)

export function attributesFor(rng: Rng, c: PropertyCategory): Attributes {
  const a: Attributes = {
    bedroom: null,
    suite: null,
    bathroom: null,
    parkingSpace: null,
    floor: null,
    commercialRoom: null,
    squareMeters: 0,
    builtAreaMeters: null,
    yearBuilt: null,
    allowsPets: false,
    features: [],
  }
  const rooms = (min: number, max: number) => {
    a.bedroom = rng.int(min, max)
    a.suite = rng.chance(0.55) ? rng.int(1, Math.min(a.bedroom, 3)) : 0
    a.bathroom = Math.max(1, a.suite + rng.int(0, 2))
  }
  switch (c) {
    case 'house':
      rooms(1, 5)
      a.parkingSpace = rng.int(0, 4)
      a.builtAreaMeters = round(40 + a.bedroom! * rng.int(22, 45), 5)
      a.squareMeters = Math.max(a.builtAreaMeters + 40, rng.pick([200, 250, 300, 360, 450, 600]))
      break
    case 'apartment':
      rooms(1, 4)
      a.parkingSpace = rng.int(0, 2)
      a.floor = rng.int(1, 8)
      a.builtAreaMeters = round(30 + a.bedroom! * rng.int(15, 30), 1)
      a.squareMeters = a.builtAreaMeters
      break
    case 'office':
      a.commercialRoom = rng.int(1, 6)
      a.bathroom = rng.int(1, 2)
      a.floor = rng.int(1, 6)
      a.parkingSpace = rng.int(0, 3)
      a.squareMeters = a.builtAreaMeters = round(20 + a.commercialRoom * rng.int(15, 35), 1)
      break
    case 'commercial':
      a.commercialRoom = rng.int(1, 3)
      a.bathroom = rng.int(1, 3)
      a.parkingSpace = rng.int(0, 10)
      a.builtAreaMeters = round(rng.int(40, 600), 5)
      a.squareMeters = a.builtAreaMeters + rng.pick([0, 0, 50, 150])
      break
    case 'building':
      a.commercialRoom = rng.int(4, 20)
      a.bathroom = rng.int(4, 20)
      a.parkingSpace = rng.int(0, 20)
      a.builtAreaMeters = round(rng.int(300, 2000), 10)
      a.squareMeters = a.builtAreaMeters
      break
    case 'industrial':
      a.bathroom = rng.int(2, 6)
      a.parkingSpace = rng.int(4, 30)
      a.builtAreaMeters = round(rng.int(300, 5000), 50)
      a.squareMeters = round(a.builtAreaMeters * rng.float(1.2, 2.5), 50)
      break
    case 'land':
      a.squareMeters = round(rng.int(200, 2000), 10)
      break
    case 'lot':
      a.squareMeters = rng.pick([250, 300, 360, 375, 450, 480, 600])
      break
    case 'industrial_land':
      a.squareMeters = round(rng.int(1000, 20_000), 100)
      break
    case 'farm':
      rooms(2, 5)
      a.suite = 0
      a.squareMeters = rng.int(20, 2000) * 10_000
      a.builtAreaMeters = round(rng.int(80, 300), 5)
      break
    case 'ranch':
      rooms(1, 4)
      a.parkingSpace = rng.int(2, 8)
      a.squareMeters = round(rng.int(20_000, 300_000), 1000)
      a.builtAreaMeters = round(rng.int(60, 250), 5)
      break
    case 'site':
      rooms(1, 3)
      a.suite = 0
      a.squareMeters = rng.int(2, 20) * 10_000
      a.builtAreaMeters = round(rng.int(50, 150), 5)
      break
  }
  if (a.builtAreaMeters) a.yearBuilt = rng.int(1975, 2026)
  a.allowsPets = ['house', 'apartment', 'ranch', 'site', 'farm'].includes(c) && rng.chance(0.7)
  const weights = featureWeights[c]
  a.features = (Object.keys(weights) as PropertyFeature[]).filter((f) => rng.chance(weights[f]!))
  if (c === 'apartment' && a.floor! <= 2)
    a.features = a.features.filter((f) => f !== 'elevator' || rng.chance(0.3))
  return a
}
