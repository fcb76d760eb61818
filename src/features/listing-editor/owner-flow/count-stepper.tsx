import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { COUNT_MAX } from '../../../domain/property-input'
import { parseNumber } from '../../../domain/number-input'
import { Field } from '../../../ui/field'
import { describedBy, errorAt } from '../../../ui/form-fields'
import type { ListingFormValues } from '../form/values'

type CountName = 'bedroom' | 'commercial_room' | 'suite' | 'bathroom' | 'parking_space'

/**
 * A count (bedrooms, suites…) as a phone asks it: − and + on each side of the value, so the owner taps instead of
 * opening the keyboard. The value is a spin button (arrows, Page Up/Down, Home/End) and can still be typed; blank
 * means "not informed", like the form's other counts.
 */
export function CountStepper({ name, label, noun }: { name: CountName; label: string; noun: string }) {
  const { t } = useLingui()
  const { control, formState, register, setValue, getFieldState } = useFormContext<ListingFormValues>()
  const typed = useWatch({ control, name }) ?? ''
  const touched = getFieldState(name, formState).isDirty
  const error = errorAt(formState.errors, name)
  const id = `count-${name}`
  const parsed = parseNumber(typed)
  const value = Number.isFinite(parsed) ? parsed : 0
  const set = (n: number) =>
    setValue(name, String(Math.min(Math.max(Math.round(n), 0), COUNT_MAX)), {
      shouldDirty: true,
      shouldValidate: true,
    })
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 }
    if (e.key in moves) set(value + moves[e.key]!)
    else if (e.key === 'Home') set(0)
    else if (e.key === 'End') set(COUNT_MAX)
    else return
    e.preventDefault()
  }
  return (
    <Field label={label} htmlFor={id} error={error} className="count-stepper">
      <div className="count-stepper-row">
        <button
          type="button"
          className="btn btn-secondary count-stepper-btn"
          aria-label={t`Menos ${noun}`}
          aria-controls={id}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="input count-stepper-value"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-valuemin={0}
          aria-valuemax={COUNT_MAX}
          aria-valuenow={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...register(name)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn btn-secondary count-stepper-btn"
          aria-label={t`Mais ${noun}`}
          aria-controls={id}
          disabled={value >= COUNT_MAX}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      {/* The value after a tap on − or +, said aloud: the buttons keep the focus, so the spin button is not read. */}
      <span className="visually-hidden" aria-live="polite">
        {touched ? `${label} ${value}` : ''}
      </span>
    </Field>
  )
}
