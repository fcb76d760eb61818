import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { propertyCreateSchema } from '../../../domain/property-input'
import { emptyValues, type ListingFormValues } from '../form/values'
import { FeaturesSection } from './features-section'

/** The form's values as the editor would check and send them. */
function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch<ListingFormValues>())}</output>
}

function Editor({ category }: { category: ListingFormValues['category'] }) {
  const f = useForm<ListingFormValues>({ defaultValues: { ...emptyValues(), category } })
  return (
    <I18nProvider i18n={i18n}>
      <FormProvider {...f}>
        <FeaturesSection />
        <Values />
      </FormProvider>
    </I18nProvider>
  )
}

describe("the editor's 'Imóvel rural' fields", () => {
  it('shows for a farm only, in labelled groups, and converts alqueires as they are typed', () => {
    const { unmount } = render(<Editor category="house" />)
    expect(screen.queryByRole('group', { name: 'Imóvel rural' })).toBeNull()
    unmount()

    render(<Editor category="farm" />)
    expect(screen.getByRole('group', { name: 'Imóvel rural' })).toBeTruthy()
    for (const name of ['Água', 'Energia elétrica', 'Acesso', 'Uso da terra', 'Benfeitorias', 'ITR'])
      expect(screen.getByRole('group', { name })).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Alqueires baianos' }))
    fireEvent.input(screen.getByLabelText('Área (alqueires)'), { target: { value: '12,4' } })
    expect(screen.getByText('= 120,03 ha')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Hectares' }))
    // The same number read as hectares.
    expect(screen.getByText('≈ 1,3 alqueires')).toBeTruthy()
  })

  it('gives the form what the shared schema turns into the stored rural fields', () => {
    render(<Editor category="farm" />)
    fireEvent.input(screen.getByLabelText('Área (hectares)'), { target: { value: '120' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Poço artesiano' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Trifásica' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /asfalto/ }))
    const car = screen.getByRole('group', { name: /^CAR/ })
    fireEvent.click(car.querySelector('input[value="yes"]')!)
    const values = JSON.parse(screen.getByTestId('values').textContent ?? '{}') as ListingFormValues
    const rural = propertyCreateSchema.safeParse({
      ...values,
      name: 'Fazenda com poço em Irecê',
      description: 'Fazenda de criação com poço artesiano e energia trifásica perto de Irecê.',
      listing_type: 'sale',
      price: '1.000.000',
      address: { ...values.address, neighborhood: 'Zona rural' },
    })
    expect(rural.success && rural.data.rural).toMatchObject({
      area_ha: 120,
      water: ['artesian_well'],
      electricity: 'three_phase',
      asphalt: true,
      documents: { car: 'yes', ccir: null },
    })
  })
})
