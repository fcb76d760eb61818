import { propertyCategories, propertySorts, waterSources } from './enums-core'
import { count, oneOf, text } from './search-fields'

/** The filters of /imoveis and GET /api/properties, besides paging (see search-fields.ts). */
export const propertySearchFields = {
  q: text(120),
  category: oneOf(propertyCategories),
  listing_type: oneOf(['sale', 'rent']),
  city: text(60, false),
  price_min: count,
  price_max: count,
  area_min: count,
  area_max: count,
  bedrooms: count,
  bathrooms: count,
  garages: count,
  // Rural properties (farm, ranch, site): the list shows these once a rural category is chosen.
  area_ha_min: count,
  area_ha_max: count,
  water: oneOf(waterSources),
  /** 'any': some electricity; 'three_phase': three-phase. */
  electricity: oneOf(['any', 'three_phase']),
  asphalt: oneOf(['yes']),
  car: oneOf(['yes']),
  sigef: oneOf(['yes']),
  sort: oneOf(propertySorts),
}
