// What a kind of listing tells the shared list page about its search: its filters (each with its chip and the
// filters its change clears), orders, title and texts, and its own search box and map, if any. It loads with the
// search pages only (its texts are in the discovery catalog), apart from the ListingKind the home page uses.
// Adding a filter: its param in the kind's search fields (src/domain/<kind>-search.ts) and its entry here.
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { PaginationMeta } from '../../domain/api'
import type { SelectOption } from '../filters/select-filter'
import type { Elsewhere } from '../results/elsewhere-offer'
import '../../lib/i18n/discovery-catalog'

/** The params every listing search has. */
export interface BaseSearch {
  q?: string
  city?: string
  sort?: string
}

type Key<S> = keyof S & string

interface FilterBase<S> {
  /** Names the filter's chip. */
  name: string
  /** The chip's text while the filter is set; undefined when it is not. */
  chip?: string
  /** The filters a change of this one clears (a model belongs to its brand). */
  clears?: Key<S>[]
}

/** One filter of the panel, as the control that sets it. */
export type SearchFilter<S> = FilterBase<S> &
  (
    | {
        control: 'choice'
        key: Key<S>
        legend: string
        options: readonly { value: string | number; label: string }[]
      }
    | {
        control: 'select'
        key: Key<S>
        id: string
        label: string
        anyLabel: string
        options: readonly SelectOption[]
        disabled?: boolean
        /** The value is a number (an id, a mileage), not text. */
        numeric?: boolean
      }
    | { control: 'town'; key: Key<S>; id: string }
    /** A min and a max: a min above its max is swapped, its chip clears both. */
    | { control: 'range'; min: Key<S>; max: Key<S>; id: string; legend: string; grouped?: boolean }
    /** No control of its own, only a chip (the map's area). */
    | { control: 'none'; key: Key<S> }
  )

export type Patch<S> = Partial<S>

export interface ListingSearchKind<S extends BaseSearch, C = unknown> {
  path: '/imoveis' | '/veiculos'
  /** What filters, chips and title need besides the URL (a catalogue's names), read with the page's hooks. */
  useContext: (search: S) => C
  /** The panel's filters, in order (their chips follow the same order). */
  filters: (search: S, context: C) => SearchFilter<S>[]
  sorts: readonly NonNullable<S['sort']>[]
  sortLabels: Record<NonNullable<S['sort']>, MessageDescriptor>
  /** What the page lists ("Casas", "Fiat Uno"); the page's title adds the town. */
  what: (search: S, context: C) => string
  texts: {
    /** The results' count ("12 imóveis encontrados"). */
    count: (meta: PaginationMeta) => string
    searching: MessageDescriptor
    empty: (search: S) => string
    emptyHint: MessageDescriptor
  }
  /** A change as the kind applies it (another place drops the map's area). */
  adjust?: (patch: Patch<S>) => Patch<S>
  SearchBox: ComponentType<{ q?: string; onChange: (patch: Patch<S>) => void }>
  /** Before the search box: what the visitor is asked first (buy or rent). */
  Lead?: ComponentType<{ search: S; onChange: (patch: Patch<S>) => void }>
  /** The other kind, offered when a text search finds nothing here. */
  elsewhere?: Elsewhere
  /** Beside the order (the list and map switch). */
  BarActions?: ComponentType<{ search: S }>
  /** Between the bar and the results (the map); `replace` changes the URL without a history entry. */
  AboveResults?: ComponentType<{ search: S; replace: (patch: Patch<S>) => void }>
}
