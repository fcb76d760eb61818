import { t } from '@lingui/core/macro'

// pt-BR formatting with the platform's Intl for numbers (no date or number library in the bundle).
const LOCALE = 'pt-BR'

let brl: Intl.NumberFormat | undefined
let integer: Intl.NumberFormat | undefined
let decimal: Intl.NumberFormat | undefined

/** Intl puts a no-break space after "R$"; a normal space keeps texts and tests stable. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

/** 'R$ 350.000,00', or 'Sob consulta' for a price on request. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined) return t({ id: 'price.on_request', message: 'Sob consulta' })
  brl ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' })
  return plainSpaces(brl.format(value))
}

/** 1.250 */
export function formatNumber(value: number): string {
  integer ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })
  return integer.format(value)
}

/** '120 m²', '85,5 m²', '1.200 m²' */
export function formatArea(squareMeters: number): string {
  decimal ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })
  return `${decimal.format(squareMeters)} m²`
}

/** '12 %', '7,5 %': a share as pt-BR writes it (a space before the sign), one decimal at most. */
export function formatPercent(value: number): string {
  decimal ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })
  return `${decimal.format(Math.round(value * 10) / 10)} %`
}

/** '45.000 km' */
export function formatMileage(km: number): string {
  return `${formatNumber(km)} km`
}
