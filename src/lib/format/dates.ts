// pt-BR dates on the region's calendar, apart from format.ts: only pages of the app's later screens show dates, and
// the first page's JavaScript does not carry them.

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
