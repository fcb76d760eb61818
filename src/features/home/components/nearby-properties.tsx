import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { nearbyShelf } from '../../../domain/home-shelves'
import { towns, type Town } from '../../../domain/region'
import { ListingShelf } from '../../../listings/cards/listing-shelf'
import type { ListingKind, ListingSummary } from '../../../listings/listing-kind'
import {
  LOCATION_EVENT,
  preferredTown,
  readLocationPreference,
} from '../../../listings/places/location-preference'

// Not in the home page's first JavaScript: it loads after the first paint, and only while the question is open.
const LocationPrompt = lazy(() => import('../../../listings/places/location-prompt'))
const ASK_AFTER_MS = 1500

/** Listings of the visitor's town, closest to its centre first: the chosen or detected town, else Irecê. */
export const nearbyQuery = (town: Town) => nearbyShelf(town)
export const nearbyTown = (): Town => preferredTown() ?? towns[0]

const subscribeLocation = (onChange: () => void) => {
  addEventListener(LOCATION_EVENT, onChange)
  return () => removeEventListener(LOCATION_EVENT, onChange)
}
// A string snapshot (stable between reads); none in the server's HTML, so a page rendered there hydrates
// with the default town and switches to the visitor's own right after.
const locationSnapshot = () => JSON.stringify(readLocationPreference())
const noLocation = () => 'null'

/** The stored answer, kept up to date when the question is answered. */
function useLocationPreference() {
  const snapshot = useSyncExternalStore(subscribeLocation, locationSnapshot, noLocation)
  return useMemo(() => JSON.parse(snapshot) as ReturnType<typeof readLocationPreference>, [snapshot])
}

/** The one-time question about the current location (under the hero), asked after the first paint. */
export function LocationQuestion() {
  const preference = useLocationPreference()
  const [ask, setAsk] = useState(false)
  useEffect(() => {
    if (preference || !('geolocation' in navigator)) return
    const timer = setTimeout(() => setAsk(true), ASK_AFTER_MS)
    return () => clearTimeout(timer)
  }, [preference])
  if (!ask || preference) return null
  return (
    <Suspense fallback={null}>
      <LocationPrompt />
    </Suspense>
  )
}

/** "Popular nearby" on the home page. */
export function NearbyProperties<L extends ListingSummary>({
  kind,
}: {
  /** The properties' description, from the route (the home feature does not know the kinds). */
  kind: ListingKind<L, ReturnType<typeof nearbyQuery>>
}) {
  const { t } = useLingui()
  const chosen = preferredTown(useLocationPreference())
  const town = chosen ?? towns[0]
  return (
    <ListingShelf
      key={town.slug}
      kind={kind}
      id="home-nearby"
      title={chosen ? t`Perto de você em ${town.name}` : t`Populares em ${town.name}`}
      query={nearbyQuery(town)}
      more={{ city: town.slug }}
    />
  )
}
