import type { SearchRules } from './filters'
import type { SearchFilter } from './listing-search-kind'

/** The rules of withFilters that a kind's filters imply: its ranges and which filter clears which. */
export function rulesOf<S>(filters: SearchFilter<S>[]): SearchRules {
  const rules: SearchRules = { ranges: [], dependants: {} }
  for (const filter of filters) {
    if (filter.control === 'range') rules.ranges.push([filter.min, filter.max])
    else if (filter.clears) rules.dependants[filter.key] = filter.clears
  }
  return rules
}
