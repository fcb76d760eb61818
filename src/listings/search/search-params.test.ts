import { describe, expect, it } from 'vitest'
import { propertySearchSchema } from '../../domain/property'
import { vehicleSearchSchema } from '../../domain/vehicle'
import { validatePropertySearch, validateVehicleSearch } from './listing-search'

// The routes' zod-free parsers must agree with the domain's zod schemas (the API contract).
const values: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '  Centro  ',
  'irece',
  'house',
  'apartment',
  'rent',
  'sale',
  'both',
  'price_asc',
  'mileage_asc',
  'cars',
  'broker',
  'semi_new',
  'x'.repeat(61),
  'y'.repeat(121),
  0,
  1,
  2,
  24,
  60,
  61,
  -1,
  1.5,
  10_000,
  10_001,
  350_000,
  '3',
  '-2',
  'abc',
  true,
  [],
  {},
]

const keys = {
  property: Object.keys(propertySearchSchema.shape),
  vehicle: Object.keys(vehicleSearchSchema.shape),
}

function* inputs(fields: string[]) {
  yield {}
  for (const field of fields) for (const value of values) yield { [field]: value }
  // A few mixed ones, as links and typed URLs produce them.
  yield { page: 3, city: 'lapao', category: 'land', price_max: 200000, sort: 'price_desc', unknown: 'x' }
  yield { page: '2', per_page: '12', q: ' rua da paz ', listing_type: 'rent', bedrooms: '2' }
  yield {
    vehicle_type: 'motorcycles',
    year_min: 2015,
    mileage_max: '80000',
    seller_type: 'owner',
    condition: 'used',
  }
}

describe('search params parsers', () => {
  it('give the same result as propertySearchSchema', () => {
    for (const input of inputs(keys.property)) {
      expect(validatePropertySearch(input as never), JSON.stringify(input)).toEqual(
        propertySearchSchema.parse(input),
      )
    }
  })

  it('give the same result as vehicleSearchSchema', () => {
    for (const input of inputs(keys.vehicle)) {
      expect(validateVehicleSearch(input as never), JSON.stringify(input)).toEqual(
        vehicleSearchSchema.parse(input),
      )
    }
  })
})
