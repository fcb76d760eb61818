import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerFromPack } from './answer'
import { downloadPack } from './download'
import { packListing, searchPacks } from './search'
import { freshPacks, listing, packServer, vehicle } from './test-helpers'
import { searchVehiclePacks } from './vehicle-search'

const pack = [
  listing(1, { name: 'Casa no Centro' }),
  vehicle(11, { name: 'Uno Way completo', year: 2021, price: 60_000, mileage: 20_000, color: 'Prata' }),
  vehicle(12, {
    name: 'Honda CG 160 Fan',
    vehicle_type: 'motorcycles',
    brand: 'Honda',
    model: 'CG 160',
    year: 2019,
    price: 12_000,
    mileage: 35_000,
    color: 'Vermelho',
  }),
  vehicle(13, {
    name: 'Caminhão baú',
    vehicle_type: 'trucks',
    brand: 'Ford',
    model: 'Cargo',
    year: 2012,
    price: null,
    mileage: 300_000,
    fuel_type: 'diesel',
    accepts_exchange: true,
    description: 'Aceita troca, pneus novos',
  }),
  vehicle(14, { name: 'Uno econômico', year: 2015, price: 25_000, mileage: 90_000, condition: 'used' }),
]
const ids = (page: Awaited<ReturnType<typeof searchVehiclePacks>>) => page!.data.map((v) => Number(v.id))

beforeEach(async () => {
  await freshPacks()
  vi.stubGlobal('fetch', packServer(pack).fetch)
  await downloadPack('irece')
  vi.unstubAllGlobals()
})
afterEach(() => vi.unstubAllGlobals())

describe('searchVehiclePacks', () => {
  it('filters as the API does: type, year, price, mileage, fuel, colour, exchange, text without accents', async () => {
    expect(ids(await searchVehiclePacks({ city: 'irece' }))).toEqual([14, 13, 12, 11])
    expect(ids(await searchVehiclePacks({ city: 'irece', vehicle_type: 'cars' }))).toEqual([14, 11])
    expect(ids(await searchVehiclePacks({ city: 'irece', year_min: 2016, year_max: 2020 }))).toEqual([12])
    // A price bound leaves out "sob consulta", as the database's comparison does.
    expect(ids(await searchVehiclePacks({ city: 'irece', price_min: 20_000 }))).toEqual([14, 11])
    expect(ids(await searchVehiclePacks({ city: 'irece', mileage_max: 40_000 }))).toEqual([12, 11])
    expect(ids(await searchVehiclePacks({ city: 'irece', fuel_type: 'diesel' }))).toEqual([13])
    expect(ids(await searchVehiclePacks({ city: 'irece', color: 'Prata' }))).toEqual([14, 13, 11])
    expect(ids(await searchVehiclePacks({ city: 'irece', accepts_exchange: 'true' }))).toEqual([13])
    expect(ids(await searchVehiclePacks({ city: 'irece', q: 'caminhao pneu' }))).toEqual([13])
    expect(ids(await searchVehiclePacks({ city: 'irece', q: 'honda' }))).toEqual([12])
  })

  it('sorts as the API does and pages with summaries only', async () => {
    expect(ids(await searchVehiclePacks({ city: 'irece', sort: 'price_asc' }))).toEqual([12, 14, 11, 13])
    expect(ids(await searchVehiclePacks({ city: 'irece', sort: 'year_desc' }))).toEqual([11, 12, 14, 13])
    expect(ids(await searchVehiclePacks({ city: 'irece', sort: 'mileage_asc' }))).toEqual([11, 12, 14, 13])
    const page = await searchVehiclePacks({ city: 'irece', per_page: 3, page: 2 })
    expect(page!.meta).toMatchObject({ page: 2, per_page: 3, total: 4, total_pages: 2 })
    expect(page!.meta.from_pack?.name).toBe('Irecê')
    expect(ids(page)).toEqual([11])
    expect(page!.data[0]!.attributes).not.toHaveProperty('description')
  })

  it('keeps properties and vehicles apart, and leaves a brand or model id to the network', async () => {
    expect((await searchPacks({ city: 'irece' }))!.data.map((p) => p.id)).toEqual(['1'])
    expect(await searchVehiclePacks({ city: 'irece', brand_id: 3 })).toBeNull()
    expect(await searchVehiclePacks({ city: 'lapao' })).toBeNull()
    expect(await packListing('property')('11')).toBeNull()
  })

  it('opens a vehicle never opened from the pack when the network fails', async () => {
    const offline = new TypeError('Failed to fetch')
    expect(await answerFromPack(offline, '/api/vehicles', { id: '12' })).toMatchObject({
      type: 'vehicle',
      attributes: { name: 'Honda CG 160 Fan', brand: 'Honda' },
    })
    const page = await answerFromPack(offline, '/api/vehicles', { query: { city: 'irece', q: 'uno' } })
    expect(ids(page as Awaited<ReturnType<typeof searchVehiclePacks>>)).toEqual([14, 11])
    await expect(answerFromPack(offline, '/api/vehicles', { id: '1' })).rejects.toBe(offline)
  })
})
