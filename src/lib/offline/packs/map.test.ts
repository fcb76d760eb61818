import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerFromPack } from './answer'
import { downloadPack } from './download'
import { packMap } from './map'
import { freshPacks, listing, packServer, vehicle } from './test-helpers'

// The public point as the detail gives it: blurred already unless the advertiser shows the exact address.
const placed = (lat: number | null, lng: number | null, privacy: 'exact' | 'neighborhood') => ({
  address: { ...listing(0).attributes.address, lat, lng, privacy },
})
const pack = [
  listing(1, { name: 'Casa exata', price: 300_000, ...placed(-11.301, -41.851, 'exact') }),
  listing(2, {
    name: 'Apartamento',
    category: 'apartment',
    price: 180_000,
    ...placed(-11.31, -41.86, 'neighborhood'),
  }),
  listing(3, { name: 'Casa sem ponto', price: 150_000, ...placed(null, null, 'neighborhood') }),
  vehicle(11),
]

beforeEach(async () => {
  await freshPacks()
  vi.stubGlobal('fetch', packServer(pack).fetch)
  await downloadPack('irece')
  vi.unstubAllGlobals()
})
afterEach(() => vi.unstubAllGlobals())

describe('packMap', () => {
  it("answers the map's points from the pack: the public point only, approximate unless exact", async () => {
    const map = await packMap({ city: 'irece' })
    expect(map).toEqual({
      data: [
        { id: '2', lat: -11.31, lng: -41.86, price: 180_000, category: 'apartment', approximate: true },
        { id: '1', lat: -11.301, lng: -41.851, price: 300_000, category: 'house', approximate: false },
      ],
      meta: { total: 2, truncated: false },
    })
  })

  it('applies the filters of the list, and is what a failed map read gets', async () => {
    expect((await packMap({ city: 'irece', category: 'house' }))!.data.map((p) => p.id)).toEqual(['1'])
    expect(await packMap({ city: 'lapao' })).toBeNull()
    const offline = new TypeError('Failed to fetch')
    const answer = await answerFromPack(offline, '/api/properties/map', { query: { city: 'irece' } })
    expect(answer).toMatchObject({ meta: { total: 2 } })
  })
})
