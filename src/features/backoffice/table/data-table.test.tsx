import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DataTable, type Column } from './data-table'

interface Row {
  id: string
  name: string
}
const rows: Row[] = [
  { id: '1', name: 'Chevrolet' },
  { id: '2', name: 'Fiat' },
  { id: '3', name: 'Volkswagen' },
]
const columns: Column<Row>[] = [
  { id: 'name', header: 'Nome', sortable: true, cell: (r) => r.name },
  { id: 'code', header: 'Código', cell: (r) => r.id, wide: true },
]

function renderTable(over: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const props = {
    onActivate: vi.fn(),
    onSort: vi.fn(),
    onPage: vi.fn(),
    onSearch: vi.fn(),
    onFilter: vi.fn(),
  }
  const list = {
    search: { page: 2, sort: 'name', dir: 'asc' as const, q: '', vehicle_type: 'cars' },
    setSearch: props.onSearch,
    setSort: props.onSort,
    setPage: props.onPage,
    setFilter: props.onFilter,
  }
  render(
    <I18nProvider i18n={i18n}>
      <DataTable<Row>
        label="Marcas"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={30}
        totalPages={3}
        list={list}
        searchPlaceholder="Buscar marcas"
        filters={[
          {
            key: 'vehicle_type',
            label: 'Tipo de veículo',
            all: 'Todos os tipos',
            options: [
              { value: 'cars', label: 'Carros' },
              { value: 'trucks', label: 'Caminhões' },
            ],
          },
        ]}
        onActivate={props.onActivate}
        {...over}
      />
    </I18nProvider>,
  )
  return props
}

const bodyRows = () => screen.getAllByRole('row').slice(1)

describe('DataTable', () => {
  it('is reached once by Tab, moves with the arrows, Home and End, and opens a row with Enter', () => {
    const { onActivate } = renderTable()
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1])
    bodyRows()[0]!.focus()
    fireEvent.keyDown(bodyRows()[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(bodyRows()[1])
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([-1, 0, -1])
    fireEvent.keyDown(bodyRows()[1]!, { key: 'End' })
    expect(document.activeElement).toBe(bodyRows()[2])
    fireEvent.keyDown(bodyRows()[2]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(bodyRows()[2])
    fireEvent.keyDown(bodyRows()[2]!, { key: 'Home' })
    expect(document.activeElement).toBe(bodyRows()[0])
    fireEvent.keyDown(bodyRows()[0]!, { key: 'Enter' })
    expect(onActivate).toHaveBeenCalledWith(rows[0])
  })

  it('changes page with PageUp and PageDown, and from the buttons', () => {
    const { onPage } = renderTable()
    bodyRows()[0]!.focus()
    fireEvent.keyDown(bodyRows()[0]!, { key: 'PageDown' })
    fireEvent.keyDown(bodyRows()[0]!, { key: 'PageUp' })
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(onPage.mock.calls).toEqual([[3], [1], [3]])
    expect(screen.getByText('Página 2 de 3')).toBeTruthy()
  })

  it('sorts by a header (ascending, then descending) and says which column is sorted', () => {
    const { onSort } = renderTable()
    const header = screen.getByRole('columnheader', { name: /Nome/ })
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }))
    expect(onSort).toHaveBeenCalledWith('name', 'desc')
    expect(screen.getByRole('columnheader', { name: 'Código' }).getAttribute('aria-sort')).toBeNull()
  })

  it('searches after the typing stops, at once on Enter, and "/" jumps to the search box', () => {
    vi.useFakeTimers()
    try {
      const { onSearch } = renderTable()
      const box = screen.getByPlaceholderText('Buscar marcas')
      fireEvent.keyDown(bodyRows()[0]!, { key: '/' })
      expect(document.activeElement).toBe(box)
      fireEvent.change(box, { target: { value: 'fi' } })
      expect(onSearch).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(350))
      expect(onSearch).toHaveBeenCalledWith('fi')
      fireEvent.change(box, { target: { value: 'fiat' } })
      fireEvent.keyDown(box, { key: 'Enter' })
      expect(onSearch).toHaveBeenLastCalledWith('fiat')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows its filters from the list state and changes them there', () => {
    const { onFilter } = renderTable()
    const select = screen.getByRole('combobox', { name: 'Tipo de veículo' }) as HTMLSelectElement
    expect(select.value).toBe('cars')
    expect([...select.options].map((o) => o.text)).toEqual(['Todos os tipos', 'Carros', 'Caminhões'])
    fireEvent.change(select, { target: { value: 'trucks' } })
    fireEvent.change(select, { target: { value: '' } })
    expect(onFilter.mock.calls).toEqual([
      ['vehicle_type', 'trucks'],
      ['vehicle_type', ''],
    ])
  })

  it('says when nothing was found', () => {
    renderTable({ rows: [], empty: 'Nenhuma marca.' })
    expect(screen.getByText('Nenhuma marca.')).toBeTruthy()
  })
})
