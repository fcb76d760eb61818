import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addYears } from '../api/brands'
import { YearsForm, yearsAddedText } from './years-form'

vi.mock('../api/brands', () => ({ addYears: vi.fn(() => Promise.resolve({ added: [], existing: [] })) }))

function renderForm() {
  const run = vi.fn(() => Promise.resolve(true))
  render(
    <I18nProvider i18n={i18n}>
      <YearsForm
        modelId="7"
        modelName="Chapada"
        current={[
          { year: 2021, version: '1.0 Flex' },
          { year: 2019, version: '2.0' },
        ]}
        run={run}
      />
    </I18nProvider>,
  )
  return {
    run,
    years: screen.getByLabelText('Anos de Chapada'),
    version: screen.getByLabelText('Versão de Chapada'),
  }
}

describe('YearsForm', () => {
  it('says beforehand which years a range adds and which the model already has, for the version typed', () => {
    const { years, version } = renderForm()
    fireEvent.change(version, { target: { value: '1.0 Flex' } })
    fireEvent.change(years, { target: { value: '2018 a 2024' } })
    expect(
      screen.getByText('Serão adicionados 6 anos: 2018 a 2020, 2022 a 2024; 2021 já existe'),
    ).toBeTruthy()
    fireEvent.change(version, { target: { value: '2.0' } })
    fireEvent.change(years, { target: { value: '2019, 2021, 2023' } })
    expect(screen.getByText('Serão adicionados 2 anos: 2021, 2023; 2019 já existe')).toBeTruthy()
  })

  it('shows the pt-BR error once the field is left, and sends nothing', () => {
    const { years, run } = renderForm()
    fireEvent.change(years, { target: { value: '2024 a 2018' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(years)
    expect(screen.getByRole('alert').textContent).toBe('Intervalo invertido: escreva 2018 a 2024.')
    expect(years.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar anos' }))
    expect(run).not.toHaveBeenCalled()
  })

  it('sends the years as typed, for the API to read with the same schema', () => {
    const { years, run } = renderForm()
    fireEvent.change(years, { target: { value: '2019, 2021' } })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar anos' }))
    expect(run).toHaveBeenCalledTimes(1)
    expect(addYears).toHaveBeenCalledWith('7', { years: '2019, 2021', version: '' })
  })

  it('sums up what a batch did', () => {
    const y = (year: number) => ({ id: String(year), year, version: '', status: 'active' as const })
    expect(yearsAddedText({ added: [y(2019), y(2022), y(2023)], existing: [2021] })).toBe(
      '3 anos adicionados; 2021 já existia',
    )
    expect(yearsAddedText({ added: [y(2019)], existing: [] })).toBe('1 ano adicionado')
    expect(yearsAddedText({ added: [], existing: [2019, 2020] })).toBe(
      'Nenhum ano adicionado; 2019, 2020 já existiam',
    )
  })
})
