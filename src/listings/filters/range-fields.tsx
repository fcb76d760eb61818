import { useLingui } from '@lingui/react/macro'
import { formatAmount, parseAmount } from '../search/filters'
import '../../lib/i18n/discovery-catalog'

export interface RangeFieldsProps {
  id: string
  legend: string
  min: number | undefined
  max: number | undefined
  onChange: (min: number | undefined, max: number | undefined) => void
  /** Thousands separators as typed ("350.000"); off for years. */
  grouped?: boolean
}

const read = (input: HTMLInputElement | null) => (input ? parseAmount(input.value) : undefined)

/**
 * A "from – to" pair. Each field is applied when it loses focus or on Enter (the form's submit), not at every key:
 * on a slow link one search per decision, not one per digit.
 */
export function RangeFields({ id, legend, min, max, onChange, grouped = true }: RangeFieldsProps) {
  const { t } = useLingui()
  const show = (n: number | undefined) => (grouped ? formatAmount(n) : (n?.toString() ?? ''))
  const commit = (e: React.FocusEvent<HTMLInputElement>) => {
    const form = e.currentTarget.closest('fieldset')
    const next = [
      read(form?.querySelector(`#${id}-min`) ?? null),
      read(form?.querySelector(`#${id}-max`) ?? null),
    ] as const
    if (next[0] !== min || next[1] !== max) onChange(next[0], next[1])
  }
  return (
    <fieldset className="range-fields">
      <legend className="field-label">{legend}</legend>
      <div className="range-row">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t`${legend}: mínimo`}
        </label>
        <input
          // A new value from the URL (back button, clear) replaces what was typed.
          key={`min-${min}`}
          id={`${id}-min`}
          name={`${id}-min`}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`Mínimo`}
          defaultValue={show(min)}
          onBlur={commit}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t`${legend}: máximo`}
        </label>
        <input
          key={`max-${max}`}
          id={`${id}-max`}
          name={`${id}-max`}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`Máximo`}
          defaultValue={show(max)}
          onBlur={commit}
        />
      </div>
    </fieldset>
  )
}
