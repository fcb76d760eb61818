// Test doubles for the town packs: a listing as the detail answers it, a pack server behind `fetch`, and an
// in-memory Cache Storage (jsdom has none). Imported by tests only.
import { IDBFactory } from 'fake-indexeddb'
import type { Property } from '../../../domain/property'
import { TOWN_PACK_PART_SIZE, type TownPack } from '../../../domain/town-pack'
import type { Vehicle } from '../../../domain/vehicle'
import { closePacksDb } from './db'

export async function freshPacks(): Promise<void> {
  await closePacksDb()
  globalThis.indexedDB = new IDBFactory()
  const stores = new Map<string, Map<string, Response>>()
  const keyOf = (r: RequestInfo | URL) =>
    new URL(String(r instanceof Request ? r.url : r), 'http://x').pathname
  globalThis.caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>()
      stores.set(name, store)
      return {
        match: async (r: RequestInfo | URL) => store.get(keyOf(r))?.clone(),
        put: async (r: RequestInfo | URL, res: Response) => void store.set(keyOf(r), res),
        delete: async (r: RequestInfo | URL) => store.delete(keyOf(r)),
        keys: async () => [...store.keys()].map((k) => new Request(`http://x${k}`)),
      } as unknown as Cache
    },
  } as unknown as CacheStorage
}

export function listing(id: number, over: Partial<Property['attributes']> = {}): Property {
  const photo = { id: `m${id}`, base: `/media/h${id}`, width: 1600, height: 1200, alt: null }
  return {
    id: String(id),
    type: 'property',
    attributes: {
      name: `Casa ${id}`,
      category: 'house',
      listing_type: 'sale',
      price: 200_000 + id * 1000,
      rental_period: null,
      rent_price: null,
      bedroom: 2,
      bathroom: 1,
      parking_space: 1,
      square_meters: 100 + id,
      city: 'Irecê',
      city_slug: 'irece',
      neighborhood: 'Centro',
      cover: photo,
      highlighted: false,
      created_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
      price_drop_percent: null,
      advertiser_verified: false,
      description: 'Casa ampla.',
      category_group: 'residential',
      status: 'active',
      condo_fee: null,
      iptu_monthly: null,
      suite: null,
      floor: null,
      commercial_room: null,
      built_area_meters: null,
      year_built: null,
      allows_pets: false,
      features: [],
      youtube_url: null,
      images: [photo],
      address: {
        street: null,
        number: null,
        complement: null,
        neighborhood: 'Centro',
        city_id: 2914604,
        city: 'Irecê',
        city_slug: 'irece',
        state: 'BA',
        zip_code: null,
        reference: null,
        lat: -11.3,
        lng: -41.85,
        privacy: 'neighborhood',
      },
      advertiser: {
        id: '1',
        name: 'Ana',
        profile: 'owner',
        avatar: null,
        phone_channels: { call: true, whatsapp: true },
        creci: null,
        cnpj: null,
      },
      views: { total: 0, today: 0, week: 0, last_15_days: 0 },
      updated_at: '2026-01-01T00:00:00.000Z',
      price_history: [],
      price_drop: null,
      price_band: null,
      documented: false,
      photos_on_site: false,
      ...over,
    },
  } as Property
}

export function vehicle(id: number, over: Partial<Vehicle['attributes']> = {}): Vehicle {
  const photo = { id: `v${id}`, base: `/media/v${id}`, width: 1600, height: 1200, alt: null }
  return {
    id: String(id),
    type: 'vehicle',
    attributes: {
      name: `Carro ${id}`,
      vehicle_type: 'cars',
      brand: 'Fiat',
      model: 'Uno',
      version: '1.0 Flex',
      year: 2020,
      price: 50_000 + id * 1000,
      mileage: 40_000,
      condition: 'used',
      fuel_type: 'flex',
      transmission: 'manual',
      city: 'Irecê',
      city_slug: 'irece',
      state: 'BA',
      cover: photo,
      created_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
      price_drop_percent: null,
      advertiser_verified: false,
      code: `V${id}`,
      description: 'Carro revisado.',
      status: 'published',
      color: 'Prata',
      plate_last_digit: null,
      steering_wheel: null,
      bodywork: null,
      doors: 4,
      one_owner: false,
      accepts_exchange: false,
      show_contact: true,
      financing_status: [],
      optional_item_ids: [],
      images: [photo],
      advertiser: {
        id: '2',
        name: 'Bruno',
        profile: 'owner',
        avatar: null,
        phone_channels: { call: true, whatsapp: true },
        creci: null,
        cnpj: null,
      },
      views: { total: 0, today: 0, week: 0, last_15_days: 0 },
      updated_at: '2026-01-01T00:00:00.000Z',
      price_history: [],
      price_drop: null,
      price_band: null,
      documented: false,
      photos_on_site: false,
      ...over,
    },
  } as Vehicle
}

/**
 * A town pack server behind fetch: `listings` cut in parts as the API cuts them, `version` its ETag; `fail`
 * decides which requests drop (a lost connection); `calls` lists the paths asked for.
 */
export function packServer(listings: (Property | Vehicle)[], opts: { version?: string; town?: string } = {}) {
  const state = { version: opts.version ?? 'v1', listings, fail: (_path: string) => false }
  const town = opts.town ?? 'irece'
  const calls: string[] = []
  const pack = (): TownPack => ({
    town,
    name: 'Irecê',
    kind: 'listings',
    version: state.version,
    listings: state.listings.length,
    parts: Math.max(1, Math.ceil(state.listings.length / TOWN_PACK_PART_SIZE)),
    bytes: state.listings.length * 4000,
  })
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const path = String(input)
    calls.push(path)
    init.signal?.throwIfAborted()
    if (state.fail(path)) throw new TypeError('Failed to fetch')
    if (path.startsWith('/media/'))
      return new Response(new Uint8Array(3000), { headers: { 'content-type': 'image/webp' } })
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (path === `/api/town-packs/${town}`) {
      const sent = (init.headers as Record<string, string> | undefined)?.['if-none-match']
      return sent === `"${state.version}"` ? new Response(null, { status: 304 }) : json({ data: pack() })
    }
    const part = /\/parts\/(\d+)$/.exec(path)
    if (part) {
      const n = Number(part[1])
      const data = state.listings.slice(n * TOWN_PACK_PART_SIZE, (n + 1) * TOWN_PACK_PART_SIZE)
      return json({ data, meta: { town, version: state.version, part: n, parts: pack().parts } })
    }
    return new Response(null, { status: 404 })
  }
  return { state, calls, fetch }
}
