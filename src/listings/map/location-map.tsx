import { useLingui } from '@lingui/react/macro'
import { Layer, Marker, Source } from 'react-map-gl/maplibre'
import { circlePolygon } from './circle'
import { colours } from './style'
import { BaseMap } from './base-map'
import '../../lib/i18n/discovery-catalog'

export interface LocationMapProps {
  lat: number
  lng: number
  /**
   * Null for the exact address (a pin); else the radius in metres of the circle drawn around the point the server
   * blurred to the advertiser's privacy level (privacyRadiusM in domain/address-privacy.ts).
   */
  radius: number | null
}

/** The listing's place on a map; dragging is off so the page still scrolls under a finger. */
export default function LocationMap({ lat, lng, radius }: LocationMapProps) {
  const { t } = useLingui()
  const exact = radius === null
  // Zoomed out enough for the whole circle to fit a phone's map.
  const zoom = exact ? 15 : radius <= 300 ? 15 : radius <= 1000 ? 14 : 11.5
  return (
    <div className="location-map" data-exact={exact} data-radius={radius ?? undefined}>
      <BaseMap
        initialViewState={{ longitude: lng, latitude: lat, zoom }}
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
          <Source id="approximate" type="geojson" data={circlePolygon(lng, lat, radius)}>
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
