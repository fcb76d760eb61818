import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  captureToMetadata,
  distanceM,
  ON_SITE_RADIUS_M,
  type Capture,
} from '../../../src/domain/on-site-photos'
import { properties, uploadedMedia } from '../../db/schema'
import type { TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listeningApp, listingBody, photoBytes, upload } from '../my-listings/test-helpers'

// "Fotos feitas no local": a camera photo's position at the shutter travels with its upload, is kept on the
// advertiser's own upload row, and only the listing's yes/no (most photos within 300 m of the address) goes public.

let t: TestApp
let base: string
beforeAll(async () => {
  ;({ t, base } = await listeningApp())
})
afterAll(() => t.close())

/** The property's own point (a pin moved off the town seat): the capture positions are measured from it. */
const ADDRESS = { lat: -11.312345, lng: -41.862345 }
const METRES_PER_DEGREE_LAT = (6_371_008.8 * Math.PI) / 180

/** A capture `metres` due north of the address, fixed at the shutter, precise to 12 m. */
function captureAt(metres: number, over: Partial<Capture> = {}): Capture {
  const now = Date.now()
  return {
    lat: ADDRESS.lat + metres / METRES_PER_DEGREE_LAT,
    lng: ADDRESS.lng,
    accuracy_m: 12,
    position_at: now - 5_000,
    shutter_at: now - 4_000,
    ...over,
  }
}

const advertiser = async () => {
  const { token } = await signUpUser(t.app, { profile: 'owner' })
  const me = await t.app.inject({ url: '/v1/users', headers: bearer(token) })
  return { token, id: Number(me.json<{ data: { id: string } }>().data.id) }
}

/** Uploads a fresh photo (or `bytes`), with the capture's metadata when given; answers the upload id. */
const photo = async (token: string, capture: Capture | null, bytes?: Buffer) =>
  upload(base, token, bytes ?? (await photoBytes()), undefined, capture ? captureToMetadata(capture) : {})

async function publish(token: string, uploads: string[], address: Partial<typeof ADDRESS> = ADDRESS) {
  const body = listingBody({ photos: uploads.map((upload_id) => ({ upload_id })) })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: bearer(token),
    payload: { ...body, address: { ...body.address, ...address } },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ data: { id: string } }>().data.id
}

type Detail = { data: { attributes: { photos_on_site: boolean; images: unknown[] } } }
const onSite = async (id: string) => {
  const res = await t.app.inject({ url: `/api/properties/${id}` })
  expect(res.statusCode).toBe(200)
  return res.json<Detail>().data.attributes.photos_on_site
}

const capturesOf = (uploadId: string) =>
  t.database.db
    .select({ lat: uploadedMedia.captureLat, accuracy: uploadedMedia.captureAccuracyM })
    .from(uploadedMedia)
    .where(eq(uploadedMedia.uploadId, uploadId))

describe('a camera photo taken at the address', () => {
  it('keeps its position privately: stored on the upload, absent from every answer, the badge public', async () => {
    const me = await advertiser()
    const capture = captureAt(140)
    const id = await publish(me.token, [await photo(me.token, capture)])
    const [stored] = await t.database.db.select().from(uploadedMedia).where(eq(uploadedMedia.userId, me.id))
    expect(stored).toMatchObject({ captureLat: capture.lat, captureLng: capture.lng, captureAccuracyM: 12 })
    expect(stored!.capturedAt?.getTime()).toBe(capture.shutter_at)
    expect(await onSite(id)).toBe(true)

    // The capture's own digits (its latitude differs from the address's) appear in no answer, nor any capture key.
    const digits = capture.lat.toFixed(6).slice(-5)
    const answers = [
      `/api/properties/${id}`,
      '/api/properties?city=irece',
      `/api/properties/${id}/related`,
      `/api/advertisers/${me.id}`,
      `/api/advertisers/${me.id}/properties`,
    ]
    for (const url of answers) {
      const res = await t.app.inject({ url })
      if (res.statusCode === 404) continue
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain(digits)
      expect(res.body, url).not.toMatch(/capture|accuracy/i)
    }
    for (const url of [`/v1/properties/${id}`, '/v1/properties']) {
      const res = await t.app.inject({ url, headers: bearer(me.token) })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain(digits)
      expect(res.body, url).not.toMatch(/capture|accuracy/i)
    }
    const uploadAnswer = await t.app.inject({
      url: `/v1/uploads/${stored!.uploadId}/media`,
      headers: bearer(me.token),
    })
    expect(uploadAnswer.statusCode).toBe(200)
    expect(uploadAnswer.body).not.toContain(digits)
    expect(uploadAnswer.body).not.toMatch(/capture|accuracy/i)
  })

  it(`shows the badge within ${ON_SITE_RADIUS_M} m of the address, not at 301 m`, async () => {
    // One live listing each (the free plan's limit).
    const [a, b] = [await advertiser(), await advertiser()]
    expect(distanceM(ADDRESS, captureAt(299.5))).toBeLessThanOrEqual(300)
    expect(distanceM(ADDRESS, captureAt(301))).toBeGreaterThan(300)
    const near = await publish(a.token, [await photo(a.token, captureAt(299.5))])
    const far = await publish(b.token, [await photo(b.token, captureAt(301))])
    expect(await onSite(near)).toBe(true)
    expect(await onSite(far)).toBe(false)
  })

  it('needs most of the photos: one of three is not enough, two of three are', async () => {
    const [a, b] = [await advertiser(), await advertiser()]
    const one = await publish(a.token, [
      await photo(a.token, captureAt(50)),
      await photo(a.token, null),
      await photo(a.token, null),
    ])
    const two = await publish(b.token, [
      await photo(b.token, captureAt(50)),
      await photo(b.token, captureAt(80)),
      await photo(b.token, null),
    ])
    expect(await onSite(one)).toBe(false)
    expect(await onSite(two)).toBe(true)
  })

  it('is worked out again when the photos or the address change', async () => {
    const me = await advertiser()
    const there = await photo(me.token, captureAt(20))
    const id = await publish(me.token, [there])
    expect(await onSite(id)).toBe(true)
    const [kept] = await t.database.db
      .select({ mediaId: uploadedMedia.mediaId })
      .from(uploadedMedia)
      .where(eq(uploadedMedia.uploadId, there))

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/v1/properties/${id}`, headers: bearer(me.token), payload })
    const moved = listingBody({ photos: [{ media_id: String(kept!.mediaId) }] })
    // The pin moved 2 km away: the same photo is no longer at the address.
    const res = await put({
      ...moved,
      address: { ...moved.address, lat: ADDRESS.lat + 0.018, lng: ADDRESS.lng },
    })
    expect(res.statusCode).toBe(200)
    expect(await onSite(id)).toBe(false)

    const back = listingBody({
      photos: [{ media_id: String(kept!.mediaId) }, { upload_id: await photo(me.token, captureAt(30)) }],
    })
    expect((await put({ ...back, address: { ...back.address, ...ADDRESS } })).statusCode).toBe(200)
    expect(await onSite(id)).toBe(true)

    const gallery = listingBody({
      photos: [{ upload_id: await photo(me.token, null) }, { upload_id: await photo(me.token, null) }],
    })
    expect((await put({ ...gallery, address: { ...gallery.address, ...ADDRESS } })).statusCode).toBe(200)
    expect(await onSite(id)).toBe(false)
  })

  it('has no place to be at when the address has no point of its own (the town seat stood in)', async () => {
    const me = await advertiser()
    const seat = { lat: -11.3039, lng: -41.8558 }
    const body = listingBody({ photos: [{ upload_id: await photo(me.token, { ...captureAt(0), ...seat }) }] })
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(me.token),
      payload: body,
    })
    expect(res.statusCode).toBe(201)
    const id = res.json<{ data: { id: string } }>().data.id
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, Number(id)))
    expect({ lat: row!.lat, lng: row!.lng }).toEqual(seat)
    expect(await onSite(id)).toBe(false)
  })
})

describe('positions that prove nothing are refused, the photo kept', () => {
  it.each([
    ['an accuracy worse than 100 m', captureAt(40, { accuracy_m: 150 })],
    ['a fix 3 minutes before the shutter', captureAt(40, { position_at: Date.now() - 184_000 })],
    ['a fix 3 minutes after the shutter', captureAt(40, { position_at: Date.now() + 176_000 })],
    [
      'a shutter in the future',
      captureAt(40, { shutter_at: Date.now() + 600_000, position_at: Date.now() + 600_000 }),
    ],
  ])('%s', async (_, capture) => {
    const me = await advertiser()
    const uploadId = await photo(me.token, capture)
    const id = await publish(me.token, [uploadId])
    expect(await capturesOf(uploadId)).toEqual([{ lat: null, accuracy: null }])
    const res = await t.app.inject({ url: `/api/properties/${id}` })
    expect(res.json<Detail>().data.attributes.images).toHaveLength(1)
    expect(await onSite(id)).toBe(false)
  })

  it('a malformed position is dropped too', async () => {
    const me = await advertiser()
    const uploadId = await upload(base, me.token, await photoBytes(), undefined, {
      ...captureToMetadata(captureAt(10)),
      capture_lat: 'aqui',
    })
    await publish(me.token, [uploadId])
    expect(await capturesOf(uploadId)).toEqual([{ lat: null, accuracy: null }])
  })
})

describe('another advertiser', () => {
  it('cannot vouch for my photo: the same picture uploaded with their position counts for their listing only', async () => {
    const [me, other] = [await advertiser(), await advertiser()]
    const bytes = await photoBytes()
    const mine = await publish(me.token, [await photo(me.token, null, bytes)])
    // The same bytes make the same media row; their upload carries a position at my address.
    const theirs = await photo(other.token, captureAt(10), bytes)
    const [a] = await t.database.db.select().from(uploadedMedia).where(eq(uploadedMedia.userId, me.id))
    const [b] = await t.database.db.select().from(uploadedMedia).where(eq(uploadedMedia.uploadId, theirs))
    expect(b!.mediaId).toBe(a!.mediaId)

    // My next save works the badge out again: their position is not mine.
    const body = listingBody({ photos: [{ media_id: String(a!.mediaId) }] })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${mine}`,
      headers: bearer(me.token),
      payload: { ...body, address: { ...body.address, ...ADDRESS } },
    })
    expect(res.statusCode).toBe(200)
    expect(await onSite(mine)).toBe(false)
    expect(await capturesOf(a!.uploadId)).toEqual([{ lat: null, accuracy: null }])

    // Nor can they put their upload on my listing.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${mine}`,
      headers: bearer(me.token),
      payload: { ...body, photos: [{ upload_id: theirs }] },
    })
    expect(foreign.statusCode).toBe(422)
  })
})
