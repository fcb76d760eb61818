import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { PropertyAttributes } from '../../../domain/property'
import { useNearViewport } from '../../../lib/browser/use-near-viewport'
import '../../../lib/i18n/discovery-catalog'
import { offlineSafe } from '../../../listings/offline/offline-safe'

// maplibre (~300 KB) loads only when the visitor scrolls near the map.
const LocationMap = lazy(() => offlineSafe(() => import('../../../listings/map/location-map')))

/** The address and a map: the exact spot when show_map is true, else an approximate area around it. */
export function PropertyLocation({ a }: { a: PropertyAttributes }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const address = a.address
  const place = [address.neighborhood, `${address.city} - ${address.state}`].filter(Boolean).join(', ')
  const street = address.show_map ? [address.street, address.number].filter(Boolean).join(', ') : null
  const hasPoint = address.lat !== null && address.lng !== null
  return (
    <section className="detail-section" aria-labelledby="pd-address">
      <h2 id="pd-address">
        <Trans>Localização</Trans>
      </h2>
      <address>
        {street && (
          <>
            {street}
            {address.complement && ` - ${address.complement}`}
            <br />
          </>
        )}
        {place}
        {address.zip_code && (
          <>
            <br />
            <Trans>CEP {address.zip_code}</Trans>
          </>
        )}
        {address.reference && (
          <>
            <br />
            <Trans>Referência: {address.reference}</Trans>
          </>
        )}
      </address>
      {!address.show_map && (
        <p className="muted">
          <Trans>
            O anunciante preferiu não mostrar o endereço exato: o mapa mostra a região aproximada.
          </Trans>
        </p>
      )}
      {hasPoint && (
        <div ref={ref} className="detail-map" role="region" aria-label={t`Mapa da localização`}>
          {near && (
            <Suspense fallback={<div className="location-map map-frame" aria-busy="true" />}>
              <LocationMap lat={address.lat!} lng={address.lng!} exact={address.show_map} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  )
}
