import { i18n } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { propertyPath } from '../../domain/paths'
import type { PropertySummary } from '../../domain/property'
import { propertyFavorite } from '../../listings/favorites/to-favorite'
import { categoryLabels, listingTypeLabels } from '../../listings/labels/property-labels'
import type { CardFact, ListingKind } from '../../listings/listing-kind'
import { AreaIcon, BathIcon, BedIcon, CarIcon } from '../../ui/icons'
import { propertiesQueryOptions, type PropertyQuery } from './api/get-properties'
import { PropertyArea } from './property-area'
import { PropertyPrice } from './property-price'
import { pricePerHa } from '../../domain/price-per-ha'
import { formatHectares, formatPricePerHa } from '../../lib/format/rural-format'

/** Properties for the shared listing layer: their card, favourite and list. */
export const propertyKind: ListingKind<PropertySummary, PropertyQuery> = {
  collection: 'properties',
  listPath: '/imoveis',
  labels: { loading: msg`Carregando imóveis` },
  card: {
    path: propertyPath,
    title: (p) => p.attributes.name,
    price: ({ attributes: a }) => <PropertyPrice a={a} />,
    meta: ({ attributes: a }) => (
      <>
        {i18n._(categoryLabels[a.category])} · {i18n._(listingTypeLabels[a.listing_type])}
      </>
    ),
    place: ({ attributes: a }) => [a.neighborhood, a.city].filter(Boolean).join(', '),
    flag: ({ attributes: a }) => a.highlighted && t`Destaque`,
    facts: ({ attributes: a }) => {
      const facts: CardFact[] = []
      if (a.bedroom !== null && a.bedroom > 0) {
        const text = plural(a.bedroom, { one: '# quarto', other: '# quartos' })
        facts.push({ key: 'bedroom', icon: <BedIcon size={18} />, text })
      }
      if (a.bathroom !== null && a.bathroom > 0) {
        const text = plural(a.bathroom, { one: '# banheiro', other: '# banheiros' })
        facts.push({ key: 'bathroom', icon: <BathIcon size={18} />, text })
      }
      if (a.parking_space !== null && a.parking_space > 0) {
        const text = plural(a.parking_space, { one: '# vaga', other: '# vagas' })
        facts.push({ key: 'parking', icon: <CarIcon size={18} />, text })
      }
      const perHa = a.listing_type === 'rent' ? null : pricePerHa(a.price, a.area_ha)
      if (a.area_ha !== null) {
        facts.push({ key: 'area', icon: <AreaIcon size={18} />, text: formatHectares(a.area_ha) })
        if (perHa !== null)
          facts.push({ key: 'per-ha', icon: <AreaIcon size={18} />, text: formatPricePerHa(perHa) })
      } else if (a.square_meters !== null) {
        const text = <PropertyArea category={a.category} m2={a.square_meters} />
        facts.push({ key: 'area', icon: <AreaIcon size={18} />, text })
      }
      return facts
    },
  },
  favorite: propertyFavorite,
  listQuery: propertiesQueryOptions,
}
