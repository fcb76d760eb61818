import { towns, type Town } from '../../domain/region'

// The visitor's answer to "usar sua localização?" (home), kept on this device: declined, or the town chosen or
// detected. Read by the home page for "popular nearby"; written by the location prompt.

const KEY = 'mi.location'
/** Dispatched on window when the answer changes. */
export const LOCATION_EVENT = 'mi:location'

export type LocationPreference =
  { answer: 'declined' } | { answer: 'town'; slug: string; source: 'geolocation' | 'chosen' }

export function readLocationPreference(): LocationPreference | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as LocationPreference | null
    if (value?.answer === 'declined') return value
    if (value?.answer === 'town' && towns.some((t) => t.slug === value.slug)) return value
    return null
  } catch {
    return null
  }
}

export function saveLocationPreference(preference: LocationPreference): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preference))
    dispatchEvent(new Event(LOCATION_EVENT))
  } catch {
    // Storage blocked: the prompt simply asks again next time.
  }
}

/** The preferred town, if any. */
export function preferredTown(preference = readLocationPreference()): Town | undefined {
  return preference?.answer === 'town' ? towns.find((t) => t.slug === preference.slug) : undefined
}

/** The nearest of the seven towns to a position (great-circle distance). */
export function nearestTown(lat: number, lng: number): Town {
  const rad = (d: number) => (d * Math.PI) / 180
  const distance = (t: Town) => {
    const dLat = rad(t.lat - lat)
    const dLng = rad(t.lng - lng)
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat)) * Math.cos(rad(t.lat)) * Math.sin(dLng / 2) ** 2
    return 2 * Math.asin(Math.sqrt(h))
  }
  return towns.reduce((best, t) => (distance(t) < distance(best) ? t : best))
}
