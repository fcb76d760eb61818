import { afterEach, describe, expect, it, vi } from 'vitest'
import { countPropertyView, visitorId } from './count-property-view'

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('page views', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps one random visitor id per device', () => {
    const id = visitorId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(visitorId()).toBe(id)
  })

  it('posts a view once per listing per day, with the visitor id', async () => {
    const fetch = vi.fn(
      async () => new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetch)
    countPropertyView('7')
    await settle()
    countPropertyView('7')
    countPropertyView('8')
    await settle()
    expect(fetch).toHaveBeenCalledTimes(2)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toMatch(/\/api\/properties\/7\/views$/)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ visitor: visitorId() })
  })

  it('tries again later when the post failed (offline)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetch)
    countPropertyView('9')
    await settle()
    countPropertyView('9')
    await settle()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
