import type { PushPayload } from '../../adapters/push/sender'
import { reais, type SavedSearchKind } from '../../../src/domain/saved-search'
import type { ListingFacts } from '../listings'

// The pt-BR words of every alert, push and e-mail. A push keeps to the service worker's payload (sw/push.ts).

const MAX_BODY = 180
const clip = (text: string) => (text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1)}…` : text)
const price = (value: number | null) => (value === null ? 'Sob consulta' : reais(value))
const percent = (from: number, to: number) => Math.round(((from - to) / from) * 100)

export interface MatchFacts {
  id: number
  event: string
  priceFrom: number | null
  priceTo: number | null
}

export const isDrop = (event: string) => event.startsWith('drop:')

/** A saved search found a listing, new or cheaper. */
export function matchPush(searchName: string, match: MatchFacts, listing: ListingFacts): PushPayload {
  if (isDrop(match.event) && match.priceFrom !== null && match.priceTo !== null)
    return {
      title: `Preço reduzido em ${percent(match.priceFrom, match.priceTo)} %`,
      body: clip(`${listing.name}: de ${reais(match.priceFrom)} por ${reais(match.priceTo)} · ${searchName}`),
      url: listing.path,
      tag: `alert-${match.id}`,
    }
  return {
    title: `Novo anúncio: ${searchName}`,
    body: clip(`${listing.name} · ${price(listing.price)}`),
    url: listing.path,
    tag: `alert-${match.id}`,
  }
}

export type FollowEvent = 'drop' | 'sold' | 'rented' | 'removed'

/** A favourite the device follows dropped its price or ended. */
export function followPush(
  event: FollowEvent,
  listing: ListingFacts,
  tag: string,
  drop?: { from: number; to: number },
): PushPayload {
  const title =
    event === 'drop' && drop
      ? `Favorito com preço reduzido em ${percent(drop.from, drop.to)} %`
      : event === 'sold'
        ? 'Um favorito foi vendido'
        : event === 'rented'
          ? 'Um favorito foi alugado'
          : 'Um favorito saiu do ar'
  const body =
    event === 'drop' && drop ? `${listing.name}: de ${reais(drop.from)} por ${reais(drop.to)}` : listing.name
  return { title, body: clip(body), url: event === 'removed' ? '/favoritos' : listing.path, tag }
}

/** The list page a saved search opens: /imoveis or /veiculos with its params. */
export function searchPath(kind: SavedSearchKind, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString()
  return `${kind === 'property' ? '/imoveis' : '/veiculos'}${qs ? `?${qs}` : ''}`
}

/** One listing as a line of an e-mail. */
export function listingLine(match: MatchFacts, listing: ListingFacts, origin: string): string {
  const what =
    isDrop(match.event) && match.priceFrom !== null && match.priceTo !== null
      ? `preço reduzido de ${reais(match.priceFrom)} para ${reais(match.priceTo)}`
      : price(listing.price)
  return `• ${listing.name} — ${what}\n  ${origin}${listing.path}`
}
