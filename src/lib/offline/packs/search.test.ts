import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../http/api-error'
import { OFFLINE_DB_NAME } from '../meta-keys'
import { downloadPack } from './download'
import { answerFromPack } from './answer'
import { packListing, searchPacks } from './search'
import { freshPacks, listing, packServer } from './test-helpers'

const pack = [
  listing(1, { name: 'Casa no Centro', price: 300_000, bedroom: 3, highlighted: true }),
  listing(2, { name: 'Apartamento Irecê', category: 'apartment', price: 180_000, bedroom: 2 }),
  listing(3, { name: 'Casa para alugar', listing_type: 'rent', price: 1200, bedroom: 2 }),
  listing(4, {
    name: 'Terreno',
    category: 'land',
    price: null,
    bedroom: null,
    description: 'Lote plano, água',
  }),
  listing(5, { name: 'Casa com quintal', listing_type: 'both', price: 250_000, bedroom: 4 }),
  listing(6, { name: 'Chácara', category: 'farm', price: 900_000, bedroom: 5, neighborhood: 'São José' }),
]
const ids = (page: Awaited<ReturnType<typeof searchPacks>>) => page!.data.map((p) => Number(p.id))

beforeEach(async () => {
  await freshPacks()
  vi.stubGlobal('fetch', packServer(pack).fetch)
  await downloadPack('irece')
  vi.unstubAllGlobals()
})
afterEach(() => vi.unstubAllGlobals())

describe('searchPacks', () => {
  it('filters as the API does: category, deal (with both), price, bedrooms, text without accents', async () => {
    expect(ids(await searchPacks({ city: 'irece', category: 'house' }))).toEqual([1, 5, 3])
    expect(ids(await searchPacks({ city: 'irece', listing_type: 'sale', category: 'house' }))).toEqual([1, 5])
    expect(ids(await searchPacks({ city: 'irece', listing_type: 'rent' }))).toEqual([5, 3])
    // A price bound leaves out "sob consulta" (no price), as the database's comparison does.
    expect(ids(await searchPacks({ city: 'irece', price_min: 200_000, price_max: 400_000 }))).toEqual([1, 5])
    expect(ids(await searchPacks({ city: 'irece', bedrooms: 4 }))).toEqual([6, 5])
    expect(ids(await searchPacks({ city: 'irece', q: 'chacara sao jose' }))).toEqual([6])
    expect(ids(await searchPacks({ city: 'irece', q: 'apartamentos irece' }))).toEqual([2])
    expect(ids(await searchPacks({ city: 'irece', q: 'agua' }))).toEqual([4])
  })

  it('sorts as asked, highlights first and newest by default, prices without one last', async () => {
    expect(ids(await searchPacks({ city: 'irece' }))).toEqual([1, 6, 5, 4, 3, 2])
    expect(ids(await searchPacks({ city: 'irece', sort: 'price_asc' }))).toEqual([3, 2, 5, 1, 6, 4])
    expect(ids(await searchPacks({ city: 'irece', sort: 'price_desc' }))).toEqual([6, 1, 5, 2, 3, 4])
    expect(ids(await searchPacks({ city: 'irece', sort: 'area_desc' }))).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('pages like the API, with summaries only', async () => {
    const page = await searchPacks({ city: 'irece', per_page: 4, page: 2 })
    expect(page!.meta).toEqual({
      page: 2,
      per_page: 4,
      total: 6,
      total_pages: 2,
      // Marked for the list to say where it comes from, and since when.
      from_pack: { name: 'Irecê', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    })
    expect(ids(page)).toEqual([3, 2])
    expect(page!.data[0]!.attributes).not.toHaveProperty('description')
    expect(page!.data[0]!.attributes).toMatchObject({ name: 'Casa para alugar', city_slug: 'irece' })
  })

  it('answers null for a town without a pack; without a town, from every pack', async () => {
    expect(await searchPacks({ city: 'lapao' })).toBeNull()
    expect(ids(await searchPacks({}))).toHaveLength(6)
  })
})

describe('packListing', () => {
  it('opens a listing as its detail answered, null for one no pack holds', async () => {
    expect((await packListing('property')('6'))!.attributes).toMatchObject({
      name: 'Chácara',
      neighborhood: 'São José',
    })
    expect(await packListing('property')('99')).toBeNull()
  })
})

describe('answerFromPack', () => {
  const offline = new TypeError('Failed to fetch')
  it('answers from the pack when the network fails, and lets the server refuse', async () => {
    expect(await answerFromPack(offline, '/api/properties', { id: '2' })).toMatchObject({ id: '2' })
    const page = await answerFromPack(offline, '/api/properties', { query: { city: 'irece', bedrooms: 4 } })
    expect(ids(page as Awaited<ReturnType<typeof searchPacks>>)).toEqual([6, 5])
    const refused = new ApiError(404, [])
    await expect(answerFromPack(refused, '/api/properties', { id: '2' })).rejects.toBe(refused)
    expect(await answerFromPack(new ApiError(503, []), '/api/properties', { id: '2' })).toMatchObject({
      id: '2',
    })
    await expect(answerFromPack(offline, '/api/properties', { id: '99' })).rejects.toBe(offline)
    // A vehicle no pack holds, and reads no pack answers, keep their error.
    await expect(answerFromPack(offline, '/api/vehicles', { id: '2' })).rejects.toBe(offline)
    await expect(answerFromPack(offline, '/api/advertisers', { query: {} })).rejects.toBe(offline)
  })

  it('never creates the outbox database', async () => {
    await answerFromPack(offline, '/api/properties', { query: { city: 'irece' } })
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OFFLINE_DB_NAME)
  })
})
