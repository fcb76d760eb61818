import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PropertySummary } from '../../domain/property'
import { favoriteKeys, listFavorites, removeFavorite, saveFavorite, subscribeFavorites } from './favorites-db'
import { propertyFavorite } from './to-favorite'

const property = (id: string): PropertySummary => ({
  id,
  type: 'property',
  attributes: {
    name: `Casa ${id}`,
    category: 'house',
    listing_type: 'sale',
    price: 350000,
    rent_price: null,
    rental_period: null,
    bedroom: 3,
    bathroom: 2,
    parking_space: 1,
    square_meters: 120,
    city: 'Irecê',
    city_slug: 'irece',
    neighborhood: 'Centro',
    cover: { id: 'c', base: '/media/abc', width: 1600, height: 1200, alt: null },
    highlighted: false,
    advertiser_verified: false,
    created_at: '2026-01-01T00:00:00Z',
    price_drop_percent: null,
    area_ha: null,
  },
})

describe('favourites on the device', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory()
  })

  it('keeps what the card needs, newest first, and tells subscribers of changes', async () => {
    const changes: number[] = []
    const off = subscribeFavorites(() => changes.push(1))
    await saveFavorite({ ...propertyFavorite(property('1')), savedAt: 1 })
    await saveFavorite({ ...propertyFavorite(property('2')), savedAt: 2 })
    const list = await listFavorites()
    expect(list.map((f) => f.key)).toEqual(['property:2', 'property:1'])
    expect(list[1]).toMatchObject({
      path: '/imovel/house/irece/1',
      title: 'Casa 1',
      price: 350000,
      place: 'Centro, Irecê',
      cover: { base: '/media/abc', width: 1600, height: 1200 },
    })
    await removeFavorite('property:2')
    expect([...(await favoriteKeys())]).toEqual(['property:1'])
    expect(changes).toHaveLength(3)
    off()
  })
})
