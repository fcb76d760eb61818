import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureBrands, fixtureModels } from './catalogue-fixture'
import { catalogueEntries, entryLabel, type CatalogueEntry } from './catalogue-match'
import { CatalogueSearch } from './catalogue-search'

const entries = catalogueEntries(fixtureBrands, fixtureModels)

function setup({ pending = false, list = entries } = {}) {
  const onChoose = vi.fn<(entry: CatalogueEntry) => void>()
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault())
  render(
    <I18nProvider i18n={i18n}>
      <form onSubmit={onSubmit}>
        <CatalogueSearch entries={list} pending={pending} partial={false} onChoose={onChoose} />
      </form>
    </I18nProvider>,
  )
  const input = screen.getByRole('combobox', { name: 'Buscar no catálogo' }) as HTMLInputElement
  input.focus()
  return { input, onChoose, onSubmit }
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } })
const active = (input: HTMLInputElement) => input.getAttribute('aria-activedescendant')

describe('CatalogueSearch', () => {
  afterEach(() => vi.restoreAllMocks())

  it('suggests as one types, says how many, moves with the arrows and fills with Enter', async () => {
    const { input, onChoose, onSubmit } = setup()
    type(input, 'onix 2022')
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Chevrolet Onix 1.0 LT · 2022',
      'Chevrolet Onix 1.0 Turbo Premier · 2022',
    ])
    expect(options[0]!.textContent).toBe('Chevrolet Onix1.0 LT · 2022')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('2 sugestões')
    expect(active(input)).toBeNull()

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(active(input)).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(active(input)).toBe(options[0]!.id)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(active(input)).toBe(options[1]!.id)

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledTimes(1)
    expect(entryLabel(onChoose.mock.calls[0]![0])).toBe('Chevrolet Onix 1.0 Turbo Premier · 2022')
    expect(input.value).toBe('Chevrolet Onix 1.0 Turbo Premier · 2022')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('Enter with no active suggestion does not send the form', async () => {
    const { input, onChoose, onSubmit } = setup()
    type(input, 'hb20')
    await screen.findAllByRole('option')
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.submit(input.form!, {})
    // The submit above is the test's own; Enter itself was prevented, so only that one arrived.
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('Escape closes the list, then empties the input', async () => {
    const { input, onChoose } = setup()
    type(input, 'citroen')
    await screen.findAllByRole('option')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(input.value).toBe('citroen')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')).toHaveLength(1)
    fireEvent.keyDown(input, { key: 'Escape' })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('a click fills; more matches than shown are counted', async () => {
    const { input, onChoose } = setup()
    type(input, '1.0')
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(10)
    expect(screen.getByRole('status').textContent).toBe('10 de 16 sugestões; digite mais para refinar.')
    fireEvent.click(options[2]!)
    expect(entryLabel(onChoose.mock.calls[0]![0])).toBe('Chevrolet Onix 1.0 LT · 2022')
  })

  it('says when nothing matches, and keeps the list closed', async () => {
    const { input } = setup()
    type(input, 'fusca')
    expect(
      await screen.findByText('Nenhum veículo encontrado no catálogo. Escolha marca e modelo abaixo.'),
    ).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('says the catalogue is loading when nothing has come yet', async () => {
    const { input } = setup({ pending: true, list: [] })
    type(input, 'onix')
    expect(await screen.findByText('Carregando o catálogo…')).toBeTruthy()
  })

  it('offline, says it and still searches what the device keeps', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { input } = setup()
    expect(screen.getByText(/Sem conexão: a busca usa o catálogo guardado neste aparelho/)).toBeTruthy()
    type(input, 's10')
    expect(await screen.findAllByRole('option')).toHaveLength(2)
  })
})
