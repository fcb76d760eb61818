import { describe, expect, it } from 'vitest'
import { changeSearch } from './change-search'
import {
  defaultsOf,
  int,
  matching,
  oneOf,
  parseSearch,
  routeSearch,
  searchValidator,
  text,
  withDefault,
} from './search-params'

const shape = {
  q: text(10),
  page: withDefault(int({ min: 1, max: 100 }), 1),
  state: withDefault(oneOf(['open', 'closed'] as const), 'open'),
  plan_id: int({ min: 1 }),
  listing: matching(/^(property|vehicle)-\d{1,10}$/),
}

describe('the search-params parsers', () => {
  it('keep what a typed URL may hold, and drop the rest', () => {
    expect(int({ min: 1, max: 100 })('7')).toBe(7)
    expect(int({ min: 1, max: 100 })(7.5)).toBeUndefined()
    expect(int({ min: 1, max: 100 })(101)).toBeUndefined()
    expect(int()('abc')).toBeUndefined()
    expect(oneOf(['a', 'b'])('b')).toBe('b')
    expect(oneOf(['a', 'b'])('c')).toBeUndefined()
    expect(text(5)('  casa  ')).toBe('casa')
    expect(text(5)('casa grande')).toBeUndefined()
    expect(text(5)(12)).toBeUndefined()
    expect(matching(/^x\d$/)('x1')).toBe('x1')
    expect(matching(/^x\d$/)('x12')).toBeUndefined()
    expect(withDefault(int(), 1)('nope')).toBe(1)
  })

  it('parse a whole search: known keys only, defaults filled in, invalid values dropped', () => {
    expect(
      parseSearch(shape, { q: ' sol ', page: '3', plan_id: 0, listing: 'vehicle-12', other: 'x' }),
    ).toEqual({ q: 'sol', page: 3, state: 'open', listing: 'vehicle-12' })
    expect(searchValidator(shape)({ state: 'closed', page: -1 } as never)).toEqual({
      page: 1,
      state: 'closed',
    })
  })

  it('name the defaults a URL leaves out', () => {
    expect(defaultsOf(shape)).toEqual({ page: 1, state: 'open' })
  })
})

describe('changeSearch', () => {
  const current = { q: 'sol', page: 4, state: 'closed' as const, plan_id: 2 }

  it('goes back to the first page on any change but the page', () => {
    expect(changeSearch(shape, current, { q: 'lua' })).toEqual({
      q: 'lua',
      page: 1,
      state: 'closed',
      plan_id: 2,
    })
    expect(changeSearch(shape, current, { page: 5 }).page).toBe(5)
  })

  it('reads a select value as the URL would, and leaves out an empty choice', () => {
    expect(changeSearch(shape, current, { plan_id: '9' }).plan_id).toBe(9)
    expect(changeSearch(shape, current, { plan_id: '' })).not.toHaveProperty('plan_id')
    expect(changeSearch(shape, current, { state: '' }).state).toBe('open')
    expect(changeSearch(shape, current, { q: '' })).not.toHaveProperty('q')
  })
})

describe('routeSearch', () => {
  it('validates with the shape and keeps default values out of links', () => {
    const { validateSearch, search } = routeSearch(shape)
    expect(validateSearch({ page: '2' } as never)).toEqual({ page: 2, state: 'open' })
    const [strip] = search.middlewares
    const next = (s: Record<string, unknown>) => s
    expect(strip!({ search: { page: 1, state: 'open', q: 'sol' }, next } as never)).toEqual({ q: 'sol' })
    expect(strip!({ search: { page: 2, state: 'closed' }, next } as never)).toEqual({
      page: 2,
      state: 'closed',
    })
  })
})
