import { i18n } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { propertyCategories, propertySorts } from '../../../domain/enums'
import { towns } from '../../../domain/region'
import { formatArea, formatPrice } from '../../../lib/format/format'
import { atLeast } from '../../../listings/filters/chip-choice'
import { rangeLabel } from '../../../listings/filters/range-label'
import type { ListingSearchKind } from '../../../listings/search/listing-search-kind'
import { categoryPluralLabels, dealPhraseLabels } from '../../../listings/list/heading-labels'
import { categoryLabels } from '../../../listings/labels/property-labels'
import { propertySortLabels } from '../../../listings/labels/property-detail-labels'
import { DealSwitch } from '../../../listings/search/deal-switch'
import type { PropertyRouteSearch } from '../api/get-properties'
import { PropertyMapView } from './property-map-view'
import { isRuralCategory } from '../../../domain/rural-units'
import { noRuralFilters, ruralFilters } from './rural-filters'
import { PropertySearchBox } from './property-search-box'
import { ViewSwitch } from './view-switch'
import '../../../lib/i18n/discovery-catalog'

const price = (n: number) => formatPrice(n).replace(/,00$/, '')

/** The search of /imoveis: its filters and chips, orders, texts, place search and map. */
export const propertySearchKind: ListingSearchKind<PropertyRouteSearch> = {
  path: '/imoveis',
  useContext: () => undefined,
  filters: (s) => [
    {
      name: 'listing_type',
      control: 'choice',
      key: 'listing_type',
      legend: t`Negócio`,
      options: [
        { value: 'sale', label: t`Comprar` },
        { value: 'rent', label: t`Alugar` },
      ],
      chip: s.listing_type && (s.listing_type === 'rent' ? t`Alugar` : t`Comprar`),
    },
    {
      name: 'category',
      control: 'select',
      key: 'category',
      id: 'pf-category',
      label: t`Tipo de imóvel`,
      anyLabel: t`Todos os tipos`,
      options: propertyCategories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) })),
      chip: s.category && i18n._(categoryLabels[s.category]),
    },
    {
      name: 'city',
      control: 'town',
      key: 'city',
      id: 'pf-city',
      chip: towns.find((town) => town.slug === s.city)?.name ?? s.city,
    },
    {
      name: 'price',
      control: 'range',
      min: 'price_min',
      max: 'price_max',
      id: 'pf-price',
      legend: t`Preço (R$)`,
      chip: rangeLabel(s.price_min, s.price_max, price),
    },
    {
      name: 'area',
      control: 'range',
      min: 'area_min',
      max: 'area_max',
      id: 'pf-area',
      legend: t`Área (m²)`,
      chip: rangeLabel(s.area_min, s.area_max, formatArea),
    },
    ...(isRuralCategory(s.category) ? ruralFilters(s) : []),
    {
      name: 'bedrooms',
      control: 'choice',
      key: 'bedrooms',
      legend: t`Quartos`,
      options: atLeast,
      chip: s.bedrooms ? t`${s.bedrooms}+ quartos` : undefined,
    },
    {
      name: 'bathrooms',
      control: 'choice',
      key: 'bathrooms',
      legend: t`Banheiros`,
      options: atLeast,
      chip: s.bathrooms ? t`${s.bathrooms}+ banheiros` : undefined,
    },
    {
      name: 'garages',
      control: 'choice',
      key: 'garages',
      legend: t`Vagas de garagem`,
      options: atLeast,
      chip: s.garages ? t`${s.garages}+ vagas` : undefined,
    },
    {
      name: 'bbox',
      control: 'none',
      key: 'bbox',
      chip: s.view === 'map' && s.bbox ? t`Área do mapa` : undefined,
    },
  ],
  sorts: propertySorts,
  sortLabels: propertySortLabels,
  what: (s) => {
    const what = s.category ? i18n._(categoryPluralLabels[s.category]) : t`Imóveis`
    return s.listing_type ? `${what} ${i18n._(dealPhraseLabels[s.listing_type])}` : what
  },
  texts: {
    count: (meta) =>
      meta.total_capped
        ? plural(meta.total, { other: 'Mais de # imóveis encontrados' })
        : plural(meta.total, {
            0: 'Nenhum imóvel encontrado',
            one: '# imóvel encontrado',
            other: '# imóveis encontrados',
          }),
    searching: msg`Buscando imóveis…`,
    empty: (s) =>
      s.view === 'map' && s.bbox
        ? t`Nenhum imóvel nesta área do mapa.`
        : t`Nenhum imóvel encontrado com esses filtros.`,
    emptyHint: msg`Tente outra cidade, outro tipo de imóvel ou uma faixa de preço maior.`,
  },
  // Another town or text is another place: the map's area no longer applies. A category that is not rural drops
  // the rural filters, which only rural listings match.
  adjust: (patch) => {
    const placed = 'city' in patch || 'q' in patch ? { ...patch, bbox: undefined } : patch
    return 'category' in patch && !isRuralCategory(patch.category) ? { ...placed, ...noRuralFilters } : placed
  },
  SearchBox: PropertySearchBox,
  Lead: ({ search, onChange }) => (
    <DealSwitch value={search.listing_type} onChange={(listing_type) => onChange({ listing_type })} />
  ),
  elsewhere: {
    collection: 'vehicles',
    to: '/veiculos',
    label: (n) => plural(n, { one: 'Ver # veículo', other: 'Ver # veículos' }),
  },
  BarActions: ({ search }) => <ViewSwitch map={search.view === 'map'} />,
  AboveResults: PropertyMapView,
}
