import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import type { Vehicle } from '../../../domain/vehicle'
import { formatPrice } from '../../../lib/format/format'
import { formatDate } from '../../../lib/format/dates'
import { DetailFrame } from '../../../listings/detail/detail-frame'
import { PriceBandNote } from '../../../listings/price/price-band-note'
import { PriceDropNote } from '../../../listings/price/price-drop-note'
import { DescriptionSection, DetailSection } from '../../../listings/detail/detail-section'
import { countVehicleView } from '../api/count-vehicle-view'
import { vehicleQueryOptions } from '../api/get-vehicle'
import { vehicleTypeLabels } from '../../../listings/labels/vehicle-detail-labels'
import { SimilarVehicles } from './similar-vehicles'
import { VehicleKeyFacts } from './vehicle-key-facts'
import { VehicleOptionalItems } from './vehicle-optional-items'
import { VehicleSpecs } from './vehicle-specs'
import '../../../lib/i18n/discovery-catalog'

export interface VehicleDetailPageProps {
  id: string
  /**
   * The advertiser box and the visitor's actions (contact form, favourite), composed by the route. Phones are
   * absent when the advertiser turned show_contact off: the box then offers the message form only.
   */
  aside?: (vehicle: Vehicle) => ReactNode
}

export function VehicleDetailPage({ id, aside }: VehicleDetailPageProps) {
  const { i18n, t } = useLingui()
  const { data: vehicle } = useSuspenseQuery(vehicleQueryOptions(id))
  useEffect(() => countVehicleView(id), [id])
  const a = vehicle.attributes
  const title = `${a.brand} ${a.model} ${a.version}`.trim()

  return (
    <DetailFrame
      trust={{ verified: a.advertiser_verified, documented: a.documented }}
      pageTitle={t`${title} ${a.year} em ${a.city}`}
      breadcrumbs={[
        { label: t`Veículos`, to: '/veiculos' },
        {
          label: i18n._(vehicleTypeLabels[a.vehicle_type]),
          to: '/veiculos',
          search: { vehicle_type: a.vehicle_type },
        },
        { label: a.city, to: '/veiculos', search: { vehicle_type: a.vehicle_type, city: a.city_slug } },
        { label: `${a.brand} ${a.model}` },
      ]}
      images={a.images}
      alt={a.name}
      shareTitle={a.name || title}
      badge={
        <>
          {a.brand} · {a.year}
        </>
      }
      heading={a.name || title}
      subtitle={a.version}
      place={
        <>
          {a.city} - {a.state}
        </>
      }
      price={formatPrice(a.price)}
      underPrice={
        <>
          <PriceDropNote drop={a.price_drop} history={a.price_history} />
          <PriceBandNote band={a.price_band} />
          <VehicleKeyFacts a={a} />
        </>
      }
      aside={aside?.(vehicle)}
      related={<SimilarVehicles id={vehicle.id} />}
    >
      <DetailSection id="vd-specs" title={<Trans>Ficha técnica</Trans>}>
        <VehicleSpecs a={a} />
      </DetailSection>

      <DescriptionSection id="vd-description" text={a.description} />

      <VehicleOptionalItems selectedIds={a.optional_item_ids} />

      <p className="muted detail-section">
        <Trans>
          Código <span data-identifier>{a.code}</span> · publicado em {formatDate(a.created_at)} · atualizado
          em {formatDate(a.updated_at)}
        </Trans>
      </p>
    </DetailFrame>
  )
}
