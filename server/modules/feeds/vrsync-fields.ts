import type { ListingType, PropertyCategory, PropertyFeature } from '../../../src/domain/enums'

// The VRSync vocabulary and ours, both ways: the export writes the first name of each list, the import reads any of
// them. docs/feeds.md shows the table.

/** PropertyType values per category; the first is the one exported. */
export const propertyTypes: Record<PropertyCategory, readonly string[]> = {
  house: [
    'Residential / Home',
    'Residential / Condo',
    'Residential / Sobrado',
    'Residential / Village House',
  ],
  apartment: [
    'Residential / Apartment',
    'Residential / Penthouse',
    'Residential / Flat',
    'Residential / Kitnet',
    'Residential / Studio',
  ],
  office: ['Commercial / Office', 'Commercial / Consultorio'],
  farm: ['Residential / Farm Ranch'],
  land: ['Commercial / Land Lot'],
  lot: ['Residential / Land Lot'],
  ranch: ['Commercial / Agricultural', 'Commercial / Farm Ranch'],
  building: ['Commercial / Building', 'Commercial / Edificio Comercial', 'Residential / Building'],
  site: ['Residential / Agricultural'],
  commercial: [
    'Commercial / Business',
    'Commercial / Loja',
    'Commercial / Store',
    'Commercial / Residential Income',
  ],
  industrial: ['Commercial / Industrial', 'Commercial / Warehouse', 'Commercial / Galpao'],
  industrial_land: ['Commercial / Industrial Land Lot'],
}

const categoryByType = new Map(
  Object.entries(propertyTypes).flatMap(([category, names]) =>
    names.map((name) => [name.toLowerCase().replace(/\s+/g, ' '), category as PropertyCategory]),
  ),
)
export const categoryOf = (propertyType: string | null): PropertyCategory | null =>
  propertyType ? (categoryByType.get(propertyType.toLowerCase().replace(/\s+/g, ' ')) ?? null) : null

export const transactionTypes: Record<ListingType, string> = {
  sale: 'For Sale',
  rent: 'For Rent',
  both: 'Sale/Rent',
}
export const listingTypeOf = (transaction: string | null): ListingType | null => {
  const t = transaction?.toLowerCase().replace(/\s+/g, '')
  if (t === 'forsale') return 'sale'
  if (t === 'forrent') return 'rent'
  if (t === 'sale/rent' || t === 'forsale/forrent') return 'both'
  return null
}

/** Feature names per feature; the first is the one exported. */
export const featureNames: Record<PropertyFeature, readonly string[]> = {
  gym: ['Gym'],
  gourmet_area: ['Gourmet Area', 'Gourmet Balcony'],
  '24h_security': ['Security 24 Hours', '24 Hour Security'],
  elevator: ['Elevator'],
  bike_rack: ['Bicycles Place', 'Bike Rack'],
  barbecue_grill: ['BBQ', 'Barbecue Grill'],
  playground: ['Playground'],
  electric_gate: ['Electric Gate'],
  swimming_pool: ['Pool', 'Swimming Pool'],
  air_conditioning: ['Air Conditioning', 'Cooling'],
  furnished: ['Furnished'],
  gated_community: ['Gated Community', 'Fenced Yard'],
  party_hall: ['Party Room', 'Party Hall'],
  coworking_space: ['Coworking'],
  spa: ['Spa'],
  accessible: ['Disabled Access'],
}
export const PETS_FEATURE = 'Pets Allowed'
const featureByName = new Map(
  Object.entries(featureNames).flatMap(([feature, names]) =>
    names.map((name) => [name.toLowerCase(), feature as PropertyFeature]),
  ),
)
export const featureOf = (name: string): PropertyFeature | null =>
  featureByName.get(name.toLowerCase()) ?? null
