import { Trans } from '@lingui/react/macro'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useState, type ComponentProps, type Ref } from 'react'
import { Map, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre'
import { towns } from '../../domain/region'
import { useSettings } from '../../lib/settings/get-settings'
import { mapLocale } from './map-locale'
import { mapStyle } from './style'
import './map.css'
import '../../lib/i18n/discovery-catalog'

type MapProps = ComponentProps<typeof Map>

export interface BaseMapProps extends Omit<MapProps, 'mapStyle' | 'workerUrl' | 'ref'> {
  ref?: Ref<MapRef>
  className?: string
}

/**
 * MapLibre with the site's style: the configured one (MAP_STYLE_URL through /api/settings, or VITE_MAP_STYLE_URL),
 * else the bundled local style with the towns' names as HTML labels. This module and maplibre load lazily.
 */
export function BaseMap({ ref, className, children, onError, ...props }: BaseMapProps) {
  const { data: settings } = useSettings()
  const style = mapStyle(settings?.map_style_url)
  const local = typeof style !== 'string'
  const [failed, setFailed] = useState(false)

  if (failed) {
    return (
      <div className={`map-frame map-failed ${className ?? ''}`} role="status">
        <p>
          <Trans>Não foi possível mostrar o mapa neste aparelho.</Trans>
        </p>
      </div>
    )
  }
  return (
    <div className={`map-frame ${className ?? ''}`}>
      <Map
        ref={ref}
        // Vite serves the worker as its own file: maplibre's inline worker fails after a build.
        workerUrl={workerUrl}
        mapStyle={style}
        locale={mapLocale}
        attributionControl={local ? false : { compact: true }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        cooperativeGestures={false}
        onError={(e) => {
          // No target: the map itself could not start (no WebGL). Other errors (a tile) are not fatal.
          if (!e.target) setFailed(true)
          onError?.(e)
        }}
        {...props}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {local &&
          towns.map((t) => (
            // Below the biggest cluster bubble (28 px radius), and under the markers of listings.
            <Marker
              key={t.slug}
              longitude={t.lng}
              latitude={t.lat}
              anchor="top"
              offset={[0, 30]}
              style={{ zIndex: 0 }}
            >
              <span className="map-town-label">{t.name}</span>
            </Marker>
          ))}
        {children}
      </Map>
    </div>
  )
}
