// Filter changes as URL search objects: every change starts again at page 1, empty values leave the URL, and a
// filter that depends on another (model on brand, brand on vehicle type) is dropped with it. Which filters depend
// on which, and which are ranges, each kind's search says (rulesOf in search-rules.ts).

type Search = Record<string, unknown>

const isEmpty = (v: unknown) => v === undefined || v === null || v === ''

/** Keys that paging and view state use, not filters. */
const notFilters = new Set(['page', 'per_page', 'view', 'bbox', 'sort'])

export interface SearchRules {
  /** Min and max pairs. */
  ranges: [min: string, max: string][]
  /** Changing a key on the left drops the keys on the right. */
  dependants: Record<string, readonly string[]>
}

/** `search` with `patch` applied, back to page 1, without empty values or stale dependants. */
export function withFilters<S extends object>(search: S, patch: Partial<S>, rules: SearchRules): S {
  const { dependants, ranges } = rules
  const before = search as Search
  const changes = patch as Search
  const next: Search = { ...before, ...changes }
  for (const key of Object.keys(changes)) {
    if (before[key] === changes[key]) continue
    for (const dependant of dependants[key] ?? []) if (!(dependant in changes)) delete next[dependant]
  }
  delete next.page
  for (const [key, value] of Object.entries(next)) if (isEmpty(value)) delete next[key]
  return orderRanges(next, ranges) as S
}

/** A min above its max is a typo of order, not an empty search: swap them. */
function orderRanges(search: Search, ranges: SearchRules['ranges']): Search {
  for (const [min, max] of ranges) {
    const a = search[min]
    const b = search[max]
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      search[min] = b
      search[max] = a
    }
  }
  return search
}

/** Every filter and the text gone; the order, the page size and the map view stay. */
export function clearFilters<S extends object>(search: S): S {
  const before = search as Search
  const next: Search = {}
  for (const key of ['sort', 'per_page', 'view'] as const) if (!isEmpty(before[key])) next[key] = before[key]
  return next as S
}

/** How many filters are set (the text, the order and paging do not count). */
export const countFilters = (search: object): number =>
  Object.entries(search).filter(([key, value]) => key !== 'q' && !notFilters.has(key) && !isEmpty(value))
    .length

/** Whether anything narrows the results (filters or text). */
export const hasFilters = (search: object): boolean =>
  countFilters(search) > 0 || !isEmpty((search as Search).q)

/**
 * An amount typed in a field: digits only ("R$ 350.000" -> 350000), or undefined when there are none.
 * Brazilian decimals ("1.500,50") keep the whole part: prices and areas filter in whole units.
 */
export function parseAmount(text: string): number | undefined {
  const whole = text.split(',')[0] ?? ''
  const digits = whole.replace(/\D/g, '')
  if (digits === '') return undefined
  const n = Number(digits)
  return Number.isSafeInteger(n) ? n : undefined
}

/** An amount as the fields show it: 350000 -> "350.000". */
export const formatAmount = (n: number | undefined): string =>
  n === undefined ? '' : new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(n)
