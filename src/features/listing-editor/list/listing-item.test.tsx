import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { unformattedNumbers } from '../../../test/unformatted-numbers'
import { ListingItem } from './listing-item'

describe('a listing in the dashboard lists, with large figures', () => {
  it('groups its photos, views and contacts the pt-BR way', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ul>
          <ListingItem
            kind="vehicle"
            id="7"
            name="Honda Bros 160 ESD 2025"
            status="published"
            statusLabel="Publicado"
            cover={null}
            figures={{ photos: 12, views: 4686, leads: 10_250 }}
            hold={null}
            details="2025 · 12.000 km"
          />
        </ul>
      </I18nProvider>,
    )
    expect(container.textContent).toContain('4.686 visualizações')
    expect(container.textContent).toContain('10.250 contatos')
    expect(unformattedNumbers(container)).toEqual([])
  })
})
