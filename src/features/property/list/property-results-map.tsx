import ResultsMap, { type ResultsMapProps } from '../../../listings/map/results-map'
import { MapPointCard } from './map-point-card'

/** The map of /imoveis with the property popup; loaded lazily with maplibre, like the map itself. */
export default function PropertyResultsMap(props: Omit<ResultsMapProps, 'PointCard'>) {
  return <ResultsMap {...props} PointCard={MapPointCard} />
}
