import type { InputHTMLAttributes, ReactNode } from 'react'
import { useFormContext, type FieldValues, type Path } from 'react-hook-form'
import { formatNumber } from '../../../lib/format/format'
import { Field } from '../../../ui/field'
import { describedBy, errorAt } from '../../../ui/form-fields'
import type { ListingFormValues } from '../form/values'
import { errorOf } from './form-errors'

type InputProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: Path<T>
  /** Default: the name with its dots as dashes. */
  id?: string
  label: ReactNode
  hint?: ReactNode
  className?: string
}

/** A labelled input bound to the form (the property's by default, the vehicle's too), its error from the form state. */
export function FormInput<T extends FieldValues = ListingFormValues>({
  name,
  id = name.replaceAll('.', '-'),
  label,
  hint,
  className,
  onChange,
  ...rest
}: InputProps<T>) {
  const { register, formState } = useFormContext<T>()
  const error = errorAt(formState.errors, name)
  const field = register(name)
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} className={className}>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
        {...field}
        onChange={(e) => {
          onChange?.(e)
          return field.onChange(e)
        }}
      />
    </Field>
  )
}

type SelectProps = {
  name: Path<ListingFormValues>
  label: ReactNode
  children: ReactNode
  className?: string
}

export function FormSelect({ name, label, children, className }: SelectProps) {
  const { register, formState } = useFormContext<ListingFormValues>()
  const error = errorOf(formState.errors, name)
  const id = name.replaceAll('.', '-')
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        {children}
      </select>
    </Field>
  )
}

/** A group of radio buttons (listing type, rental period, status) with one error for the group. */
export function FormRadios({
  name,
  legend,
  options,
}: {
  name: Path<ListingFormValues>
  legend: ReactNode
  options: { value: string; label: ReactNode }[]
}) {
  const { register, formState } = useFormContext<ListingFormValues>()
  const error = errorOf(formState.errors, name)
  const id = name.replaceAll('.', '-')
  return (
    <fieldset
      className="field choice-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="choices">
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input type="radio" value={o.value} {...register(name)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  )
}

/** How much of a text's room is used ("1.234/5.000"); screen readers hear the field's own limit instead. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className="field-hint field-count" aria-hidden="true">
      {formatNumber(length)}/{formatNumber(max)}
    </span>
  )
}
