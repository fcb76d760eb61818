import { describe, expect, it } from 'vitest'
import { propertySearchKind } from './property-search-kind'

const meta = { page: 1, per_page: 24 }

describe('the result count', () => {
  it('counts exact totals', () => {
    const count = propertySearchKind.texts.count
    expect(count({ ...meta, total: 0, total_pages: 0 })).toBe('Nenhum imóvel encontrado')
    expect(count({ ...meta, total: 1, total_pages: 1 })).toBe('1 imóvel encontrado')
    expect(count({ ...meta, total: 412, total_pages: 18 })).toBe('412 imóveis encontrados')
  })

  it('says "more than" when the search stopped counting', () => {
    expect(
      propertySearchKind.texts.count({ ...meta, total: 1000, total_pages: 42, total_capped: true }),
    ).toBe('Mais de 1.000 imóveis encontrados')
  })
})
