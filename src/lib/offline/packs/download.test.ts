import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOWN_PACK_PART_SIZE } from '../../../domain/town-pack'
import { closePacksDb, openPacksDb } from './db'
import { downloadPack, removePack, storedPacks } from './download'
import { PACK_PHOTOS_CACHE } from './photos'
import { refreshPacks } from './refresh'
import { freshPacks, listing, packServer } from './test-helpers'

const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => listing(from + i))
const stored = async () =>
  (await (await openPacksDb()).getAll('listings')).map((l) => Number(l.data.id)).sort()
const photoCount = async () => (await (await caches.open(PACK_PHOTOS_CACHE)).keys()).length

beforeEach(freshPacks)
afterEach(() => vi.unstubAllGlobals())

describe('downloadPack', () => {
  it('stores every listing of every part with its one photo, and reports progress part by part', async () => {
    const server = packServer(many(TOWN_PACK_PART_SIZE * 2 + 5))
    vi.stubGlobal('fetch', server.fetch)
    const seen: number[] = []
    const pack = await downloadPack('irece', { onProgress: (p) => seen.push(p.partsDone) })
    expect(pack).toMatchObject({ complete: true, version: 'v1', partsDone: [0, 1, 2], parts: 3 })
    expect(seen).toEqual([0, 1, 2, 3])
    expect(await stored()).toHaveLength(TOWN_PACK_PART_SIZE * 2 + 5)
    expect(await photoCount()).toBe(TOWN_PACK_PART_SIZE * 2 + 5)
    expect(pack.bytesDone).toBeGreaterThan((TOWN_PACK_PART_SIZE * 2 + 5) * 3000)
  })

  it('after a dropped connection and a reload, fetches only the parts it lacks', async () => {
    const server = packServer(many(TOWN_PACK_PART_SIZE * 3))
    vi.stubGlobal('fetch', server.fetch)
    server.state.fail = (path) => path.endsWith('/parts/2')
    await expect(downloadPack('irece')).rejects.toThrow('Failed to fetch')
    expect((await storedPacks())[0]).toMatchObject({ partsDone: [0, 1], complete: false })

    await closePacksDb() // as a reload does
    server.state.fail = () => false
    server.calls.length = 0
    const pack = await downloadPack('irece')
    expect(pack.complete).toBe(true)
    expect(server.calls.filter((c) => c.includes('/parts/'))).toEqual(['/api/town-packs/irece/parts/2'])
    // Photos of stored parts are not fetched again.
    expect(server.calls.filter((c) => c.startsWith('/media/'))).toHaveLength(TOWN_PACK_PART_SIZE)
    expect(await stored()).toHaveLength(TOWN_PACK_PART_SIZE * 3)
  })

  it('a paused download stops between parts and goes on from there', async () => {
    const server = packServer(many(TOWN_PACK_PART_SIZE * 2))
    vi.stubGlobal('fetch', server.fetch)
    const abort = new AbortController()
    await expect(
      downloadPack('irece', { signal: abort.signal, onProgress: (p) => p.partsDone === 1 && abort.abort() }),
    ).rejects.toThrow()
    expect((await storedPacks())[0]!.partsDone).toEqual([0])
    expect((await downloadPack('irece')).partsDone).toEqual([0, 1])
  })

  it('a new version replaces the old one, whose listings and photos leave the device once it is whole', async () => {
    const server = packServer(many(3))
    vi.stubGlobal('fetch', server.fetch)
    await downloadPack('irece')
    server.state.version = 'v2'
    server.state.listings = [listing(2), listing(3), listing(9)]
    await downloadPack('irece')
    expect(await stored()).toEqual([2, 3, 9])
    expect(await photoCount()).toBe(3)
    expect((await storedPacks())[0]!.version).toBe('v2')
  })

  it('removes a pack with its listings and photos', async () => {
    vi.stubGlobal('fetch', packServer(many(4)).fetch)
    await downloadPack('irece')
    await removePack('irece')
    expect(await storedPacks()).toEqual([])
    expect(await stored()).toEqual([])
    expect(await photoCount()).toBe(0)
  })
})

describe('refreshPacks', () => {
  it('asks with the version it holds: a 304 costs nothing more, a change is downloaded', async () => {
    const server = packServer(many(3))
    vi.stubGlobal('fetch', server.fetch)
    await downloadPack('irece')
    server.calls.length = 0
    await refreshPacks()
    expect(server.calls).toEqual(['/api/town-packs/irece'])

    server.state.version = 'v2'
    server.state.listings = many(4)
    await refreshPacks()
    expect(await stored()).toEqual([1, 2, 3, 4])
  })

  it('leaves a pack checked within the age alone, and keeps it when offline', async () => {
    const server = packServer(many(2))
    vi.stubGlobal('fetch', server.fetch)
    await downloadPack('irece')
    server.calls.length = 0
    await refreshPacks(24 * 60 * 60 * 1000)
    expect(server.calls).toEqual([])
    server.state.fail = () => true
    await refreshPacks()
    expect(await stored()).toEqual([1, 2])
  })

  it('does not create the packs database on a device that has none', async () => {
    await refreshPacks()
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('mercado-irece-packs')
  })
})
