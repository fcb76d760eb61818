import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import type { Property } from '../../../domain/property'
import { formatDate, formatPrice } from '../../../lib/format/format'
import { Breadcrumbs } from '../../../ui/breadcrumbs'
import { EyeIcon } from '../../../ui/detail-icons'
import { Gallery } from '../../../ui/gallery'
import { CheckIcon, PinIcon } from '../../../ui/icons'
import { PageTitle } from '../../../ui/page-title'
import { VideoEmbed } from '../../../ui/video-embed'
import { ShareButton } from '../../../listings/share/share-button'
import { countPropertyView } from '../api/count-property-view'
import { useProperty } from '../api/get-property'
import {
  categoryLabels,
  featureLabels,
  listingTypeLabels,
  rentalPeriodLabels,
} from '../../../listings/labels/property-labels'
import { PropertyFacts } from './property-facts'
import { PropertyLocation } from './property-location'
import { RelatedProperties } from './related-properties'
import '../../../ui/detail.css'
import '../../../lib/i18n/discovery-catalog'

export interface PropertyDetailPageProps {
  id: string
  /**
   * The advertiser box and the visitor's actions (contact form, favourite, report), composed by the route from the
   * advertiser, contact and favourites features.
   */
  aside?: (property: Property) => ReactNode
}

export function PropertyDetailPage({ id, aside }: PropertyDetailPageProps) {
  const { i18n, t } = useLingui()
  const { data: property } = useProperty(id)
  const a = property.attributes
  const category = i18n._(categoryLabels[a.category])
  const place = [a.address.neighborhood, `${a.address.city} - ${a.address.state}`].filter(Boolean).join(', ')

  useEffect(() => countPropertyView(id), [id])

  return (
    <div className="container">
      <PageTitle title={t`${a.name} - ${category} em ${a.city}`} />
      <Breadcrumbs
        items={[
          { label: t`Imóveis`, to: '/imoveis' },
          { label: a.city, to: '/imoveis', search: { city: a.city_slug } },
          { label: category, to: '/imoveis', search: { city: a.city_slug, category: a.category } },
          { label: a.name },
        ]}
      />
      <div className="detail-layout">
        <div className="detail-gallery">
          <Gallery images={a.images} alt={a.name} />
        </div>
        <header className="detail-header">
          <p className="badge">
            {category} · {i18n._(listingTypeLabels[a.listing_type])}
          </p>
          <h1>{a.name}</h1>
          <p className="detail-place">
            <PinIcon size={18} />
            {place}
          </p>
          <p className="detail-price">
            {formatPrice(a.price)}
            {a.listing_type === 'rent' && a.price !== null && a.rental_period && (
              <small> {i18n._(rentalPeriodLabels[a.rental_period])}</small>
            )}
          </p>
          <div className="detail-actions">
            <ShareButton title={a.name} />
          </div>
        </header>
        {aside && <aside className="detail-aside">{aside(property)}</aside>}
        <div className="detail-body">
          <section className="detail-section" aria-labelledby="pd-facts">
            <h2 id="pd-facts">
              <Trans>Características</Trans>
            </h2>
            <PropertyFacts a={a} />
          </section>

          {a.description && (
            <section className="detail-section" aria-labelledby="pd-description">
              <h2 id="pd-description">
                <Trans>Descrição</Trans>
              </h2>
              <p className="detail-description">{a.description}</p>
            </section>
          )}

          {a.features.length > 0 && (
            <section className="detail-section" aria-labelledby="pd-features">
              <h2 id="pd-features">
                <Trans>Comodidades</Trans>
              </h2>
              <ul className="check-list">
                {a.features.map((f) => (
                  <li key={f}>
                    <CheckIcon size={18} />
                    {i18n._(featureLabels[f])}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {a.youtube_url && (
            <section className="detail-section" aria-labelledby="pd-video">
              <h2 id="pd-video">
                <Trans>Vídeo</Trans>
              </h2>
              <VideoEmbed url={a.youtube_url} title={a.name} />
            </section>
          )}

          <PropertyLocation a={a} />

          <p className="muted detail-section detail-meta">
            <span>
              <Trans>
                Anúncio {property.id} · publicado em {formatDate(a.created_at)} · atualizado em{' '}
                {formatDate(a.updated_at)}
              </Trans>
            </span>
            <span className="detail-views">
              <EyeIcon size={16} />
              {plural(a.views.total, { one: '# visualização', other: '# visualizações' })}
            </span>
          </p>
        </div>
      </div>
      <RelatedProperties id={property.id} kind="nearby" title={t`Imóveis próximos`} />
      <RelatedProperties id={property.id} kind="similar" title={t`Outros que você pode gostar`} />
    </div>
  )
}
