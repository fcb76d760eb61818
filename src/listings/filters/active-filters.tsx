import { useLingui } from '@lingui/react/macro'
import '../../lib/i18n/discovery-catalog'

export interface ActiveFilter {
  key: string
  label: string
  remove: () => void
}

/** The filters in use as removable chips, and "Limpar filtros". */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  const { t } = useLingui()
  if (filters.length === 0) return null
  return (
    <div className="active-filters">
      <ul aria-label={t`Filtros aplicados`}>
        {filters.map((f) => (
          <li key={f.key}>
            <button type="button" className="chip is-removable" onClick={f.remove}>
              {f.label}
              <span className="visually-hidden">{t`: remover filtro`}</span>
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        {t`Limpar filtros`}
      </button>
    </div>
  )
}
