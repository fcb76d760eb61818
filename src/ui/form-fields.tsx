import { useLingui } from '@lingui/react/macro'
import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { get, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field'
import './form.css'
import '../lib/i18n/shared-catalog'

/** The message of the error at a path ('user.email', 'user.phones_attributes.0.number'), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

/** aria-describedby for a control inside <Field>: its error, else its hint. */
export const describedBy = (id: string, error?: string, hint?: ReactNode): string | undefined =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>

export interface TextFieldProps extends InputProps {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: string
  hint?: ReactNode
  /** Reformats what is typed (input masks). */
  mask?: (value: string) => string
  /** Reformats when the field is left. */
  finish?: (value: string) => string
}

/** A labelled input with its error next to it, described by it, and marked invalid. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  mask,
  finish,
  'aria-describedby': more,
  ...input
}: TextFieldProps) {
  const description = [describedBy(id, error, hint), error ? undefined : more].filter(Boolean).join(' ')
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error}>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        {...input}
        {...registration}
        onChange={(event) => {
          if (mask) event.target.value = mask(event.target.value)
          return registration.onChange(event)
        }}
        onBlur={(event) => {
          if (finish) event.target.value = finish(event.target.value)
          return registration.onBlur(event)
        }}
      />
    </Field>
  )
}

/** A password input with a show/hide toggle (typing on a phone keyboard without seeing is error-prone). */
export function PasswordField({ children, ...props }: TextFieldProps & { children?: ReactNode }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  return (
    <div className="password-field">
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? t`Ocultar` : t`Mostrar`}
        <span className="visually-hidden"> {t`senha`}</span>
      </button>
      {children}
    </div>
  )
}

export interface CheckboxFieldProps extends InputProps {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: string
}

export function CheckboxField({ id, label, registration, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="check-field">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: string
  hint?: ReactNode
}

export function TextAreaField({ id, label, registration, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error}>
      <textarea
        id={id}
        className="input"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
        {...registration}
      />
    </Field>
  )
}

/** An on/off setting (a checkbox with the switch role). */
export function SwitchField({
  id,
  label,
  hint,
  registration,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  registration: UseFormRegisterReturn
}) {
  return (
    <div className="check-field">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...registration}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  )
}
