import { lazy, Suspense } from 'react'
import { MapOnDemand } from '../../../listings/map/map-on-demand'
import type { Patch } from '../../../listings/search/listing-search-kind'
import type { PropertyRouteSearch } from '../api/get-properties'

const ResultsMap = lazy(() => import('./property-results-map'))

/** The map of the results while the map view is on; the map's moves narrow the list to its area. */
export function PropertyMapView({
  search,
  replace,
}: {
  search: PropertyRouteSearch
  replace: (patch: Patch<PropertyRouteSearch>) => void
}) {
  if (search.view !== 'map') return null
  const { page: _p, per_page: _pp, sort: _s, view: _v, bbox: _b, ...mapFilters } = search
  return (
    <MapOnDemand className="results-map">
      <Suspense fallback={<div className="results-map map-frame" aria-busy="true" />}>
        <ResultsMap filters={mapFilters} bbox={search.bbox} onBboxChange={(bbox) => replace({ bbox })} />
      </Suspense>
    </MapOnDemand>
  )
}
