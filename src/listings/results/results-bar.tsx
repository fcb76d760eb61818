import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import '../../lib/i18n/discovery-catalog'

export interface ResultsBarProps<S extends string> {
  /** "1.234 imóveis encontrados", announced when it changes. */
  count: ReactNode
  sort: S
  sorts: readonly { value: S; label: string }[]
  onSort: (sort: S) => void
  /** The list/map switch, when the page has one. */
  children?: ReactNode
}

/** The result count with the order beside it. */
export function ResultsBar<S extends string>({ count, sort, sorts, onSort, children }: ResultsBarProps<S>) {
  const { t } = useLingui()
  return (
    <div className="results-bar">
      <p className="results-count" role="status">
        {count}
      </p>
      <div className="results-tools">
        {children}
        <label className="visually-hidden" htmlFor="results-sort">
          {t`Ordenar por`}
        </label>
        <select
          id="results-sort"
          className="input results-sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as S)}
        >
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
