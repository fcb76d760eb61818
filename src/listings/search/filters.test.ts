import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { validatePropertySearch, validateVehicleSearch } from './listing-search'
import { parseMapSearch } from './map-params'
import {
  clearFilters,
  countFilters,
  formatAmount,
  hasFilters,
  parseAmount,
  withFilters as applyFilters,
  type SearchRules,
} from './filters'

// The rules of both kinds' searches (their filters give them: rulesOf in search-rules.ts).
const rules: SearchRules = {
  ranges: [
    ['price_min', 'price_max'],
    ['area_min', 'area_max'],
    ['year_min', 'year_max'],
  ],
  dependants: { vehicle_type: ['brand_id', 'model_id'], brand_id: ['model_id'] },
}
const withFilters = <S extends object>(search: S, patch: Partial<S>) => applyFilters(search, patch, rules)

// What the address bar does with a search object: the router writes it and reads it back.
const throughUrl = (search: Record<string, unknown>) => defaultParseSearch(defaultStringifySearch(search))

describe('withFilters', () => {
  it('goes back to page 1 and drops empty values', () => {
    const next = withFilters({ page: 4, city: 'irece', category: 'house' }, { category: undefined })
    expect(next).toEqual({ city: 'irece' })
  })

  it('drops the model when the brand changes, and both when the vehicle type changes', () => {
    const search = { vehicle_type: 'cars', brand_id: 3, model_id: 30, year_min: 2015 }
    expect(withFilters(search, { brand_id: 4 })).toEqual({
      vehicle_type: 'cars',
      brand_id: 4,
      year_min: 2015,
    })
    expect(withFilters(search, { vehicle_type: 'motorcycles' })).toEqual({
      vehicle_type: 'motorcycles',
      year_min: 2015,
    })
    expect(withFilters(search, { brand_id: 3 })).toEqual(search)
    expect(withFilters(search, { brand_id: 5, model_id: 50 })).toMatchObject({ brand_id: 5, model_id: 50 })
  })

  it('swaps a minimum above its maximum', () => {
    expect(withFilters({}, { price_min: 500_000, price_max: 100_000 })).toEqual({
      price_min: 100_000,
      price_max: 500_000,
    })
    expect(withFilters<Record<string, number>>({ area_max: 50 }, { area_min: 200 })).toEqual({
      area_min: 50,
      area_max: 200,
    })
  })
})

describe('clearFilters', () => {
  it('keeps the order, page size and map view only', () => {
    const search = { q: 'centro', city: 'lapao', bedrooms: 2, sort: 'price_asc', view: 'map', page: 3 }
    expect(clearFilters(search)).toEqual({ sort: 'price_asc', view: 'map' })
  })
})

describe('countFilters and hasFilters', () => {
  it('count filters, not the text, order, paging or view', () => {
    const search = { q: 'centro', city: 'lapao', bedrooms: 2, sort: 'price_asc', page: 2, per_page: 24 }
    expect(countFilters(search)).toBe(2)
    expect(hasFilters({ q: 'centro', page: 1 })).toBe(true)
    expect(hasFilters({ page: 1, per_page: 24, sort: 'recent', view: 'map' })).toBe(false)
  })
})

describe('amounts', () => {
  it.each([
    ['350000', 350_000],
    ['350.000', 350_000],
    ['R$ 1.250.000,00', 1_250_000],
    ['  80 ', 80],
    ['', undefined],
    ['abc', undefined],
    ['9'.repeat(20), undefined],
  ])('parseAmount(%j) = %j', (text, value) => {
    expect(parseAmount(text)).toBe(value)
  })

  it('formats for the fields', () => {
    expect(formatAmount(350_000)).toBe('350.000')
    expect(formatAmount(undefined)).toBe('')
  })
})

describe('filters in the URL', () => {
  it('a property search survives the address bar', () => {
    const search = withFilters(validatePropertySearch({} as never), {
      q: 'rua da paz',
      category: 'house',
      listing_type: 'rent',
      city: 'joao-dourado',
      price_min: 800,
      price_max: 2500,
      area_min: 60,
      bedrooms: 2,
      bathrooms: 1,
      garages: 1,
      sort: 'price_asc',
    })
    const back = validatePropertySearch(throughUrl(search) as never)
    expect(back).toEqual({ ...search, page: 1 })
  })

  it('a vehicle search survives the address bar', () => {
    const search = withFilters(validateVehicleSearch({} as never), {
      vehicle_type: 'cars',
      brand_id: 12,
      model_id: 345,
      year_min: 2015,
      year_max: 2022,
      price_max: 90_000,
      mileage_max: 80_000,
      city: 'irece',
      seller_type: 'business',
      condition: 'used',
      sort: 'year_desc',
    })
    expect(validateVehicleSearch(throughUrl(search) as never)).toEqual({ ...search, page: 1 })
  })

  it('text that looks like a number stays text', () => {
    const search = withFilters(validatePropertySearch({} as never), { q: '123' })
    expect(validatePropertySearch(throughUrl(search) as never).q).toBe('123')
  })

  it('the map view and its area survive too', () => {
    const search = { view: 'map', bbox: '-41.9,-11.4,-41.8,-11.2', city: 'irece' }
    expect(parseMapSearch(throughUrl(search))).toEqual({ view: 'map', bbox: '-41.9,-11.4,-41.8,-11.2' })
  })
})
