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

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value)

// Dates by hand, not Intl.DateTimeFormat: building one with a time zone loads the zone's data, a long task on a
// phone in the middle of a listing page's first render. Bahia keeps UTC−3 all year (no daylight saving since 2012).
const BAHIA_OFFSET_MS = -3 * 3_600_000
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]

/** Day, month (0–11) and year on the region's calendar. */
function regionDay(value: string | Date): [number, number, number] {
  const d = new Date(toDate(value).getTime() + BAHIA_OFFSET_MS)
  return [d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear()]
}

const two = (n: number) => String(n).padStart(2, '0')

/** '21/11/2025' */
export function formatDate(value: string | Date): string {
  const [day, month, year] = regionDay(value)
  return `${two(day)}/${two(month + 1)}/${year}`
}

/** '21/11/2025 14:05', on the region's clock */
export function formatDateTime(value: string | Date): string {
  const d = new Date(toDate(value).getTime() + BAHIA_OFFSET_MS)
  return `${formatDate(value)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}

/** '21/11', a date of the last months where the year goes without saying. */
export function formatDayMonth(value: string | Date): string {
  const [day, month] = regionDay(value)
  return `${two(day)}/${two(month + 1)}`
}

/** '21 de novembro de 2025' */
export function formatLongDate(value: string | Date): string {
  const [day, month, year] = regionDay(value)
  return `${day} de ${MONTHS[month]!} de ${year}`
}

/** Digits only, with Brazil's country code: the form wa.me and tel: links want. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`
}
