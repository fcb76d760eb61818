// What a kind of listing (properties, vehicles) tells the shared listing layer about itself: how its card reads,
// where its pages are, how it is saved as a favourite and where its list comes from. The generic cards, grids and
// shelves of src/listings take one of these and know nothing else about the kind. Its search (filters, chips,
// orders) is described apart, in ListingSearchKind, because it loads with the search pages only.
import type { MessageDescriptor } from '@lingui/core'
import type { UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PaginationMeta } from '../domain/api'
import type { Image } from '../domain/media'
import type { FavoriteDraft } from './favorites/to-favorite'

/** What every listing summary has: an id and attributes with an optional cover photo and a price. */
export interface ListingSummary {
  id: string
  attributes: {
    cover: Pick<Image, 'base' | 'width' | 'height' | 'alt' | 'colour'> | null
    price: number | null
    /** How much the price fell lately (a card's "−12 %"); absent in answers cached before it. */
    price_drop_percent?: number | null
    /** "Anunciante verificado"; absent in answers cached before it. */
    advertiser_verified?: boolean
  }
}

/**
 * Query options of a kind's own query, whatever its key. The key is `any` because UseQueryOptions uses its key type
 * both ways (as `queryKey` and as the argument of `queryFn`), so no tuple key is assignable to QueryKey.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KindQueryOptions<T> = UseQueryOptions<T, Error, T, any>

export interface ListingPage<L> {
  data: L[]
  meta: PaginationMeta
}

/** One fact under a card's title (an icon and its text). */
export interface CardFact {
  key: string
  icon: ReactNode
  text: ReactNode
}

export interface ListingKind<L extends ListingSummary, Q extends object = object> {
  /** The API's collection (/api/properties) and the root of the kind's query keys. */
  collection: 'properties' | 'vehicles'
  /** The list page of this kind, where "Ver todos" leads. */
  listPath: '/imoveis' | '/veiculos'
  /** Names the skeleton of a row of this kind while it loads ("Carregando imóveis"). */
  labels: { loading: MessageDescriptor }
  /** The card's pieces, in the card's order: price and its suffix, title, meta line, place, badge and facts. */
  card: {
    path: (listing: L) => string
    title: (listing: L) => ReactNode
    /** The price line, when the kind shows more than one amount (a sale and a rent); else the plain price. */
    price?: (listing: L) => ReactNode
    priceSuffix?: (listing: L) => ReactNode
    meta: (listing: L) => ReactNode
    place: (listing: L) => ReactNode
    flag: (listing: L) => ReactNode
    facts: (listing: L) => CardFact[]
  }
  /** The listing as this device's favourites keep it. */
  favorite: (listing: L) => FavoriteDraft
  /** The page of listings matching a query (the home shelves'). */
  listQuery: (query: Q) => KindQueryOptions<ListingPage<L>>
}
