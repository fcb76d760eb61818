import { describe, expect, it } from 'vitest'
import { queryOfSearch, searchHref } from './search-query'

describe("a list page's search as a saved search keeps it", () => {
  it('keeps filters, text and the map area as strings, and leaves paging and the view out', () => {
    expect(
      queryOfSearch({
        category: 'house',
        listing_type: 'rent',
        price_max: 1500,
        q: 'varanda',
        page: 3,
        per_page: 24,
        view: 'map',
        bbox: '-41.9,-11.4,-41.7,-11.2',
        bedrooms: undefined,
      }),
    ).toEqual({
      category: 'house',
      listing_type: 'rent',
      price_max: '1500',
      q: 'varanda',
      bbox: '-41.9,-11.4,-41.7,-11.2',
    })
  })

  it('opens the search on its list page, on the map when it has a map area', () => {
    expect(searchHref('property', { category: 'house', price_max: '1500' })).toBe(
      '/imoveis?category=house&price_max=1500',
    )
    expect(searchHref('vehicle', {})).toBe('/veiculos')
    expect(searchHref('property', { bbox: '-41.9,-11.4,-41.7,-11.2' })).toBe(
      '/imoveis?bbox=-41.9%2C-11.4%2C-41.7%2C-11.2&view=map',
    )
  })
})
