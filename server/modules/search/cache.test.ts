import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { cacheKey, SearchCache } from './cache'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('SearchCache', () => {
  afterEach(() => vi.useRealTimers())

  it('shares one load between concurrent identical searches', async () => {
    const cache = new SearchCache(1000)
    const d = deferred<number>()
    const load = vi.fn(() => d.promise)
    const [a, b] = [cache.get('k', load), cache.get('k', load)]
    d.resolve(7)
    expect(await Promise.all([a, b])).toEqual([7, 7])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a value read alongside another, unless the cache was emptied since the reading began', async () => {
    const cache = new SearchCache(1000)
    expect(cache.peek('count')).toBeUndefined()
    const before = cache.generation
    cache.remember('count', 7, before)
    expect(await cache.peek('count')).toBe(7)
    const load = vi.fn(async () => 8)
    expect(await cache.get('count', load)).toBe(7)
    expect(load).not.toHaveBeenCalled()
    // Read before an invalidation: it may not show the change, so it is dropped.
    const since = cache.generation
    cache.invalidate('a listing changed')
    cache.remember('count', 6, since)
    expect(cache.peek('count')).toBeUndefined()
    // Off (the benchmark's --no-cache): nothing is kept.
    cache.setTtl(0)
    cache.remember('count', 5, cache.generation)
    expect(cache.peek('count')).toBeUndefined()
  })

  it('serves a stale answer while one background load replaces it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cache = new SearchCache(1000)
    const next = deferred<number>()
    const load = vi.fn(async () => 1)
    expect(await cache.get('k', load)).toBe(1)
    vi.setSystemTime(Date.now() + 1500)
    const reload = vi.fn(() => next.promise)
    expect(await cache.get('k', reload)).toBe(1)
    expect(await cache.get('k', reload)).toBe(1)
    expect(reload).toHaveBeenCalledTimes(1)
    next.resolve(2)
    await next.promise
    await Promise.resolve()
    expect(await cache.get('k', reload)).toBe(2)
    // Past ten times the TTL, a request waits for a fresh load.
    vi.setSystemTime(Date.now() + 20_000)
    expect(await cache.get('k', async () => 3)).toBe(3)
  })

  it('keeps lasting entries twenty times longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cache = new SearchCache(1000)
    let n = 0
    const load = async () => ++n
    await cache.get('count', load, { lasting: true })
    vi.setSystemTime(Date.now() + 15_000)
    expect(await cache.get('count', load, { lasting: true })).toBe(1)
    expect(n).toBe(1)
  })

  it('forgets failures and everything on clear; a TTL of 0 turns it off', async () => {
    const cache = new SearchCache(1000)
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await cache.get('k', async () => 1)).toBe(1)
    cache.clear()
    expect(await cache.get('k', async () => 2)).toBe(2)
    cache.setTtl(0)
    expect(await cache.get('k', async () => 3)).toBe(3)
    expect(await cache.get('k', async () => 4)).toBe(4)
  })

  it('keys a search by its parameters, whatever their order, without undefined ones', () => {
    expect(cacheKey('p', { b: 1, a: 'x', c: undefined })).toBe(cacheKey('p', { a: 'x', b: 1 }))
    expect(cacheKey('p', { a: 1 })).not.toBe(cacheKey('v', { a: 1 }))
  })
})

describe('search cache in the app', () => {
  let t: TestApp
  let userId: number
  beforeAll(async () => {
    // Outside NODE_ENV=test the cache is on.
    t = await buildTestApp({ NODE_ENV: 'development' })
    userId = (await createUser(t.database.db)).id
  })
  afterAll(() => t?.close())

  const total = async () =>
    (await t.app.inject({ url: '/api/properties?city=irece' })).json().meta.total as number

  it('answers from the cache until an invalidation empties it', async () => {
    const first = await createProperty(t.database.db, userId)
    expect(await total()).toBe(1)
    await createProperty(t.database.db, userId)
    expect(await total()).toBe(1)
    expect(t.app.searchCache.hits).toBeGreaterThan(0)

    // A page view changes no search: the cache stays.
    await t.app.inject({ method: 'POST', url: `/api/properties/${first.id}/views`, payload: {} })
    expect(await total()).toBe(1)

    const bad = await t.app.inject({ method: 'POST', url: '/api/leads', payload: {} })
    expect(bad.statusCode).toBe(422)
    expect(await total()).toBe(1)

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        property_id: first.id,
        kind: 'message',
        name: 'Maria',
        email: 'maria@example.com',
        message: 'Olá!',
        consent: true,
      },
    })
    expect(lead.statusCode).toBe(201)
    // A lead changes no search answer either: only the services that change listings invalidate.
    expect(await total()).toBe(1)
    t.app.searchCache.invalidate('test')
    expect(await total()).toBe(2)
  })
})
