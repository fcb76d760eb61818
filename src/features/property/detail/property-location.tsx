import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { privacyRadiusM } from '../../../domain/address-privacy'
import type { PropertyAttributes } from '../../../domain/property'
import { useNearViewport } from '../../../lib/browser/use-near-viewport'
import '../../../lib/i18n/discovery-catalog'
import { MapOnDemand } from '../../../listings/map/map-on-demand'
import { offlineSafe } from '../../../listings/offline/offline-safe'

// maplibre (~300 KB) loads only when the visitor scrolls near the map.
const LocationMap = lazy(() => offlineSafe(() => import('../../../listings/map/location-map')))

/**
 * The address as far as the advertiser's privacy level shows it ("Rua X, Bairro Y — Irecê", "Bairro Y — Irecê",
 * "Irecê"), and a map: a pin on the exact spot, else a circle sized to the level around the point the server blurred.
 */
export function PropertyLocation({ a }: { a: PropertyAttributes }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const address = a.address
  const street = [address.street, address.number].filter(Boolean).join(', ')
  const line = [street, address.neighborhood].filter(Boolean).join(', ')
  const place = line ? `${line} — ${address.city}` : address.city
  const hasPoint = address.lat !== null && address.lng !== null
  const radius = privacyRadiusM[address.privacy]
  return (
    <section className="detail-section" aria-labelledby="pd-address">
      <h2 id="pd-address">
        <Trans>Localização</Trans>
      </h2>
      <address>
        {place}
        {address.complement && ` - ${address.complement}`}
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
      {address.privacy !== 'exact' && (
        <p className="muted">
          <PrivacyNote level={address.privacy} />
        </p>
      )}
      {hasPoint && (
        <div ref={ref} className="detail-map" role="region" aria-label={t`Mapa da localização`}>
          {near && (
            <MapOnDemand className="location-map">
              <Suspense fallback={<div className="location-map map-frame" aria-busy="true" />}>
                <LocationMap lat={address.lat!} lng={address.lng!} radius={radius} />
              </Suspense>
            </MapOnDemand>
          )}
        </div>
      )}
    </section>
  )
}

function PrivacyNote({ level }: { level: 'street' | 'neighborhood' | 'town' }) {
  if (level === 'street')
    return <Trans>O anunciante mostra a rua, sem o número: o mapa mostra a região aproximada.</Trans>
  if (level === 'neighborhood')
    return <Trans>O anunciante mostra só o bairro: o mapa mostra a região aproximada.</Trans>
  return <Trans>O anunciante mostra só a cidade: o mapa mostra a cidade, não o imóvel.</Trans>
}
