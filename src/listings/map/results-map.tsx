import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { Marker, Popup, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre'
import Supercluster from 'supercluster'
import { MAP_CLUSTER } from './map-cluster'
import type { Bbox } from '../../domain/search'
import { formatBbox, parseBbox } from '../search/map-params'
import type { KindQueryOptions } from '../listing-kind'
import { clusterColours } from './cluster-colour'
import { regionBounds } from './style'
import { BaseMap } from './base-map'
import { shortPrice } from './short-price'
import '../../lib/i18n/discovery-catalog'

/** A listing's pin: where it is and its price (null: "Consulte"). */
export interface MapPoint {
  id: string
  lat: number
  lng: number
  price: number | null
}

/** The points of the current filters; `truncated` when there are more than the map may show. */
export interface ListingMap<P extends MapPoint = MapPoint> {
  data: P[]
  meta: { total: number; truncated: boolean }
}

export interface ResultsMapProps<P extends MapPoint = MapPoint> {
  /** The kind's query of the points matching the list's filters. */
  points: KindQueryOptions<ListingMap<P>>
  /** The area the list is limited to (from the URL): the map opens on it. */
  bbox?: string
  /** The visible area after the map moved (debounced). */
  onBboxChange: (bbox: string) => void
  /** The popup of a chosen pin (the listing's photo, price and title), supplied by the kind of listing. */
  PointCard: ComponentType<{ id: string }>
}

const MOVE_DEBOUNCE_MS = 400

/** minLng, minLat, maxLng, maxLat of some points. */
function pointsBounds(points: readonly { lat: number; lng: number }[]): Bbox {
  const lngs = points.map((p) => p.lng)
  const lats = points.map((p) => p.lat)
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]
}

/** Listing points of the current filters, clustered in the browser (supercluster, radius and last zoom of map-cluster.ts). */
export default function ResultsMap<P extends MapPoint>({
  points,
  bbox,
  onBboxChange,
  PointCard,
}: ResultsMapProps<P>) {
  const { t, i18n } = useLingui()
  const map = useRef<MapRef>(null)
  const { data, isPending, isError } = useQuery(points)
  const [view, setView] = useState<{ bounds: Bbox; zoom: number } | null>(null)
  const [selected, setSelected] = useState<MapPoint | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const index = useMemo(() => {
    const cluster = new Supercluster<Omit<P, 'lat' | 'lng'>>({
      radius: MAP_CLUSTER.radius,
      maxZoom: MAP_CLUSTER.maxZoom,
    })
    cluster.load(
      (data?.data ?? []).map(({ lat, lng, ...point }) => ({
        type: 'Feature',
        properties: point,
        geometry: { type: 'Point', coordinates: [lng, lat] },
      })),
    )
    return cluster
  }, [data])

  const features = view ? index.getClusters(view.bounds, view.zoom) : []
  const clusters = features.filter((f) => 'cluster' in f.properties && f.properties.cluster)
  const colours = clusterColours(clusters.map((f) => (f.properties as { point_count: number }).point_count))
  const colourOf = new Map(clusters.map((f, i) => [f, colours[i]!]))

  const readView = (target: MapRef | null) => {
    if (!target) return null
    const b = target.getBounds()
    return { bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as Bbox, zoom: target.getZoom() }
  }
  // Moves made by code before the user touched the map (the first fit) do not narrow the list.
  const touched = useRef(false)
  const onMoveEnd = (e: ViewStateChangeEvent) => {
    const next = readView(map.current)
    setView(next)
    if (!next || (!e.originalEvent && !touched.current)) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onBboxChange(formatBbox(next.bounds)), MOVE_DEBOUNCE_MS)
  }

  const zoomInto = (clusterId: number, lng: number, lat: number) => {
    touched.current = true
    const zoom = Math.min(index.getClusterExpansionZoom(clusterId), MAP_CLUSTER.maxZoom + 1)
    map.current?.easeTo({ center: [lng, lat], zoom, duration: 400 })
  }

  // Without an area of their own (new filters, a new town), the map frames the matching points.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const points = data?.data ?? []
    if (!loaded || bbox || points.length === 0) return
    touched.current = false
    map.current?.fitBounds(pointsBounds(points), { padding: 32, maxZoom: 14, duration: 0 })
  }, [loaded, bbox, data])

  const initial = parseBbox(bbox) ?? regionBounds
  return (
    <div
      className="results-map"
      data-zoom={view ? view.zoom.toFixed(2) : undefined}
      data-points={data?.data.length}
      aria-busy={isPending}
    >
      <BaseMap
        ref={map}
        initialViewState={{ bounds: initial, fitBoundsOptions: { padding: 16 } }}
        minZoom={6}
        maxZoom={18}
        onLoad={() => {
          setView(readView(map.current))
          setLoaded(true)
        }}
        onDragStart={() => (touched.current = true)}
        onZoomStart={(e) => e.originalEvent && (touched.current = true)}
        onMoveEnd={onMoveEnd}
      >
        {features.map((f) => {
          const [lng, lat] = f.geometry.coordinates as [number, number]
          const props = f.properties
          if ('cluster' in props && props.cluster) {
            const count = props.point_count
            const colour = colourOf.get(f) ?? 'blue'
            const size = Math.round(32 + Math.min(24, Math.log2(count) * 4))
            return (
              <Marker key={`c${props.cluster_id}`} longitude={lng} latitude={lat} style={{ zIndex: 2 }}>
                <button
                  type="button"
                  className={`map-cluster map-cluster-${colour}`}
                  style={{ width: size, height: size }}
                  data-count={count}
                  aria-label={plural(count, { one: '# imóvel: aproximar', other: '# imóveis: aproximar' })}
                  onClick={() => zoomInto(props.cluster_id, lng, lat)}
                >
                  {/* Written as the label says it ("1.234"), so a voice command naming what is seen finds it. */}
                  {i18n.number(count)}
                </button>
              </Marker>
            )
          }
          const point = props as Omit<P, 'lat' | 'lng'>
          const price = point.price === null ? t`Consulte` : shortPrice(point.price)
          return (
            <Marker key={point.id} longitude={lng} latitude={lat} style={{ zIndex: 1 }}>
              <button
                type="button"
                className={`map-point${selected?.id === point.id ? ' is-selected' : ''}`}
                aria-label={t`Imóvel: ${price}`}
                onClick={() => setSelected({ id: point.id, price: point.price, lat, lng })}
              >
                {price}
              </button>
            </Marker>
          )
        })}
        {selected && (
          <Popup
            longitude={selected.lng}
            latitude={selected.lat}
            anchor="bottom"
            offset={18}
            closeOnClick={false}
            onClose={() => setSelected(null)}
            maxWidth="16rem"
          >
            <PointCard id={selected.id} />
          </Popup>
        )}
      </BaseMap>
      {isError && (
        <p className="map-note" role="alert">
          {t`Não foi possível carregar os pontos do mapa.`}
        </p>
      )}
      {data?.meta.truncated && (
        <p className="map-note">{t`Mostrando parte dos imóveis: aproxime o mapa ou use os filtros.`}</p>
      )}
    </div>
  )
}
