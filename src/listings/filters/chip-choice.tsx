import { useLingui } from '@lingui/react/macro'
import '../../lib/i18n/discovery-catalog'

export interface ChipChoiceProps<T extends string | number> {
  legend: string
  value: T | undefined
  options: readonly { value: T; label: string }[]
  /** Choosing the selected option again clears it (undefined). */
  onChange: (value: T | undefined) => void
}

/** A row of toggle chips ("1+ 2+ 3+ 4+", "Comprar Alugar") where at most one is on. */
export function ChipChoice<T extends string | number>({
  legend,
  value,
  options,
  onChange,
}: ChipChoiceProps<T>) {
  const { t } = useLingui()
  return (
    <fieldset className="chip-choice">
      <legend className="field-label">{legend}</legend>
      <div className="chip-row">
        <button
          type="button"
          className="chip"
          aria-pressed={value === undefined}
          onClick={() => onChange(undefined)}
        >
          {t`Todos`}
        </button>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className="chip"
            aria-pressed={value === o.value}
            onClick={() => onChange(value === o.value ? undefined : o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

/** "1+" … "4+" for bedrooms, bathrooms and garages. */
export const atLeast = [1, 2, 3, 4].map((n) => ({ value: n, label: `${n}+` }))
