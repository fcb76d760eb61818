import type { ActiveFilter } from './active-filters'
import type { Patch, SearchFilter } from '../search/listing-search-kind'

/** The filters in use as chips, the text first; removing one clears its key (or both ends of a range). */
export function filterChips<S extends { q?: string }>(
  search: S,
  filters: SearchFilter<S>[],
  onChange: (patch: Patch<S>) => void,
): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  const add = (key: string, label: string | undefined, patch: Patch<S>) => {
    if (label) chips.push({ key, label, remove: () => onChange(patch) })
  }
  add('q', search.q && `“${search.q}”`, { q: undefined } as Patch<S>)
  for (const f of filters) {
    const keys = f.control === 'range' ? [f.min, f.max] : [f.key]
    add(f.name, f.chip, Object.fromEntries(keys.map((k) => [k, undefined])) as Patch<S>)
  }
  return chips
}
