import { towns, type Town } from '../../domain/region'

// The visitor's answer to "usar sua localização?" (home), kept on this device: declined, or the town chosen or
// detected. Read by the home page for "popular nearby"; written by the location prompt (./location-answer, loaded
// with the prompt, not with the home page).

export const LOCATION_KEY = 'mi.location'
/** Dispatched on window when the answer changes. */
export const LOCATION_EVENT = 'mi:location'

export type LocationPreference =
  { answer: 'declined' } | { answer: 'town'; slug: string; source: 'geolocation' | 'chosen' }

export function readLocationPreference(): LocationPreference | null {
  try {
    const value = JSON.parse(localStorage.getItem(LOCATION_KEY) ?? 'null') as LocationPreference | null
    if (value?.answer === 'declined') return value
    if (value?.answer === 'town' && towns.some((t) => t.slug === value.slug)) return value
    return null
  } catch {
    return null
  }
}

/** The preferred town, if any. */
export function preferredTown(preference = readLocationPreference()): Town | undefined {
  return preference?.answer === 'town' ? towns.find((t) => t.slug === preference.slug) : undefined
}
