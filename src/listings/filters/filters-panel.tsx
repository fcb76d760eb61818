import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../ui/button'
import './filters.css'
import '../../lib/i18n/discovery-catalog'

export interface FiltersPanelProps {
  /** How many filters are set: shown on the phone's toggle. */
  active: number
  onClear: () => void
  children: ReactNode
}

/**
 * The filters: a side column on wide screens; on phones a panel behind a "Filtros" button, so the results stay on
 * the first screen. Controls apply at once; typed amounts on leaving the field or on Enter.
 */
export function FiltersPanel({ active, onClear, children }: FiltersPanelProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const panel = useId()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // Leaving the field applies it (see RangeFields).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }
  // The panel closes and the page moves to the top of the results, where the count and the chips say what the
  // filters did (the visitor was at the panel's end, far below them).
  const showResults = () => {
    setOpen(false)
    requestAnimationFrame(() =>
      document.querySelector('.list-results')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    )
  }
  return (
    <div className="filters-box">
      <Button
        variant="secondary"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t`Filtros (${active})` : t`Filtros`}
      </Button>
      <form
        id={panel}
        className={open ? 'filters-panel is-open' : 'filters-panel'}
        aria-label={t`Filtros`}
        onSubmit={submit}
      >
        {children}
        {/* Enter in a field submits; the button is for phones, where the panel closes to show the results. */}
        <div className="filters-panel-actions">
          <Button type="submit" className="filters-apply" onClick={showResults}>
            {t`Ver resultados`}
          </Button>
          {active > 0 && (
            <Button variant="ghost" onClick={onClear}>
              {t`Limpar filtros`}
            </Button>
          )}
        </div>
      </form>
    </div>
  )
}
