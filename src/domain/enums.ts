// Enumerations of listings, accounts and plans. Values are the API's; labels live in the UI catalog.
// Only lazy screens import this module: the enumerations the app's first download needs are in ./enums-core
// (re-exported here), which the entry's modules import instead; the tables below stay in lazy chunks.
export * from './enums-core'

export const categoryGroups = ['commercial', 'residential'] as const
export const listingTypes = ['sale', 'rent', 'both'] as const
export type ListingType = (typeof listingTypes)[number]
export const rentalPeriods = ['daily', 'biweekly', 'monthly', 'custom'] as const
export const propertyFeatures = [
  'gym',
  'gourmet_area',
  '24h_security',
  'elevator',
  'bike_rack',
  'barbecue_grill',
  'playground',
  'electric_gate',
  'swimming_pool',
  'air_conditioning',
  'furnished',
  'gated_community',
  'party_hall',
  'coworking_space',
  'spa',
  'accessible',
] as const
export type PropertyFeature = (typeof propertyFeatures)[number]

export const steeringWheels = ['manual', 'hydraulic', 'electric', 'electro_hydraulic'] as const
export const bodyworks = [
  'hatch',
  'sedan',
  'suv',
  'crossover',
  'pickup',
  'station_wagon',
  'coupe',
  'convertible',
  'minivan',
  'van',
  'roadster',
  'buggy',
  'other',
] as const
export const vehicleDoors = [2, 4] as const
export const financingStatuses = ['financed', 'with_fine', 'paid_license', 'auction'] as const
export const vehicleStatuses = [
  'draft',
  'pending',
  'published',
  'paused',
  'sold',
  'suspended',
  'inactive',
] as const
export type VehicleStatus = (typeof vehicleStatuses)[number]

export const planPeriods = ['monthly', 'bimonthly', 'quarterly', 'semiannually', 'yearly'] as const
export const paymentMethodStatuses = ['active', 'suspended', 'expired'] as const
export const uploadStatuses = ['pending', 'uploading', 'completed', 'failed'] as const

export const electricityKinds = ['none', 'single_phase', 'three_phase'] as const
export type ElectricityKind = (typeof electricityKinds)[number]
export const landUses = ['pasture', 'crops', 'irrigation'] as const
export type LandUse = (typeof landUses)[number]
export const ruralBuildings = ['main_house', 'corral', 'shed'] as const
export type RuralBuilding = (typeof ruralBuildings)[number]
/** CAR, CCIR, ITR and the SIGEF georeferencing. */
export const ruralDocuments = ['car', 'ccir', 'itr', 'sigef'] as const
export type RuralDocument = (typeof ruralDocuments)[number]
export const documentStatuses = ['yes', 'no', 'in_progress'] as const
export type DocumentStatus = (typeof documentStatuses)[number]
