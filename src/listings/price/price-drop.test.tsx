import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceDropBadge } from './price-drop-badge'
import { PriceDropNote } from './price-drop-note'

const history = [
  { price: 300_000, at: '2026-09-01T12:00:00Z' },
  { price: 270_000, at: '2026-11-21T12:00:00Z' },
]
const drop = { percent: 10, from: 300_000, to: 270_000, at: '2026-11-21T12:00:00Z' }

const inI18n = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)

describe('a price drop on a detail page', () => {
  it('says how much and when, and shows the history on a tap', () => {
    inI18n(<PriceDropNote drop={drop} history={history} />)
    const toggle = screen.getByRole('button', { name: /Preço reduzido em 10 % em 21\/11/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('table')).toBeNull()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual(['01/09/2026R$ 300.000,00', '21/11/2026R$ 270.000,00'])
  })

  it('says nothing without a drop', () => {
    const { container } = inI18n(<PriceDropNote drop={null} history={history.slice(1)} />)
    expect(container.textContent).toBe('')
  })
})

describe("a card's price drop badge", () => {
  it('reads "−10 %" and names it for screen readers', () => {
    inI18n(<PriceDropBadge percent={10} />)
    expect(screen.getByText('−10 %').getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('Preço reduzido em 10 %')).toBeTruthy()
  })

  it('is absent without a drop', () => {
    const { container } = inI18n(<PriceDropBadge percent={null} />)
    expect(container.textContent).toBe('')
  })
})
