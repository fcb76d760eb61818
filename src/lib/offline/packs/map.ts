// The /imoveis map's points answered from the packs: each listing's point as its public detail gave it, already
// blurred to the advertiser's privacy level (the server's map reads the same public point).
import { PROPERTY_MAP_LIMIT, type PropertyMap } from '../../../domain/property'
import { candidates, comparator, matches, type PackQuery } from './search'

/** GET /api/properties/map from the packs (the same filters, the highlighted and newest first), or null. */
export async function packMap(query: PackQuery): Promise<PropertyMap | null> {
  const held = await candidates('property', query.city)
  if (!held) return null
  const found = held.listings
    .filter((p) => p.attributes.address.lat !== null && p.attributes.address.lng !== null)
    .filter(matches(query))
    .sort(comparator('recent'))
  return {
    data: found.slice(0, PROPERTY_MAP_LIMIT).map(({ id, attributes: a }) => ({
      id,
      lat: a.address.lat!,
      lng: a.address.lng!,
      price: a.price,
      category: a.category,
      approximate: a.address.privacy !== 'exact',
    })),
    meta: { total: found.length, truncated: found.length > PROPERTY_MAP_LIMIT },
  }
}
