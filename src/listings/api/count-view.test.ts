import { afterEach, describe, expect, it, vi } from 'vitest'
import { countListingView } from './count-view'

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('listing page views', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('counts a vehicle apart from the property with the same id, once a day each', async () => {
    const fetch = vi.fn(
      async () => new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetch)
    countListingView('properties', '41')
    await settle()
    countListingView('vehicles', '41')
    await settle()
    countListingView('vehicles', '41')
    await settle()
    const urls = fetch.mock.calls.map((c) => String((c as unknown as [string])[0]))
    expect(urls).toHaveLength(2)
    expect(urls[0]).toMatch(/\/api\/properties\/41\/views$/)
    expect(urls[1]).toMatch(/\/api\/vehicles\/41\/views$/)
  })
})
