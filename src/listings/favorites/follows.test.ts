import { describe, expect, it } from 'vitest'
import type { Favorite } from './favorites-db'
import { FOLLOWS_LIMIT, followsOf } from './follows'

const favorite = (type: Favorite['type'], id: number): Favorite => ({
  key: `${type}:${id}`,
  type,
  id: String(id),
  path: `/x/${id}`,
  title: `Anúncio ${id}`,
  price: 1000,
  subtitle: null,
  place: 'Irecê',
  cover: null,
  savedAt: id,
})

describe('the favourites a device follows', () => {
  it('are sent as kind and numeric id', () => {
    expect(followsOf([favorite('vehicle', 7), favorite('property', 12)])).toEqual([
      { kind: 'vehicle', id: 7 },
      { kind: 'property', id: 12 },
    ])
  })

  it('are the newest ones up to the limit the server follows', () => {
    const many = Array.from({ length: FOLLOWS_LIMIT + 5 }, (_, i) => favorite('property', i + 1))
    const follows = followsOf(many)
    expect(follows).toHaveLength(FOLLOWS_LIMIT)
    expect(follows[0]).toEqual({ kind: 'property', id: 1 })
  })
})
