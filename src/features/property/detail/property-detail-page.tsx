import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import type { Property } from '../../../domain/property'
import { formatDate } from '../../../lib/format/dates'
import { EyeIcon } from '../../../ui/detail-icons'
import { CheckIcon } from '../../../ui/detail-icons'
import { VideoEmbed } from '../../../ui/video-embed'
import { DetailFrame } from '../../../listings/detail/detail-frame'
import { DescriptionSection, DetailSection } from '../../../listings/detail/detail-section'
import { countPropertyView } from '../api/count-property-view'
import { propertyQueryOptions } from '../api/get-property'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import { featureLabels } from '../../../listings/labels/property-detail-labels'
import { PriceBandNote } from '../../../listings/price/price-band-note'
import { PriceDropNote } from '../../../listings/price/price-drop-note'
import { PropertyPrice } from '../property-price'
import { MonthlyCosts } from './monthly-costs'
import { PropertyKeyFacts } from './property-key-facts'
import { RuralDetailsSection } from './rural-details'
import { PropertyFacts } from './property-facts'
import { PropertyLocation } from './property-location'
import { RelatedProperties } from './related-properties'
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
  const { data: property } = useSuspenseQuery(propertyQueryOptions(id))
  const a = property.attributes
  const category = i18n._(categoryLabels[a.category])
  const place = [a.address.neighborhood, `${a.address.city} - ${a.address.state}`].filter(Boolean).join(', ')

  useEffect(() => countPropertyView(id), [id])

  return (
    <DetailFrame
      trust={{ verified: a.advertiser_verified, documented: a.documented, onSite: a.photos_on_site }}
      pageTitle={t`${a.name} - ${category} em ${a.city}`}
      breadcrumbs={[
        { label: t`Imóveis`, to: '/imoveis' },
        { label: a.city, to: '/imoveis', search: { city: a.city_slug } },
        { label: category, to: '/imoveis', search: { city: a.city_slug, category: a.category } },
        { label: a.name },
      ]}
      images={a.images}
      alt={a.name}
      shareTitle={a.name}
      badge={
        <>
          {category} · {i18n._(listingTypeLabels[a.listing_type])}
        </>
      }
      heading={a.name}
      place={place}
      price={<PropertyPrice a={a} />}
      underPrice={
        <>
          <PriceDropNote drop={a.price_drop} history={a.price_history} />
          <PriceBandNote band={a.price_band} area={a.square_meters} />
          <PropertyKeyFacts a={a} />
          <MonthlyCosts a={a} />
        </>
      }
      aside={aside?.(property)}
      related={
        <>
          <RelatedProperties id={property.id} kind="nearby" title={t`Imóveis próximos`} />
          <RelatedProperties id={property.id} kind="similar" title={t`Outros que você pode gostar`} />
        </>
      }
    >
      {a.rural && <RuralDetailsSection r={a.rural} price={a.listing_type === 'rent' ? null : a.price} />}

      <DetailSection id="pd-facts" title={<Trans>Características</Trans>}>
        <PropertyFacts a={a} />
      </DetailSection>

      <DescriptionSection id="pd-description" text={a.description} />

      {a.features.length > 0 && (
        <DetailSection id="pd-features" title={<Trans>Comodidades</Trans>}>
          <ul className="check-list">
            {a.features.map((f) => (
              <li key={f}>
                <CheckIcon size={18} />
                {i18n._(featureLabels[f])}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {a.youtube_url && (
        <DetailSection id="pd-video" title={<Trans>Vídeo</Trans>}>
          <VideoEmbed url={a.youtube_url} title={a.name} />
        </DetailSection>
      )}

      <PropertyLocation a={a} />

      <p className="muted detail-section detail-meta">
        <span>
          <Trans>
            Anúncio <span data-identifier>{property.id}</span> · publicado em {formatDate(a.created_at)} ·
            atualizado em {formatDate(a.updated_at)}
          </Trans>
        </span>
        <span className="detail-views">
          <EyeIcon size={16} />
          {plural(a.views.total, { one: '# visualização', other: '# visualizações' })}
        </span>
      </p>
    </DetailFrame>
  )
}
