import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { emptyValues, type ListingFormValues } from '../form/values'
import { AddressPrivacyField } from './address-privacy-field'

function Form({ children }: { children: ReactNode }) {
  const form = useForm<ListingFormValues>({ defaultValues: emptyValues() })
  return <FormProvider {...form}>{children}</FormProvider>
}

/** The form's value of the level, as the request body will carry it. */
function Chosen() {
  return <output>{useWatch<ListingFormValues>({ name: 'address.privacy' }) as string}</output>
}

describe("the editor's address privacy choice", () => {
  it('offers the four levels with what visitors see, the neighbourhood chosen for a new listing', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form>
          <AddressPrivacyField />
          <Chosen />
        </Form>
      </I18nProvider>,
    )
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.value)).toEqual(['exact', 'street', 'neighborhood', 'town'])
    expect(screen.getByRole('radio', { name: /Só o bairro/ })).toHaveProperty('checked', true)
    expect(screen.getByText('Visitantes veem só a cidade; o mapa marca a cidade toda.')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: /Rua, sem o número/ }))
    expect(screen.getByRole('status').textContent).toBe('street')
  })
})
