import { parseNumber } from '../../../domain/number-input'
import { formatArea, formatPrice } from '../../../lib/format/format'
import type { ListingFormValues } from '../form/values'

// The review shows the answers as the listing will show them: money and areas in pt-BR ("R$ 285.000,00",
// "200 m²"), not as typed.

const typed = (text: string): number | null => {
  const n = parseNumber(text)
  return Number.isFinite(n) ? n : null
}

/** The price line: "Sob consulta", the sale and/or rent price, or null when none is given yet. */
export function reviewPrice(
  v: Pick<ListingFormValues, 'price' | 'rent_price' | 'listing_type' | 'price_on_request'>,
): string | null {
  if (v.price_on_request) return formatPrice(null)
  const prices = [typed(v.price), v.listing_type === 'both' ? typed(v.rent_price) : null]
  const given = prices.filter((p): p is number => p !== null)
  return given.length ? given.map(formatPrice).join(' · ') : null
}

export function reviewArea(squareMeters: string): string | null {
  const n = typed(squareMeters)
  return n === null ? null : formatArea(n)
}
