import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PriceBand } from '../../domain/price-band'
import { PriceBandNote } from './price-band-note'

const inI18n = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
const band = (over: Partial<PriceBand>): PriceBand => ({
  position: 'within',
  p25: 9.6,
  median: 10.12,
  p75: 10.6,
  unit: 'm2',
  comparables: 12,
  ...over,
})

describe('the price band under a detail page price', () => {
  it('says where the price sits, and the band in reais for the area on a tap', () => {
    inI18n(<PriceBandNote band={band({})} area={100} />)
    const toggle = screen.getByRole('button', { name: 'Preço dentro da faixa da região' })
    expect(screen.getByText(/Anúncios parecidos/).hidden).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText(/Anúncios parecidos/).textContent).toBe(
      'Anúncios parecidos na região: de R$ 960,00 a R$ 1.060,00 para 100 m² (R$ 9,60 a R$ 10,60 por m², 12 anúncios).',
    )
  })

  it('warns below the band, names above it, and says nothing without one', () => {
    const { unmount } = inI18n(<PriceBandNote band={band({ position: 'below' })} area={100} />)
    expect(screen.getByRole('button', { name: 'Abaixo da faixa da região' })).toBeTruthy()
    unmount()
    inI18n(<PriceBandNote band={band({ position: 'above', unit: 'listing', p25: 50_000, p75: 56_000 })} />)
    expect(screen.getByRole('button', { name: 'Acima da faixa da região' })).toBeTruthy()
    expect(screen.getByText(/Mesmo modelo/).textContent).toBe(
      'Mesmo modelo, ano próximo: de R$ 50.000,00 a R$ 56.000,00 (12 anúncios).',
    )
    const { container } = inI18n(<PriceBandNote band={null} />)
    expect(container.textContent).toBe('')
  })
})
