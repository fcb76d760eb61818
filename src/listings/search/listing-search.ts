import type { SearchSchemaInput } from '@tanstack/react-router'
import type { PropertySearch } from '../../domain/property'
import { propertySearchFields } from '../../domain/property-search'
import type { SearchField, SearchFields } from '../../domain/search-fields'
import type { VehicleSearch } from '../../domain/vehicle'
import { vehicleSearchFields } from '../../domain/vehicle-search'
import {
  int,
  oneOf,
  pageParams,
  parseSearch,
  text,
  withDefault,
  type Shape,
} from '../../lib/search-params/search-params'

// validateSearch functions for the listing routes, built from the kinds' search fields (src/domain). The
// parameter type is what links may pass (everything optional, marked with SearchSchemaInput); the result is the
// domain's search type, as the zod schemas of src/domain would give it.

const count = int()

const parserOf = (field: SearchField) =>
  field.type === 'count' ? count : field.type === 'oneOf' ? oneOf(field.values) : text(field.max, field)

const shapeOf = (fields: SearchFields): Shape => ({
  ...pageParams,
  ...Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, parserOf(field)])),
})

const propertyShape = shapeOf(propertySearchFields)

export const validatePropertySearch = (input: Partial<PropertySearch> & SearchSchemaInput): PropertySearch =>
  parseSearch(propertyShape, input) as PropertySearch

const vehicleShape = shapeOf(vehicleSearchFields)

export const validateVehicleSearch = (input: Partial<VehicleSearch> & SearchSchemaInput): VehicleSearch =>
  parseSearch(vehicleShape, input) as VehicleSearch

const page = withDefault(int({ min: 1, max: 10_000 }), 1)

export interface AdvertiserSearch {
  /** Page of the advertiser's properties. */
  page: number
  /** Page of the advertiser's vehicles. */
  vpage: number
}

export const validateAdvertiserSearch = (
  input: Partial<AdvertiserSearch> & SearchSchemaInput,
): AdvertiserSearch => parseSearch({ page, vpage: page }, input)
