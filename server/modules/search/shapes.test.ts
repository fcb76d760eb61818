import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { Binding, inline } from './shapes'

const dialect = new PgDialect()

describe('search statement shapes', () => {
  it('leave the bound values out of the key, and every other value in', () => {
    const shape = (city: number, bedrooms: number, sort: string) => {
      const b = new Binding()
      b.bind('city', city)
      return b.shape('properties', 'page', { city, bedrooms, sort })
    }
    expect(shape(1, 2, 'recent').key).toBe(shape(9, 2, 'recent').key)
    expect(shape(1, 2, 'recent').key).not.toBe(shape(1, 3, 'recent').key)
    expect(shape(1, 2, 'recent').key).not.toBe(shape(1, 2, 'price_asc').key)
    expect(shape(9, 2, 'recent').values).toEqual({ city: 9 })
  })

  it('never mistake a value for a bound one', () => {
    const bound = new Binding()
    bound.bind('city', 1)
    const unbound = new Binding()
    // A string can not stand for the mark of a bound value, whatever it says.
    for (const city of ['{"bound":true}', '?', '[object Object]'])
      expect(unbound.shape('k', 'v', { city }).key).not.toBe(bound.shape('k', 'v', { city: 1 }).key)
  })

  it('refuse one name bound to two values', () => {
    const b = new Binding()
    b.bind('city', 1)
    expect(() => b.bind('city', 1)).not.toThrow()
    expect(() => b.bind('city', 2)).toThrow()
  })

  it('write placeholders when bound, parameters when inline', () => {
    const b = new Binding()
    expect(dialect.sqlToQuery(b.bind('city', 5)).params).toEqual([expect.objectContaining({ name: 'city' })])
    expect(dialect.sqlToQuery(inline('city', 5)).params).toEqual([5])
  })
})
