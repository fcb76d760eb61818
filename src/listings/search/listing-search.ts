import type { SearchSchemaInput } from '@tanstack/react-router'
import {
  propertyCategories,
  propertySorts,
  userProfiles,
  vehicleConditions,
  vehicleSorts,
  vehicleTypes,
} from '../../domain/enums'
import type { PropertySearch } from '../../domain/property'
import type { VehicleSearch } from '../../domain/vehicle'
import { int, oneOf, pageParams, parseSearch, text, withDefault } from './search-params'

// validateSearch functions for the listing routes. The parameter type is what links may pass (everything
// optional, marked
// with SearchSchemaInput); the result is the domain's search type, as the zod schemas of src/domain would give it.

const count = int()

const propertyShape = {
  ...pageParams,
  q: text(120),
  category: oneOf(propertyCategories),
  listing_type: oneOf(['sale', 'rent'] as const),
  city: text(60, { trim: false }),
  price_min: count,
  price_max: count,
  area_min: count,
  area_max: count,
  bedrooms: count,
  bathrooms: count,
  garages: count,
  sort: oneOf(propertySorts),
}

export const validatePropertySearch = (input: Partial<PropertySearch> & SearchSchemaInput): PropertySearch =>
  parseSearch(propertyShape, input)

const vehicleShape = {
  ...pageParams,
  q: text(120),
  vehicle_type: oneOf(vehicleTypes),
  brand_id: count,
  model_id: count,
  year_min: count,
  year_max: count,
  price_min: count,
  price_max: count,
  mileage_max: count,
  city: text(60, { trim: false }),
  seller_type: oneOf(userProfiles),
  condition: oneOf(vehicleConditions),
  sort: oneOf(vehicleSorts),
}

export const validateVehicleSearch = (input: Partial<VehicleSearch> & SearchSchemaInput): VehicleSearch =>
  parseSearch(vehicleShape, input)

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
