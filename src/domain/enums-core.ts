// The enumerations the app's first download needs: the route tree's search validation (the listing searches, the
// back office's lists, the dashboard's filters) and the home page's cards. The modules of the entry import them
// from here; the rest of the enumerations (src/domain/enums.ts, which also re-exports these) only lazy screens
// need, and they stay out of every visitor's first download. Values are the API's; labels live in the UI catalog.
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
export const propertyStatuses = ['active', 'inactive', 'pending', 'paused', 'sold', 'rented'] as const
export type PropertyStatus = (typeof propertyStatuses)[number]

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
export const activeStatuses = ['active', 'inactive'] as const

export const subscriptionStatuses = ['active', 'inactive', 'pending', 'canceled', 'expired', 'trial'] as const
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

/** Rural properties (farm, ranch, site): the categories that carry the rural fields (src/domain/rural.ts). */
export const ruralCategories = ['farm', 'ranch', 'site'] as const satisfies readonly PropertyCategory[]
export const waterSources = ['artesian_well', 'river', 'dam', 'cistern', 'public_network'] as const
export type WaterSource = (typeof waterSources)[number]
