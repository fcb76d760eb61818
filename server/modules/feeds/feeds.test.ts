import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { subscribe } from '../my-listings/test-helpers'
import { loopbackHost } from './safe-fetch'
import { readListing } from './vrsync-listing'
import { readListings, type XmlNode } from './xml-tree'
import { MALFORMED, photoServer, sampleFeed, sampleId } from './sample-feed'

// An agency brings its portfolio by a VRSync file: listings created through the lifecycle, a report with the
// reasons, nothing changed by the same feed twice, one price change giving one edit and one price history entry, and
// the export read back by the same parser into the same listings.

let t: TestApp
let photos: Awaited<ReturnType<typeof photoServer>>
beforeAll(async () => {
  photos = await photoServer()
  const local = new URL(photos.origin).host
  t = await buildTestApp({}, { allowFeedHost: (url) => url.host === local })
})
afterAll(async () => {
  await t.close()
  await photos.close()
})

async function agency(places = 100, on: TestApp = t) {
  const user = await signUpUser(on.app, { profile: 'business' })
  const id = Number(user.userId)
  await on.database.db
    .insert(s.agencies)
    .values({ userId: id, name: 'Imobiliária Teste', cnpj: generateCnpj() })
  await subscribe(on.database.db, id, { kind: 'business', propertiesLimit: places, propertyGalleryLimit: 10 })
  return { id, token: user.token }
}

async function importFile(token: string, xml: string, on: TestApp = t) {
  const res = await on.app.inject({
    method: 'POST',
    url: '/v1/feeds/imports',
    headers: { ...bearer(token), 'content-type': 'application/xml' },
    payload: xml,
  })
  expect(res.statusCode, res.body).toBe(202)
  await on.app.background.idle()
  const run = await on.app.inject({
    method: 'GET',
    url: `/v1/feeds/imports/${res.json().data.id}`,
    headers: bearer(token),
  })
  return run.json().data.attributes
}

const linked = (userId: number) =>
  t.database.db.select().from(s.feedListings).where(eq(s.feedListings.userId, userId))

describe('importing a VRSync feed', () => {
  it('creates, reports, changes nothing the second time, and edits only what the feed changed', async () => {
    const a = await agency()
    const xml = sampleFeed({ count: 12, photoBase: photos.photoBase })
    const first = await importFile(a.token, xml)
    expect(first.status).toBe('done')
    expect(first.imported).toBe(12)
    const reasons = Object.fromEntries(
      first.skipped.map((x: { external_id: string | null; reason: string }) => [
        x.external_id ?? 'none',
        x.reason,
      ]),
    )
    expect(reasons).toEqual({
      none: 'no_id',
      [MALFORMED.duplicate]: 'duplicate_id',
      [MALFORMED.unknownTown]: 'unknown_town',
      [MALFORMED.noPrice]: 'no_price',
      [MALFORMED.badPhoto]: 'bad_photo',
    })
    const rows = await linked(a.id)
    const ids = rows.map((r) => r.propertyId)
    const live = await t.database.db.select().from(s.properties).where(inArray(s.properties.id, ids))
    expect(live.every((p) => p.status === 'active')).toBe(true)
    const gallery = await t.database.db
      .select()
      .from(s.propertyMedia)
      .where(inArray(s.propertyMedia.propertyId, ids))
    expect(gallery).toHaveLength(24)

    const fetched = photos.requests()
    const again = await importFile(a.token, xml)
    expect([again.imported, again.updated, again.unchanged, again.paused]).toEqual([0, 0, 12, 0])
    expect(photos.requests()).toBe(fetched + 1) // only the photo that is not one is asked again

    const changedId = sampleId(3)
    const changed = await importFile(
      a.token,
      sampleFeed({ count: 12, photoBase: photos.photoBase, prices: { [changedId]: 412_300 } }),
    )
    expect([changed.imported, changed.updated, changed.unchanged]).toEqual([0, 1, 11])
    const target = rows.find((r) => r.externalId === changedId)!.propertyId
    const history = await t.database.db
      .select()
      .from(s.listingPriceChanges)
      .where(and(eq(s.listingPriceChanges.kind, 'property'), inArray(s.listingPriceChanges.listingId, ids)))
    expect(history.map((h) => [h.listingId, h.toPrice])).toEqual([[target, 412_300]])

    // A listing the feed leaves out is paused, then archived when it is still missing.
    const shorter = sampleFeed({ count: 11, photoBase: photos.photoBase, prices: { [changedId]: 412_300 } })
    expect((await importFile(a.token, shorter)).paused).toBe(1)
    expect((await importFile(a.token, shorter)).archived).toBe(1)
  })

  it('exports the live listings as a feed that reads back into the same listings', async () => {
    const a = await agency()
    const xml = sampleFeed({ count: 8, photoBase: photos.photoBase, malformed: false, seed: 7 })
    await importFile(a.token, xml)
    const settings = await t.app.inject({ method: 'GET', url: '/v1/feeds', headers: bearer(a.token) })
    const exportUrl = new URL(settings.json().data.attributes.export_url)
    const exported = await t.app.inject({ method: 'GET', url: exportUrl.pathname })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toMatch(/xml/)

    const read = async (text: string) => {
      const nodes: XmlNode[] = []
      await readListings([text], (n) => nodes.push(n))
      const seen = new Set<string>()
      return nodes
        .map((n) => readListing(n, seen))
        .map((item) => (item.ok ? [item.externalId, item.input] : item))
    }
    expect(await read(exported.body)).toEqual(await read(xml))

    // A new token: the old address no longer answers.
    await t.app.inject({ method: 'POST', url: '/v1/feeds/export-token', headers: bearer(a.token) })
    expect((await t.app.inject({ method: 'GET', url: exportUrl.pathname })).statusCode).toBe(404)
  })
})

describe('a feed cannot reach what it must not', () => {
  const header = '<?xml version="1.0"?>'
  it('refuses an external entity and never reads the file it names', async () => {
    const a = await agency()
    const xxe = `${header}<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><ListingDataFeed><Listings><Listing><ListingID>&x;</ListingID></Listing></Listings></ListingDataFeed>`
    const run = await importFile(a.token, xxe)
    expect(run.status).toBe('failed')
    expect(run.error).toMatch(/DOCTYPE/)
    expect(JSON.stringify(run)).not.toContain('root:')
    expect(await linked(a.id)).toHaveLength(0)
  })

  it('refuses an entity bomb at once', async () => {
    const a = await agency()
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join(
      '',
    )
    const bomb = `${header}<!DOCTYPE d [<!ENTITY l0 "ha">${levels}]><ListingDataFeed><Listings><Listing><Title>&l9;</Title></Listing></Listings></ListingDataFeed>`
    const started = Date.now()
    const run = await importFile(a.token, bomb)
    expect(run.status).toBe('failed')
    expect(run.error).toMatch(/DOCTYPE/)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('refuses an undeclared entity, and a document that is not a feed', async () => {
    const a = await agency()
    const undeclared = await importFile(
      a.token,
      `${header}<ListingDataFeed><Listings><Listing><ListingID>&x;</ListingID></Listing></Listings></ListingDataFeed>`,
    )
    expect(undeclared.status).toBe('failed')
    const other = await importFile(a.token, `${header}<Carga><Imoveis/></Carga>`)
    expect(other.error).toMatch(/VRSync/)
  })

  it('never fetches a feed or a photo on a private address', async () => {
    const a = await agency()
    for (const url of [
      'http://127.0.0.1:9/feed.xml',
      'http://10.0.0.1/feed.xml',
      'http://[::ffff:169.254.169.254]/',
      'http://localhost/feed.xml',
      'file:///etc/passwd',
    ]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/v1/feeds',
        headers: bearer(a.token),
        payload: { import_url: url },
      })
      if (put.statusCode === 422) continue
      expect(put.statusCode).toBe(200)
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/feeds/imports/url',
        headers: bearer(a.token),
      })
      expect(res.statusCode).toBe(202)
      await t.app.background.idle()
      const run = await t.app.inject({
        method: 'GET',
        url: `/v1/feeds/imports/${res.json().data.id}`,
        headers: bearer(a.token),
      })
      expect(run.json().data.attributes.status).toBe('failed')
      expect(run.json().data.attributes.error).toMatch(/público/)
    }
    // A photo on a private address (the allowed test host is 127.0.0.1 with another port) is a bad photo.
    const xml = sampleFeed({ count: 1, photoBase: 'http://127.0.0.1:9/photos', malformed: false })
    const run = await importFile(a.token, xml)
    expect(run.skipped.map((x: { reason: string }) => x.reason)).toEqual(['bad_photo'])
  })
})

describe("the journeys' switch FEEDS_ALLOW_LOOPBACK", () => {
  it('allows a literal loopback address only', () => {
    const allowed = ['http://127.0.0.1:8080/f.xml', 'https://127.1.2.3/a.jpg', 'http://[::1]:9000/a.jpg']
    const refused = [
      'http://localhost/f.xml',
      'http://127.0.0.1.nip.io/f.xml',
      'http://10.0.0.1/f.xml',
      'http://[::ffff:127.0.0.1]/f.xml',
      'http://169.254.169.254/',
    ]
    expect(allowed.filter((u) => loopbackHost(new URL(u)))).toEqual(allowed)
    expect(refused.filter((u) => loopbackHost(new URL(u)))).toEqual([])
  })

  it("is off by default; switched on, a feed's photos on this machine are imported", async () => {
    const xml = sampleFeed({ count: 1, photoBase: photos.photoBase, malformed: false, seed: 11 })
    const off = await buildTestApp()
    try {
      expect(off.app.config.FEEDS_ALLOW_LOOPBACK).toBe('false')
      const run = await importFile((await agency(10, off)).token, xml, off)
      expect(run.skipped.map((x: { reason: string }) => x.reason)).toEqual(['bad_photo'])
    } finally {
      await off.close()
    }
    const on = await buildTestApp({ FEEDS_ALLOW_LOOPBACK: 'true' })
    try {
      const a = await agency(10, on)
      expect((await importFile(a.token, xml, on)).imported).toBe(1)
      // A name, even one of this machine, is still refused.
      const named = sampleFeed({
        count: 1,
        photoBase: photos.photoBase.replace('127.0.0.1', 'localhost'),
        malformed: false,
        seed: 12,
      })
      const run = await importFile(a.token, named, on)
      expect(run.skipped.map((x: { reason: string }) => x.reason)).toEqual(['bad_photo'])
    } finally {
      await on.close()
    }
  })
})
