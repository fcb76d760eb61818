import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BulkOutcome } from '../../../domain/bulk-actions'
import { USER_TOKEN_KEY } from '../../../lib/http/clients'
import { createQueryClient } from '../../../lib/query/query-client'
import { toast } from '../../../ui/toast-store'
import type { ListingKind } from '../api/queue-listing'
import { BulkActions } from './bulk-actions'
import { SelectionBar } from './selection-bar'
import { useSelection } from './use-selection'

// The actions on a dashboard selection, with the API answered by a fake fetch that records what was asked.

const names: Record<string, string> = { '1': 'Casa no Centro', '2': 'Casa na Lagoa', '3': 'Terreno em Lapão' }
const ids = Object.keys(names)

function Harness({ kind }: { kind: ListingKind }) {
  const selection = useSelection(ids)
  return (
    <>
      <SelectionBar selection={selection} total={ids.length} />
      <BulkActions kind={kind} selection={selection} nameOf={(id) => names[id] ?? id} />
      {ids.map((id) => (
        <label key={id}>
          <input type="checkbox" checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} />
          {names[id]}
        </label>
      ))}
    </>
  )
}

function setup(kind: ListingKind, answer: (body: { action: string; ids: string[] }) => BulkOutcome[]) {
  localStorage.setItem(USER_TOKEN_KEY, 'valid')
  const asked: { url: string; body: { action: string; ids: string[] } }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://t.local'), init)
      const body = (await request.json()) as { action: string; ids: string[] }
      asked.push({ url: new URL(request.url).pathname, body })
      return new Response(JSON.stringify({ data: answer(body) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <Harness kind={kind} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return asked
}

describe('actions on the selected listings', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows no actions until something is picked, then says per listing what did not move and keeps it picked', async () => {
    const asked = setup('property', ({ ids }) =>
      ids.map((id) =>
        id === '3'
          ? { id, ok: false, code: 'limit', detail: 'Você atingiu o limite de imóveis ativos do seu plano.' }
          : { id, ok: true },
      ),
    )
    expect(screen.queryByRole('group', { name: 'Ações para os selecionados' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar todos' }))
    const actions = screen.getByRole('group', { name: 'Ações para os selecionados' })
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Publicar', 'Pausar', 'Destacar', 'Arquivar'])
    fireEvent.click(within(actions).getByRole('button', { name: 'Publicar' }))
    const result = await screen.findByTestId('bulk-result')
    expect(asked).toEqual([{ url: '/v1/properties/bulk', body: { action: 'publish', ids: ['1', '2', '3'] } }])
    expect(result.textContent).toContain('2 anúncios publicados ou enviados para revisão.')
    expect(result.textContent).toContain('1 anúncio não mudou e continua selecionado:')
    expect(result.textContent).toContain(
      'Terreno em Lapão: Você atingiu o limite de imóveis ativos do seu plano.',
    )
    expect(screen.getByText('1 selecionado')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Terreno em Lapão' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect((screen.getByRole('checkbox', { name: 'Casa no Centro' }) as HTMLInputElement).checked).toBe(false)
  })

  it('asks before archiving, and offers no highlight for vehicles', async () => {
    const asked = setup('vehicle', ({ ids }) => ids.map((id) => ({ id, ok: true })))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Casa no Centro' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Casa na Lagoa' }))
    const actions = screen.getByRole('group', { name: 'Ações para os selecionados' })
    expect(within(actions).queryByRole('button', { name: 'Destacar' })).toBeNull()
    fireEvent.click(within(actions).getByRole('button', { name: 'Arquivar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar 2 anúncios?' })
    expect(asked).toEqual([])
    const said = vi.spyOn(toast, 'add')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arquivar' }))
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith({ severity: 'success', summary: '2 anúncios arquivados.' }),
    )
    expect(asked).toEqual([{ url: '/v1/vehicles/bulk', body: { action: 'archive', ids: ['1', '2'] } }])
    expect(screen.queryByTestId('bulk-result')).toBeNull()
    expect(screen.getByText('Nenhum selecionado')).toBeTruthy()
  })
})
