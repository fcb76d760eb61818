import type { Place } from '../../domain/search'

/** The /imoveis search a picked place stands for: a town filters by city; a street or neighbourhood adds its name. */
export const placeSearch = (place: Place): { city: string; q?: string } =>
  place.attributes.kind === 'town'
    ? { city: place.attributes.city_slug }
    : { city: place.attributes.city_slug, q: place.attributes.name }
