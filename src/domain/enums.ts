// Enumerations of listings, accounts and plans. Values are the API's; labels live in the UI catalog.
export const userProfiles = ['owner', 'broker', 'business'] as const
export type UserProfile = (typeof userProfiles)[number]
export const userStatuses = ['active', 'inactive', 'suspended'] as const

export const propertyCategories = [
  'house',
  'apartment',
  'office',
  'farm',
  'land',
  'lot',
  'ranch',
  'building',
  'site',
  'commercial',
  'industrial',
  'industrial_land',
] as const
export type PropertyCategory = (typeof propertyCategories)[number]
export const categoryGroups = ['commercial', 'residential'] as const
export const listingTypes = ['sale', 'rent', 'both'] as const
export type ListingType = (typeof listingTypes)[number]
export const rentalPeriods = ['daily', 'biweekly', 'monthly', 'custom'] as const
export const propertyStatuses = ['active', 'inactive', 'pending', 'paused', 'sold', 'rented'] as const
export type PropertyStatus = (typeof propertyStatuses)[number]
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

/** `maior_reducao`: the biggest recent price drop first ("Maior redução"). */
export const propertySorts = ['recent', 'price_asc', 'price_desc', 'area_desc', 'maior_reducao'] as const
export const vehicleSorts = [
  'recent',
  'price_asc',
  'price_desc',
  'year_desc',
  'mileage_asc',
  'maior_reducao',
] as const

export const vehicleTypes = ['cars', 'motorcycles', 'trucks'] as const
export type VehicleType = (typeof vehicleTypes)[number]
export const fuelTypes = ['gasoline', 'ethanol', 'flex', 'diesel', 'gnv', 'electric', 'hybrid'] as const
export const vehicleConditions = ['new', 'semi_new', 'used'] as const
export const transmissions = ['manual', 'automatic', 'semi_automatic'] as const
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
export const activeStatuses = ['active', 'inactive'] as const

export const planPeriods = ['monthly', 'bimonthly', 'quarterly', 'semiannually', 'yearly'] as const
export const subscriptionStatuses = ['active', 'inactive', 'pending', 'canceled', 'expired', 'trial'] as const
export const paymentMethodStatuses = ['active', 'suspended', 'expired'] as const
export const leadKinds = ['message', 'whatsapp', 'phone'] as const
export const reportReasons = [
  'inappropriate_content',
  'false_misleading_information',
  'property_not_available',
  'owner_not_responding',
  'inadequate_description_photos',
  'advertisement_spam',
  'copyright_violation',
  'other',
] as const
/** A property report is open until staff resolve or dismiss it. */
export const reportStates = ['open', 'closed'] as const
export const uploadStatuses = ['pending', 'uploading', 'completed', 'failed'] as const

/** Rural properties (farm, ranch, site): the categories that carry the rural fields (src/domain/rural.ts). */
export const ruralCategories = ['farm', 'ranch', 'site'] as const satisfies readonly PropertyCategory[]
export const waterSources = ['artesian_well', 'river', 'dam', 'cistern', 'public_network'] as const
export type WaterSource = (typeof waterSources)[number]
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
