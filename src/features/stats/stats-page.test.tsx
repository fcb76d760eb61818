import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Stats } from '../../domain/stats'
import { unformattedNumbers } from '../../test/unformatted-numbers'
import { statsKey } from './api/get-stats'
import { StatsPage } from './stats-page'

const big: Stats['data']['attributes'] = {
  active_listings: 1234,
  leads: 25_310,
  views: 4686,
  leads_by_kind: { message: 12_000, whatsapp: 10_310, phone: 3000 },
  listings: [
    {
      key: 'property-1',
      type: 'property',
      id: '1',
      title: 'Casa no Centro',
      status: 'active',
      views: { total: 4686, today: 1500, week: 3200, last_15_days: 4100 },
      leads: { message: 2500, whatsapp: 1800, phone: 1200 },
    },
    {
      key: 'vehicle-2',
      type: 'vehicle',
      id: '2',
      title: 'Honda Bros 160 ESD 2025',
      status: 'published',
      views: { total: 98_765, today: 1001, week: 5005, last_15_days: 9009 },
      leads: { message: 7000, whatsapp: 8000, phone: 1800 },
    },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    leads: 1000 + i,
    views: 12_000 + i * 7,
  })),
}

describe('the statistics screen with large numbers', () => {
  it('groups every count the pt-BR way, in the totals, the table, the chart and its table', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    client.setQueryData(statsKey(), big)
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StatsPage />
        </QueryClientProvider>
      </I18nProvider>,
    )
    // The chart is its own chunk: wait for it before reading the screen.
    await screen.findByText('Contatos e visualizações por dia, últimos 30 dias')
    expect(screen.getByTestId('stats-views').textContent).toBe('4.686')
    expect(screen.getByTestId('stats-active').textContent).toBe('1.234')
    const text = container.textContent ?? ''
    expect(text).toContain('98.765')
    expect(text).toContain('Mensagens: 12.000 · WhatsApp: 10.310 · Telefone: 3.000')
    expect(unformattedNumbers(container)).toEqual([])
  })
})
