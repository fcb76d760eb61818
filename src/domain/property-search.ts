import { propertyCategories, propertySorts } from './enums'
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
  sort: oneOf(propertySorts),
}
