import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Vehicle } from '../../../domain/vehicle'
import { formatDate, formatPrice } from '../../../lib/format/format'
import { Breadcrumbs } from '../../../ui/breadcrumbs'
import { Gallery } from '../../../ui/gallery'
import { PinIcon } from '../../../ui/icons'
import { PageTitle } from '../../../ui/page-title'
import { ShareButton } from '../../../listings/share/share-button'
import { useVehicle } from '../api/get-vehicle'
import { vehicleTypeLabels } from '../../../listings/labels/vehicle-labels'
import { SimilarVehicles } from './similar-vehicles'
import { VehicleOptionalItems } from './vehicle-optional-items'
import { VehicleSpecs } from './vehicle-specs'
import '../../../ui/detail.css'
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
  const { data: vehicle } = useVehicle(id)
  const a = vehicle.attributes
  const title = `${a.brand} ${a.model} ${a.version}`.trim()

  return (
    <div className="container">
      <PageTitle title={t`${title} ${a.year} em ${a.city}`} />
      <Breadcrumbs
        items={[
          { label: t`Veículos`, to: '/veiculos' },
          {
            label: i18n._(vehicleTypeLabels[a.vehicle_type]),
            to: '/veiculos',
            search: { vehicle_type: a.vehicle_type },
          },
          { label: a.city, to: '/veiculos', search: { vehicle_type: a.vehicle_type, city: a.city_slug } },
          { label: `${a.brand} ${a.model}` },
        ]}
      />
      <div className="detail-layout">
        <div className="detail-gallery">
          <Gallery images={a.images} alt={a.name} />
        </div>
        <header className="detail-header">
          <p className="badge">
            {a.brand} · {a.year}
          </p>
          <h1>{a.name || title}</h1>
          <p className="muted">{a.version}</p>
          <p className="detail-place">
            <PinIcon size={18} />
            {a.city} - {a.state}
          </p>
          <p className="detail-price">{formatPrice(a.price)}</p>
          <div className="detail-actions">
            <ShareButton title={a.name || title} />
          </div>
        </header>
        {aside && <aside className="detail-aside">{aside(vehicle)}</aside>}
        <div className="detail-body">
          <section className="detail-section" aria-labelledby="vd-specs">
            <h2 id="vd-specs">
              <Trans>Ficha técnica</Trans>
            </h2>
            <VehicleSpecs a={a} />
          </section>

          {a.description && (
            <section className="detail-section" aria-labelledby="vd-description">
              <h2 id="vd-description">
                <Trans>Descrição</Trans>
              </h2>
              <p className="detail-description">{a.description}</p>
            </section>
          )}

          <VehicleOptionalItems selectedIds={a.optional_item_ids} />

          <p className="muted detail-section">
            <Trans>
              Código {a.code} · publicado em {formatDate(a.created_at)} · atualizado em{' '}
              {formatDate(a.updated_at)}
            </Trans>
          </p>
        </div>
      </div>
      <SimilarVehicles id={vehicle.id} />
    </div>
  )
}
