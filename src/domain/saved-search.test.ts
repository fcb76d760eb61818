import { describe, expect, it } from 'vitest'
import { SAVED_SEARCH_NAME_MAX, savedSearchInputSchema, savedSearchName } from './saved-search'

describe('savedSearchName', () => {
  it.each([
    [
      { category: 'house', listing_type: 'rent', city: 'irece', price_max: '1500' },
      'Casas para alugar em Irecê até R$ 1.500',
    ],
    [{}, 'Imóveis'],
    [{ listing_type: 'sale', city: 'joao-dourado' }, 'Imóveis à venda em João Dourado'],
    [
      { category: 'apartment', bedrooms: '2', price_min: '200000', price_max: '350000' },
      'Apartamentos com 2+ quartos de R$ 200.000 a R$ 350.000',
    ],
    [{ category: 'land', price_min: '50000' }, 'Terrenos a partir de R$ 50.000'],
    [{ q: 'piscina', bbox: '-41.9,-11.4,-41.8,-11.2' }, 'Imóveis com “piscina” na área do mapa'],
    // A town the region does not have, a malformed price: left out, as the list ignores them.
    [{ city: 'salvador', price_max: 'barato' }, 'Imóveis'],
  ])('names the property search %j', (query, name) => {
    expect(savedSearchName('property', query)).toBe(name)
  })

  it.each([
    [
      { vehicle_type: 'cars', city: 'irece', year_min: '2018', year_max: '2022', price_max: '80000' },
      { brand: 'Fiat', model: 'Strada' },
      'Carros Fiat Strada em Irecê, de 2018 a 2022, até R$ 80.000',
    ],
    [{ vehicle_type: 'motorcycles', condition: 'new' }, {}, 'Motos 0 km'],
    [{ year_min: '2020' }, {}, 'Veículos, a partir de 2020'],
    [{ vehicle_type: 'trucks', price_max: '150000' }, { brand: 'Volvo' }, 'Caminhões Volvo até R$ 150.000'],
  ])('names the vehicle search %j', (query, labels, name) => {
    expect(savedSearchName('vehicle', query, labels)).toBe(name)
  })

  it('keeps within the name limit', () => {
    const name = savedSearchName('property', { q: 'casa '.repeat(40).trim(), city: 'irece' })
    expect(name.length).toBe(SAVED_SEARCH_NAME_MAX)
    expect(name.endsWith('…')).toBe(true)
  })
})

describe('savedSearchInputSchema', () => {
  it('drops order and paging, and refuses a filter of the other kind', () => {
    const ok = savedSearchInputSchema.parse({
      kind: 'vehicle',
      query: { brand_id: '3', sort: 'recent', page: '2' },
    })
    expect(ok).toEqual({ kind: 'vehicle', query: { brand_id: '3' }, push: true, email: 'daily' })
    const bad = savedSearchInputSchema.safeParse({ kind: 'vehicle', query: { bedrooms: '2' } })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('Esta busca tem um filtro desconhecido.')
  })
})
