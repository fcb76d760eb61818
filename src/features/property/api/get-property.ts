import type { Property } from '../../../domain/property'
import { queryKeys } from '../../../domain/query-keys'
import { detailQueryOptions } from '../../../listings/api/listing-detail-queries'

export const propertyQueryOptions = detailQueryOptions<Property>(
  '/api/properties',
  queryKeys.properties.detail,
)
