import { describe, expect, it } from 'vitest'
import { inIdOrderWithCovers } from './covers'

describe('inIdOrderWithCovers', () => {
  it('keeps the order of the ids, adds each cover and leaves out ids without a row', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]
    const covers = [
      { propertyId: 3, hash: 'h3' },
      { propertyId: 1, hash: 'h1' },
    ]
    expect(inIdOrderWithCovers([3, 9, 2, 1], rows, covers, 'propertyId')).toEqual([
      { id: 3, name: 'c', cover: { hash: 'h3' } },
      { id: 2, name: 'b', cover: null },
      { id: 1, name: 'a', cover: { hash: 'h1' } },
    ])
  })
})
