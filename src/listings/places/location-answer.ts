import { towns, type Town } from '../../domain/region'
import { LOCATION_EVENT, LOCATION_KEY, type LocationPreference } from './location-preference'

// The location prompt's answer (src/listings/places/location-prompt.tsx): the town nearest to the position, and the
// answer kept on this device. Loaded with the prompt; the home page only reads the answer (./location-preference).

export function saveLocationPreference(preference: LocationPreference): void {
  try {
    localStorage.setItem(LOCATION_KEY, JSON.stringify(preference))
    dispatchEvent(new Event(LOCATION_EVENT))
  } catch {
    // Storage blocked: the prompt simply asks again next time.
  }
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
