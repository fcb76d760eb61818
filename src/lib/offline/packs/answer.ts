// What the town packs on this device answer for a public read the network could not: loaded only then (the
// read's catch, src/listings/api/listing-queries.ts), so the first visit's JavaScript carries none of it.
import { isApiError } from '../../http/api-error'
import { packMap } from './map'
import { packListing, searchPacks, type PackQuery } from './search'
import { searchVehiclePacks, type VehiclePackQuery } from './vehicle-search'

/** The reads a pack holds the answer to, by API path: each kind's search and detail. */
type Query = PackQuery & VehiclePackQuery
const readers: Record<
  string,
  { search?: (query: Query) => Promise<unknown>; detail?: (id: string) => Promise<unknown> }
> = {
  '/api/properties': { search: searchPacks, detail: packListing('property') },
  '/api/properties/map': { search: packMap },
  '/api/vehicles': { search: searchVehiclePacks, detail: packListing('vehicle') },
}

/**
 * The pack's answer to a search (`query`) or a detail (`id`) of `path`, when the network gave none (no answer, or
 * a 5xx). A 4xx is the server's word and stands; a read no pack holds keeps its first error.
 */
export async function answerFromPack(
  error: unknown,
  path: string,
  read: { query: object } | { id: string },
): Promise<never | unknown> {
  if (isApiError(error) && error.status < 500) throw error
  const reader = readers[path]
  const found = await (
    'id' in read ? reader?.detail?.(read.id) : reader?.search?.(read.query as Query)
  )?.catch(() => null)
  if (found === null || found === undefined) throw error
  return found
}
