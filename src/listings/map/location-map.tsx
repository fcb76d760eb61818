import { useLingui } from '@lingui/react/macro'
import { Layer, Marker, Source } from 'react-map-gl/maplibre'
import { circlePolygon } from './circle'
import { colours } from './style'
import { BaseMap } from './base-map'
import '../../lib/i18n/discovery-catalog'

/** Radius of the area shown when the advertiser hides the exact address (the point is already rounded). */
const APPROXIMATE_RADIUS_M = 600

export interface LocationMapProps {
  lat: number
  lng: number
  /** The advertiser's show_map: a pin on the address, else a circle around the neighbourhood. */
  exact: boolean
}

/** The listing's place on a map; dragging is off so the page still scrolls under a finger. */
export default function LocationMap({ lat, lng, exact }: LocationMapProps) {
  const { t } = useLingui()
  return (
    <div className="location-map" data-exact={exact}>
      <BaseMap
        initialViewState={{ longitude: lng, latitude: lat, zoom: exact ? 15 : 14 }}
        dragPan={false}
        scrollZoom={false}
        doubleClickZoom={false}
        touchZoomRotate={false}
        keyboard={false}
        minZoom={8}
        maxZoom={17}
      >
        {exact ? (
          <Marker longitude={lng} latitude={lat} anchor="bottom">
            <span className="map-pin" role="img" aria-label={t`Localização do imóvel`} />
          </Marker>
        ) : (
          <Source id="approximate" type="geojson" data={circlePolygon(lng, lat, APPROXIMATE_RADIUS_M)}>
            <Layer
              id="approximate-fill"
              type="fill"
              paint={{ 'fill-color': colours.approximate, 'fill-opacity': 0.18 }}
            />
            <Layer
              id="approximate-line"
              type="line"
              paint={{ 'line-color': colours.approximate, 'line-width': 2 }}
            />
          </Source>
        )}
      </BaseMap>
    </div>
  )
}
