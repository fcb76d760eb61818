import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnChunkError } from './chunk-reload'
import { cookieString, readCookie, writeCookie } from './cookies'
import { limitConcurrency } from './limit-concurrency'

describe('cookies', () => {
  it('writes and reads a cookie with max-age, path and SameSite', () => {
    expect(cookieString('a', 'b c', { maxAgeSeconds: 10 })).toBe('a=b%20c; max-age=10; path=/; SameSite=Lax')
    writeCookie('lgpdAccepted', 'true', { maxAgeSeconds: 31536000 })
    expect(readCookie('lgpdAccepted')).toBe('true')
    expect(readCookie('missing')).toBeNull()
  })
})

describe('chunk reload', () => {
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads at most once per 10 s per path', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    const reload = vi.fn()
    let now = 1_000_000
    const attempt = (path: string) => reloadOnChunkError({ now: () => now, storage, reload, path })

    expect(attempt('/imoveis')).toBe(true)
    now += 5_000
    expect(attempt('/imoveis')).toBe(false)
    expect(attempt('/veiculos')).toBe(true)
    now += 5_001
    expect(attempt('/imoveis')).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })
})

describe('limitConcurrency', () => {
  it('never runs more than the limit at once and runs every call', async () => {
    let running = 0
    let peak = 0
    const task = limitConcurrency(async (n: number) => {
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      return n * 2
    }, 5)
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => task(i)))
    expect(peak).toBe(5)
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i * 2))
  })

  it('frees the slot when a call fails', async () => {
    const task = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('x')
      return 'ok'
    }, 1)
    await expect(task(true)).rejects.toThrow('x')
    await expect(task(false)).resolves.toBe('ok')
  })
})
