import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import { Marker } from 'react-map-gl/maplibre'
import { BaseMap } from './base-map'
import '../../lib/i18n/discovery-catalog'

/** About 20 m: one arrow key press. */
const KEY_STEP = 0.0002

export interface LocationPickerProps {
  lat: number
  lng: number
  onChange: (lat: number, lng: number) => void
}

/**
 * The listing's position for the editor (docs/product.md, The listing editor: "a map pin to drag"): drag the pin, tap
 * the map, or focus the pin and move it with the arrow keys.
 */
export default function LocationPicker({ lat, lng, onChange }: LocationPickerProps) {
  const { t } = useLingui()
  const nudge = (e: KeyboardEvent) => {
    const step = {
      ArrowUp: [KEY_STEP, 0],
      ArrowDown: [-KEY_STEP, 0],
      ArrowLeft: [0, -KEY_STEP],
      ArrowRight: [0, KEY_STEP],
    }[e.key]
    if (!step) return
    e.preventDefault()
    onChange(lat + step[0]!, lng + step[1]!)
  }
  return (
    <div className="location-map location-picker">
      <BaseMap
        initialViewState={{ longitude: lng, latitude: lat, zoom: 15 }}
        scrollZoom={false}
        minZoom={8}
        maxZoom={18}
        onClick={(e) => onChange(e.lngLat.lat, e.lngLat.lng)}
      >
        <Marker
          longitude={lng}
          latitude={lat}
          anchor="bottom"
          draggable
          onDragEnd={(e) => onChange(e.lngLat.lat, e.lngLat.lng)}
        >
          <span
            className="map-pin"
            role="button"
            tabIndex={0}
            aria-label={t`Marcador da posição: arraste, toque no mapa ou use as setas`}
            onKeyDown={nudge}
          />
        </Marker>
      </BaseMap>
    </div>
  )
}
