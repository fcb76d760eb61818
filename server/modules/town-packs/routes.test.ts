import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Property } from '../../../src/domain/property'
import { TOWN_PACK_PART_SIZE, type TownPackPart } from '../../../src/domain/town-pack'
import { properties, users } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import { signUpUser } from '../auth/test-helpers'

// A town's pack: its public properties only, as the detail answers them with one photo, cut in parts that a
// device can fetch one by one (and skip when it holds them), each with an ETag a refresh sends back.

const LAPAO = 2919157
let t: TestApp
const live: number[] = []
const hidden: Record<string, number> = {}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const owner = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
  const banned = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
  // One more than a part, so the pack has two; the first with three photos, its cover the second.
  for (let i = 0; i <= TOWN_PACK_PART_SIZE; i++) {
    const images = i === 0 ? [{}, { isCover: true, alt: 'Fachada' }, {}] : [{ isCover: true }]
    live.push((await createProperty(db, owner, { name: `Casa do pacote ${i}`, images })).id)
  }
  hidden.paused = (await createProperty(db, owner, { name: 'Casa pausada', status: 'paused' })).id
  hidden.deleted = (await createProperty(db, owner, { name: 'Casa apagada', deletedAt: new Date() })).id
  hidden.otherTown = (await createProperty(db, owner, { name: 'Casa em Lapão', cityId: LAPAO })).id
  hidden.suspended = (await createProperty(db, banned, { name: 'Casa de suspenso' })).id
  await db.update(users).set({ status: 'suspended' }).where(eq(users.id, banned))
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const partOf = async (n: number) => {
  const res = await get(`/api/town-packs/irece/parts/${n}`)
  expect(res.statusCode).toBe(200)
  return { body: res.json<TownPackPart>(), etag: String(res.headers.etag) }
}

describe('town packs', () => {
  it('lists every town with its listing count, parts and estimated size', async () => {
    const res = await get('/api/town-packs')
    expect(res.statusCode).toBe(200)
    const packs = res.json<{ data: { town: string; listings: number; parts: number; bytes: number }[] }>()
      .data
    expect(packs).toHaveLength(7)
    const irece = packs.find((p) => p.town === 'irece')!
    expect(irece).toMatchObject({ listings: live.length, parts: 2 })
    expect(irece.bytes).toBeGreaterThan(live.length * 1000)
    expect(packs.find((p) => p.town === 'lapao')).toMatchObject({ listings: 1, parts: 1 })
  })

  it('cuts the public listings into parts, each as the detail answers it with one photo', async () => {
    const [first, second] = [await partOf(0), await partOf(1)]
    expect(first.body.meta).toMatchObject({ town: 'irece', part: 0, parts: 2 })
    expect(first.body.data).toHaveLength(TOWN_PACK_PART_SIZE)
    expect(second.body.data).toHaveLength(1)
    const ids = [...first.body.data, ...second.body.data].map((p) => Number(p.id))
    expect(ids).toEqual(live)
    for (const id of Object.values(hidden)) expect(ids).not.toContain(id)

    const packed = first.body.data[0] as Property
    const detail = (await get(`/api/properties/${packed.id}`)).json<{ data: Property }>().data
    expect(detail.attributes.images).toHaveLength(3)
    expect(packed.attributes.images).toEqual([detail.attributes.cover])
    expect(packed.attributes.images[0]!.alt).toBe('Fachada')
    // Everything else is the detail answer itself.
    const { images: _a, views: _v, ...rest } = packed.attributes
    const { images: _b, views: _w, ...same } = detail.attributes
    expect(rest).toEqual(same)
  })

  it('answers 304 to a device that holds the version, and a new version once a listing changes', async () => {
    const manifest = await get('/api/town-packs/irece')
    const etag = String(manifest.headers.etag)
    expect(etag).toBe(`"${manifest.json<{ data: { version: string } }>().data.version}"`)
    expect((await get('/api/town-packs/irece', { 'if-none-match': etag })).statusCode).toBe(304)
    const part = await partOf(1)
    expect((await get('/api/town-packs/irece/parts/1', { 'if-none-match': part.etag })).statusCode).toBe(304)
    // Another part's tag is not this part's.
    expect((await get('/api/town-packs/irece/parts/0', { 'if-none-match': part.etag })).statusCode).toBe(200)

    await t.database.db
      .update(properties)
      .set({ price: 199_000, updatedAt: new Date() })
      .where(eq(properties.id, live.at(-1)!))
    const changed = await get('/api/town-packs/irece', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    const again = await get('/api/town-packs/irece/parts/1', { 'if-none-match': part.etag })
    expect(again.statusCode).toBe(200)
    expect(again.json<TownPackPart>().data[0]!.attributes.price).toBe(199_000)
  })

  it('refuses unknown towns and parts past the end with a pt-BR 404', async () => {
    for (const url of [
      '/api/town-packs/atlantida',
      '/api/town-packs/atlantida/parts/0',
      '/api/town-packs/irece/parts/2',
      '/api/town-packs/irece/parts/-1',
      '/api/town-packs/irece/parts/x',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toMatch(/pacote/)
    }
  })
})
