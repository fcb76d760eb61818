import { propertyPath, vehiclePath } from '../../domain/paths'
import type { PropertySummary } from '../../domain/property'
import type { VehicleSummary } from '../../domain/vehicle'
import { favoriteKey, type Favorite } from './favorites-db'

export type FavoriteDraft = Omit<Favorite, 'savedAt'>

/** From a card's or a detail page's property (the detail's attributes extend the summary's). */
export function propertyFavorite(p: PropertySummary): FavoriteDraft {
  const a = p.attributes
  return {
    key: favoriteKey('property', p.id),
    type: 'property',
    id: p.id,
    path: propertyPath(p),
    title: a.name,
    price: a.price,
    rental_period: a.listing_type === 'rent' ? a.rental_period : null,
    subtitle: null,
    place: [a.neighborhood, a.city].filter(Boolean).join(', '),
    cover: a.cover && { base: a.cover.base, width: a.cover.width, height: a.cover.height },
  }
}

export function vehicleFavorite(v: VehicleSummary): FavoriteDraft {
  const a = v.attributes
  return {
    key: favoriteKey('vehicle', v.id),
    type: 'vehicle',
    id: v.id,
    path: vehiclePath(v),
    title: `${a.brand} ${a.model}`,
    price: a.price,
    subtitle: `${a.version} · ${a.year}`,
    place: `${a.city} - ${a.state}`,
    cover: a.cover && { base: a.cover.base, width: a.cover.width, height: a.cover.height },
  }
}
