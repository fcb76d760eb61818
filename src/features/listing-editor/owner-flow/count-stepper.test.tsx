import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { COUNT_MAX } from '../../../domain/property-input'
import { emptyValues, type ListingFormValues } from '../form/values'
import { CountStepper } from './count-stepper'

let read: () => ListingFormValues = () => emptyValues()

function Form({ start, children }: { start: Partial<ListingFormValues>; children: ReactNode }) {
  const form = useForm<ListingFormValues>({ defaultValues: { ...emptyValues(), ...start } })
  // The test reads the form's answers from outside, once mounted.
  useEffect(() => {
    read = form.getValues
  }, [form])
  return (
    <I18nProvider i18n={i18n}>
      <FormProvider {...form}>{children}</FormProvider>
    </I18nProvider>
  )
}

const renderStepper = (start: Partial<ListingFormValues> = {}) =>
  render(
    <Form start={start}>
      <CountStepper name="bathroom" label="Quantos banheiros?" noun="banheiros" />
    </Form>,
  )
const value = () => screen.getByRole('spinbutton', { name: 'Quantos banheiros?' })
const more = () => screen.getByRole('button', { name: 'Mais banheiros' })
const less = () => screen.getByRole('button', { name: 'Menos banheiros' })

describe('CountStepper', () => {
  it('counts up and down with + and −, into the form as the other counts (text), never below zero', () => {
    renderStepper()
    // Blank means "not informed": nothing to take away yet.
    expect(value()).toHaveProperty('value', '')
    expect(less()).toHaveProperty('disabled', true)
    fireEvent.click(more())
    fireEvent.click(more())
    expect(read().bathroom).toBe('2')
    expect(value()).toHaveProperty('value', '2')
    expect(value().getAttribute('aria-valuenow')).toBe('2')
    fireEvent.click(less())
    fireEvent.click(less())
    expect(read().bathroom).toBe('0')
    expect(less()).toHaveProperty('disabled', true)
  })

  it('answers the keyboard as a spin button: arrows, Page Up/Down, Home and End, within 0 and the maximum', () => {
    renderStepper({ bathroom: '3' })
    fireEvent.keyDown(value(), { key: 'ArrowUp' })
    expect(read().bathroom).toBe('4')
    fireEvent.keyDown(value(), { key: 'PageDown' })
    expect(read().bathroom).toBe('0')
    fireEvent.keyDown(value(), { key: 'End' })
    expect(read().bathroom).toBe(String(COUNT_MAX))
    expect(more()).toHaveProperty('disabled', true)
    fireEvent.keyDown(value(), { key: 'Home' })
    expect(read().bathroom).toBe('0')
    expect(value().getAttribute('inputmode')).toBe('numeric')
  })

  it('says the new value aloud after a tap, the focus staying on the button', () => {
    renderStepper({ bathroom: '1' })
    expect(screen.queryByText('Quantos banheiros? 2')).toBeNull()
    fireEvent.click(more())
    expect(screen.getByText('Quantos banheiros? 2').getAttribute('aria-live')).toBe('polite')
  })
})
