import { useLingui } from '@lingui/react/macro'
import { towns } from '../../domain/region'
import { Field } from '../../ui/field'
import '../../ui/field.css'
import '../../lib/i18n/discovery-catalog'

export interface SelectOption {
  value: string | number
  label: string
}

/** One labelled drop-down filter; the first option (`anyLabel`) clears it, so `onChange` gets undefined. */
export function SelectFilter({
  id,
  label,
  value,
  anyLabel,
  options,
  disabled,
  onChange,
}: {
  id: string
  label: string
  value: string | number | undefined
  anyLabel: string
  options: readonly SelectOption[]
  disabled?: boolean
  onChange: (value: string | undefined) => void
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

const townOptions = towns.map((town) => ({ value: town.slug, label: town.name }))

/** The town filter of both searches (by slug). */
export function TownFilter({
  id,
  value,
  onChange,
}: {
  id: string
  value: string | undefined
  onChange: (city: string | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <SelectFilter
      id={id}
      label={t`Cidade`}
      value={value}
      anyLabel={t`Todas as cidades`}
      options={townOptions}
      onChange={onChange}
    />
  )
}
