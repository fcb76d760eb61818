import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Place } from '../../domain/search'
import { createQueryClient } from '../../lib/query/query-client'
import { PlaceCombobox } from './place-combobox'

const place = (kind: Place['attributes']['kind'], name: string, city = 'Irecê'): Place => ({
  id: `${kind}:${name}`,
  type: 'place',
  attributes: {
    kind,
    name,
    label: kind === 'town' ? name : `${name}, ${city}`,
    city,
    city_slug: 'irece',
    listings: 3,
  },
})
const places = [place('town', 'Irecê'), place('neighborhood', 'Centro'), place('street', 'Rua Rui Barbosa')]

function stubFetch() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://test.local').searchParams.get('q') ?? ''
    const data = q.length >= 2 ? places : []
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const box = (onPick: (place: Place) => void) => (
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={createQueryClient()}>
      <label htmlFor="q">Buscar</label>
      <PlaceCombobox id="q" placeholder="Cidade, bairro ou rua" onPick={onPick} />
    </QueryClientProvider>
  </I18nProvider>
)

function setup() {
  const fetch = stubFetch()
  const onPick = vi.fn()
  render(box(onPick))
  const input = screen.getByRole('combobox', { name: 'Buscar' })
  return { input, onPick, fetch }
}

describe('PlaceCombobox', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists suggestions after typing, moves with the arrows and picks with Enter', async () => {
    const { input, onPick } = setup()
    input.focus()
    fireEvent.change(input, { target: { value: 'irece' } })
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(3)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-activedescendant')).toBeNull()

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id)

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith(places[2])
    expect((input as HTMLInputElement).value).toBe('Rua Rui Barbosa')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('Escape closes the list, then empties the input', async () => {
    const { input, onPick } = setup()
    input.focus()
    fireEvent.change(input, { target: { value: 'cen' } })
    await screen.findAllByRole('option')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect((input as HTMLInputElement).value).toBe('cen')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect((input as HTMLInputElement).value).toBe('')
    expect(onPick).not.toHaveBeenCalled()
  })

  it('a click picks a suggestion; one character asks nothing', async () => {
    const { input, onPick, fetch } = setup()
    input.focus()
    fireEvent.change(input, { target: { value: 'i' } })
    await new Promise((r) => setTimeout(r, 400))
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'ir' } })
    const [town] = await screen.findAllByRole('option')
    fireEvent.click(town!)
    expect(onPick).toHaveBeenCalledWith(places[0])
    expect((input as HTMLInputElement).value).toBe('Irecê')
  })

  it('on a server-rendered page, takes what was typed before the app started and suggests for it', async () => {
    const fetch = stubFetch()
    const container = document.createElement('div')
    container.innerHTML = renderToString(box(vi.fn()))
    document.body.append(container)
    const typed = container.querySelector('input')!
    typed.focus()
    typed.value = 'irece'
    await act(async () => {
      hydrateRoot(container, box(vi.fn()))
    })
    expect(await screen.findAllByRole('option')).toHaveLength(3)
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://test.local').searchParams.get('q')).toBe('irece')
    expect(typed.value).toBe('irece')
    expect(typed.getAttribute('aria-expanded')).toBe('true')
  })
})
