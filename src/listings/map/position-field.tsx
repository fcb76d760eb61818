import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { offlineSafe } from '../offline/offline-safe'
import '../../lib/i18n/discovery-catalog'

// maplibre (~300 KB) loads with the form that shows this field only.
const LocationPicker = lazy(() => offlineSafe(() => import('./location-picker')))

/** Six decimals: about 10 cm, more than any pin is worth. */
const coordinate = (value: number) => Number(value.toFixed(6))

export interface Position {
  lat: number
  lng: number
}

/**
 * A place on the map for a form (a listing's or an agency's address): the pin starts at `start` (the town's centre)
 * until one is chosen; `onChange` gets the position rounded to six decimals.
 */
export function PositionField({
  id,
  value,
  start,
  onChange,
}: {
  id: string
  value: Position | null
  start: Position
  onChange: (position: Position) => void
}) {
  const pin = value ?? start
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p className="field-label" id={`${id}-label`}>
        <Trans>Posição no mapa</Trans>
      </p>
      <p className="muted" id={`${id}-hint`}>
        {value ? (
          <Trans>Posição marcada. Arraste o marcador para ajustar.</Trans>
        ) : (
          <Trans>Marcamos o centro da cidade. Arraste o marcador até o endereço.</Trans>
        )}
      </p>
      <Suspense fallback={<div className="location-map map-frame" aria-hidden="true" />}>
        <LocationPicker
          // A new starting place (another town) recentres the map.
          key={`${start.lat},${start.lng}`}
          lat={pin.lat}
          lng={pin.lng}
          onChange={(lat, lng) => onChange({ lat: coordinate(lat), lng: coordinate(lng) })}
        />
      </Suspense>
    </div>
  )
}
