import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SavedSearch } from '../../../domain/saved-search'
import { createQueryClient } from '../../../lib/query/query-client'
import { savedSearchQueryKeys } from '../api/saved-search-queries'
import { SavedSearchRow } from './saved-search-row'

const search: SavedSearch = {
  id: '7',
  type: 'saved_search',
  attributes: {
    kind: 'vehicle',
    query: { vehicle_type: 'cars' },
    name: 'Carros',
    push: true,
    email: 'daily',
    active: true,
    created_at: '2026-11-20T12:00:00.000Z',
    last_notified_at: null,
  },
}

/** The row, with the list in the query cache and PATCH answered when the test says so. */
function renderRow() {
  let answer: (status: number, body: unknown) => void = () => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (status, body) =>
            resolve(
              new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
            )
        }),
    ),
  )
  const client = createQueryClient()
  client.setQueryData(savedSearchQueryKeys.all(), [search])
  function Row() {
    // The row reads the list as Meus alertas does: from the cache the mutation updates.
    const { data } = useQuery<SavedSearch[]>({ queryKey: savedSearchQueryKeys.all(), enabled: false })
    return <SavedSearchRow search={data![0]!} />
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Row />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { answer: (status: number, body: unknown) => answer(status, body) }
}

describe('SavedSearchRow', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('moves a switch in the same frame as the tap, before the list or the server have the change', () => {
    renderRow()
    const push = screen.getByRole('switch', { name: 'Notificação no celular' }) as HTMLInputElement
    fireEvent.click(push)
    // Without the row's own record of the choice, React puts the controlled switch back at once.
    expect(push.checked).toBe(false)
  })

  it('puts the switch back, and says why, when the change is refused', async () => {
    const { answer } = renderRow()
    const active = screen.getByRole('switch', { name: 'Alerta ativo' }) as HTMLInputElement
    fireEvent.click(active)
    expect(active.checked).toBe(false)
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    answer(422, { errors: [{ status: '422', code: 'invalid', detail: 'Não foi possível salvar.' }] })
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível salvar.')
    await waitFor(() => expect(active.checked).toBe(true))
  })
})
