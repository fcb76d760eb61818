import ResultsMap, { type ResultsMapProps } from '../../../listings/map/results-map'
import { propertyMapQueryOptions, type MapFilters } from '../api/get-property-map'
import { MapPointCard } from './map-point-card'

type Props = Omit<ResultsMapProps, 'PointCard' | 'points'> & { filters: MapFilters }

/** The map of /imoveis with the property points and popup; loaded lazily with maplibre, like the map itself. */
export default function PropertyResultsMap({ filters, ...props }: Props) {
  return <ResultsMap {...props} points={propertyMapQueryOptions(filters)} PointCard={MapPointCard} />
}
