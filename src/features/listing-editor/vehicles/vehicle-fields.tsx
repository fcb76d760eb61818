import '../../../lib/i18n/listing-catalog'
import type { ReactNode, SelectHTMLAttributes, InputHTMLAttributes } from 'react'
import { useFormContext, type Path } from 'react-hook-form'
import { errorAt } from '../../../ui/form-fields'
import { Field } from '../../../ui/field'
import { FormInput } from '../sections/inputs'
import type { VehicleFormValues } from './vehicle-values'

type Name = Path<VehicleFormValues>
const idOf = (name: string) => `vehicle-${name.replaceAll('.', '-').replaceAll('_', '-')}`

/** A labelled input of the vehicle form, its error read from the form state. */
export function VInput(
  props: { name: Name; label: ReactNode; hint?: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name'
  >,
) {
  return <FormInput<VehicleFormValues> {...props} id={idOf(props.name)} />
}

/** A labelled select; `options` as [value, label], with a blank "Selecione" first. */
export function VSelect({
  name,
  label,
  options,
  placeholder,
  onPick,
  ...rest
}: {
  name: Name
  label: ReactNode
  options: readonly (readonly [string, string])[]
  placeholder: string
  onPick?: (value: string) => void
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { register, formState } = useFormContext<VehicleFormValues>()
  const error = errorAt(formState.errors, name)
  const id = idOf(name)
  const field = register(name)
  return (
    <Field label={label} htmlFor={id} error={error}>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
        {...field}
        onChange={(e) => {
          void field.onChange(e)
          onPick?.(e.target.value)
        }}
      >
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A group of checkboxes bound to one array field (financing status, one group of optional items). */
export function VChecks({
  name,
  legend,
  options,
}: {
  name: 'financing_status' | 'optional_item_ids'
  legend: ReactNode
  options: readonly (readonly [string, string])[]
}) {
  const { register } = useFormContext<VehicleFormValues>()
  return (
    <fieldset className="vehicle-checks">
      <legend>{legend}</legend>
      {options.map(([value, text]) => (
        <label key={value} className="vehicle-check">
          <input type="checkbox" value={value} {...register(name)} />
          <span>{text}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** One yes/no choice. */
export function VSwitch({
  name,
  label,
}: {
  name: 'one_owner' | 'accepts_exchange' | 'show_contact'
  label: ReactNode
}) {
  const { register } = useFormContext<VehicleFormValues>()
  return (
    <label className="vehicle-check">
      <input type="checkbox" {...register(name)} />
      <span>{label}</span>
    </label>
  )
}
