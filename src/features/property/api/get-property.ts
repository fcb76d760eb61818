import type { Property } from '../../../domain/property'
import { queryKeys } from '../../../domain/query-keys'
import { detailQueryOptions } from '../../../listings/api/listing-queries'

/** Without a network, a listing never opened here opens from a town pack on this device. */
export const propertyQueryOptions = detailQueryOptions<Property>(
  '/api/properties',
  queryKeys.properties.detail,
  (id) => import('../../../lib/offline/packs/search').then((m) => m.packListing(id)),
)
