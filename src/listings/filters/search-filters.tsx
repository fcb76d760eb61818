import { ChipChoice } from './chip-choice'
import { FiltersPanel } from './filters-panel'
import { RangeFields } from './range-fields'
import { SelectFilter, TownFilter } from './select-filter'
import { countFilters } from '../search/filters'
import type { Patch, SearchFilter } from '../search/listing-search-kind'
import '../../ui/field.css'

const numberOrUndefined = (value: string | undefined) => (value === undefined ? undefined : Number(value))

/** Every filter of a kind's list page; each change is a new URL (shareable, and the back button undoes it). */
export function SearchFilters<S extends { q?: string }>({
  search,
  filters,
  onChange,
  onClear,
}: {
  search: S
  filters: SearchFilter<S>[]
  onChange: (patch: Patch<S>) => void
  onClear: () => void
}) {
  const { q: _q, ...set } = search
  const value = (key: keyof S) => search[key] as string | number | undefined
  const change = (key: keyof S, v: unknown) => onChange({ [key]: v } as Patch<S>)
  return (
    <FiltersPanel active={countFilters(set)} onClear={onClear}>
      {filters.map((f) => {
        switch (f.control) {
          case 'choice':
            return (
              <ChipChoice
                key={f.name}
                legend={f.legend}
                value={value(f.key)}
                options={f.options}
                onChange={(v) => change(f.key, v)}
              />
            )
          case 'select':
            return (
              <SelectFilter
                key={f.name}
                id={f.id}
                label={f.label}
                value={value(f.key)}
                anyLabel={f.anyLabel}
                options={f.options}
                disabled={f.disabled}
                onChange={(v) => change(f.key, f.numeric ? numberOrUndefined(v) : v)}
              />
            )
          case 'town':
            return (
              <TownFilter
                key={f.name}
                id={f.id}
                value={value(f.key) as string | undefined}
                onChange={(v) => change(f.key, v)}
              />
            )
          case 'range':
            return (
              <RangeFields
                key={f.name}
                id={f.id}
                legend={f.legend}
                grouped={f.grouped}
                min={value(f.min) as number | undefined}
                max={value(f.max) as number | undefined}
                onChange={(min, max) => onChange({ [f.min]: min, [f.max]: max } as Patch<S>)}
              />
            )
          default:
            return null
        }
      })}
    </FiltersPanel>
  )
}
