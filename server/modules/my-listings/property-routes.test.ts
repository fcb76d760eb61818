import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingMsg } from '../../../src/domain/property-input'
import { msg } from '../../../src/domain/messages'
import type { MyPropertiesPage, MyProperty } from '../../../src/domain/my-property'
import { uploadMsg } from '../../../src/domain/upload'
import { fieldMsg } from '../../../src/domain/validation'
import { plans, properties, propertyMedia, subscriptions } from '../../db/schema'
import { planLimitMsg } from '../../../src/domain/plan-limits'
import type { TestApp } from '../../test/app'
import { bearer, errorAt, signUpUser } from '../auth/test-helpers'
import { photoMsg } from './photos'
import { listeningApp, listingBody, photoBytes, upload } from './test-helpers'

let t: TestApp
let base: string

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
})
afterAll(() => t.close())

const advertiser = async () => (await signUpUser(t.app, { profile: 'owner' })).token
const post = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  })
const put = (token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/properties/${id}`,
    headers: bearer(token),
    payload: payload as object,
  })
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

/** Gives the user a plan with these limits through an active subscription. */
async function subscribe(token: string, limits: { properties: number; gallery: number }) {
  const me = await get(token, '/v1/users')
  const userId = Number(me.json<{ data: { id: string } }>().data.id)
  const [plan] = await t.database.db
    .insert(plans)
    .values({
      name: 'Teste',
      kind: 'owner',
      propertiesLimit: limits.properties,
      propertyGalleryLimit: limits.gallery,
    })
    .returning()
  await t.database.db
    .insert(subscriptions)
    .values({ userId, planId: plan!.id, status: 'active', startDate: new Date() })
}

describe("POST /v1/properties: validation (the form's pt-BR messages)", () => {
  it('names every missing field', async () => {
    const res = await post(await advertiser(), { address: {} })
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(errorAt(body, '/name')).toBe(msg.required)
    expect(errorAt(body, '/description')).toBe(msg.required)
    expect(errorAt(body, '/category')).toBe(msg.required)
    expect(errorAt(body, '/listing_type')).toBe(msg.required)
    expect(errorAt(body, '/address/neighborhood')).toBe(msg.required)
    expect(errorAt(body, '/address/city_id')).toMatch(new RegExp(`^${msg.oneOf}: 2914604`))
  })

  it('checks formats, numbers, lengths and the video URL', async () => {
    const token = await advertiser()
    const res = await post(
      token,
      listingBody({
        name: 'Casa',
        price: 0,
        bedroom: 2.5,
        square_meters: -3,
        youtube_url: 'não é url',
        address: { ...listingBody().address, zip_code: '4490-000' },
      }),
    )
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(errorAt(body, '/name')).toBe(fieldMsg.minLength(5))
    expect(errorAt(body, '/price')).toBe(msg.positive)
    expect(errorAt(body, '/bedroom')).toBe(listingMsg.wholeNumber)
    expect(errorAt(body, '/square_meters')).toBe(msg.positive)
    expect(errorAt(body, '/youtube_url')).toBe(msg.url)
    expect(errorAt(body, '/address/zip_code')).toBe(msg.cep)

    const castle = await post(token, listingBody({ category: 'castle', listing_type: 'swap' }))
    expect(errorAt(castle.json(), '/category')).toMatch(new RegExp(`^${msg.oneOf}: house, apartment`))
    expect(errorAt(castle.json(), '/listing_type')).toBe(`${msg.oneOf}: sale, rent, both`)

    const vimeo = await post(token, listingBody({ youtube_url: 'https://vimeo.com/76979871' }))
    expect(errorAt(vimeo.json(), '/youtube_url')).toBe(listingMsg.youtube)
  })

  it('asks for a price unless on request, and a rental period of 1 to 365 days for a custom rent', async () => {
    const token = await advertiser()
    const noPrice = await post(token, listingBody({ price: null }))
    expect(errorAt(noPrice.json(), '/price')).toBe(msg.required)

    const rent = await post(token, listingBody({ listing_type: 'rent', price: 900 }))
    expect(errorAt(rent.json(), '/rental_period')).toBe(msg.required)
    const days = await post(
      token,
      listingBody({ listing_type: 'rent', rental_period: 'custom', rental_days: 400 }),
    )
    expect(errorAt(days.json(), '/rental_days')).toBe(listingMsg.rentalDays)

    const ok = await post(
      token,
      listingBody({
        listing_type: 'both',
        price_on_request: true,
        price: null,
        rental_period: 'custom',
        rental_days: 15,
      }),
    )
    expect(ok.statusCode).toBe(201)
    expect(ok.json<{ data: MyProperty }>().data.attributes).toMatchObject({
      price: null,
      price_on_request: true,
      rental_period: 'custom',
      rental_days: 15,
      status: 'active',
    })
  })
})

describe('my properties: ownership', () => {
  it('lists, reads and edits only my own listings; another user gets 404', async () => {
    const [mine, other] = [await advertiser(), await advertiser()]
    const created = await post(mine, listingBody())
    expect(created.statusCode).toBe(201)
    const { data } = created.json<{ data: MyProperty }>()
    expect(data.attributes).toMatchObject({
      name: 'Casa com quintal no Centro',
      city: 'Irecê',
      status: 'active',
      features: ['barbecue_grill', 'electric_gate'],
      address: { city_id: 2914604, lat: -11.3039, lng: -41.8558, privacy: 'exact' },
    })

    const list = (await get(mine, '/v1/properties')).json<MyPropertiesPage>()
    expect(list.data.map((p) => p.id)).toEqual([data.id])
    expect(list.meta).toMatchObject({ total: 1, limits: { properties: 1, gallery: 10, active: 1 } })
    expect((await get(other, '/v1/properties')).json<MyPropertiesPage>().data).toEqual([])

    expect((await get(other, `/v1/properties/${data.id}`)).statusCode).toBe(404)
    expect((await put(other, data.id, listingBody({ name: 'Invadido!' }))).statusCode).toBe(404)
    expect((await get(mine, '/v1/properties/abc')).statusCode).toBe(404)
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, Number(data.id)))
    expect(row?.name).toBe('Casa com quintal no Centro')

    const edited = await put(
      mine,
      data.id,
      listingBody({ name: 'Casa reformada no Centro', status: 'paused' }),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json<{ data: MyProperty }>().data.attributes).toMatchObject({
      name: 'Casa reformada no Centro',
      status: 'paused',
    })
  })

  it('needs a user token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/properties' })).statusCode).toBe(401)
  })
})

describe('photos: tus upload ids resolved to media', () => {
  it('attaches my finished uploads in order with the cover; refuses unfinished, unknown and foreign ones', async () => {
    const [mine, other] = [await advertiser(), await advertiser()]
    const [a, b] = await Promise.all([photoBytes(), photoBytes()])
    const ua = await upload(base, mine, a)
    const ub = await upload(base, mine, b)
    const res = await post(
      mine,
      listingBody({ photos: [{ upload_id: ua }, { upload_id: ub }], cover_index: 1 }),
    )
    expect(res.statusCode).toBe(201)
    const created = res.json<{ data: MyProperty }>().data
    expect(created.attributes.images).toHaveLength(2)
    expect(created.attributes.cover_index).toBe(1)
    expect(created.attributes.cover).toEqual(created.attributes.images[1])
    expect((await get(mine, '/v1/properties')).json<MyPropertiesPage>().data[0]?.attributes).toMatchObject({
      photos_count: 2,
      cover: created.attributes.images[1],
    })

    const half = await upload(base, mine, await photoBytes(), 1000)
    const unfinished = await post(mine, listingBody({ photos: [{ upload_id: ua }, { upload_id: half }] }))
    expect(unfinished.statusCode).toBe(422)
    expect(errorAt(unfinished.json(), '/photos/1/upload_id')).toBe(photoMsg.unfinished)

    const theirs = await upload(base, other, await photoBytes())
    const foreign = await post(mine, listingBody({ photos: [{ upload_id: theirs }] }))
    expect(errorAt(foreign.json(), '/photos/0/upload_id')).toBe(photoMsg.notFound)
    const unknown = await post(mine, listingBody({ photos: [{ upload_id: 'outbox-upload:1234' }] }))
    expect(errorAt(unknown.json(), '/photos/0/upload_id')).toBe(photoMsg.notFound)
  })

  it('keeps, reorders and drops photos on edit by media id; a media id not on the listing is refused', async () => {
    const token = await advertiser()
    const ids = await Promise.all([photoBytes(), photoBytes()]).then((bs) =>
      Promise.all(bs.map((x) => upload(base, token, x))),
    )
    const created = (
      await post(token, listingBody({ photos: ids.map((upload_id) => ({ upload_id })) }))
    ).json<{
      data: MyProperty
    }>().data
    const [first, second] = created.attributes.images
    const added = await upload(base, token, await photoBytes())
    const res = await put(
      token,
      created.id,
      listingBody({ photos: [{ media_id: second!.id }, { upload_id: added }], cover_index: 0 }),
    )
    expect(res.statusCode).toBe(200)
    const images = res.json<{ data: MyProperty }>().data.attributes.images
    expect(images.map((i) => i.id)[0]).toBe(second!.id)
    expect(images).toHaveLength(2)
    const rows = await t.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, Number(created.id)))
    expect(rows.find((r) => String(r.mediaId) === first!.id)).toBeUndefined()

    const stranger = await put(token, created.id, listingBody({ photos: [{ media_id: '999999' }] }))
    expect(errorAt(stranger.json(), '/photos/0/media_id')).toBe(photoMsg.notOnListing)
  })
})

describe('plan limits', () => {
  it("enforces the subscription's gallery and active-listing limits; pending listings do not count", async () => {
    const token = await advertiser()
    await subscribe(token, { properties: 1, gallery: 2 })
    const photos = await Promise.all([photoBytes(), photoBytes(), photoBytes()])
    const ids = await Promise.all(photos.map((p) => upload(base, token, p)))
    const tooMany = await post(token, listingBody({ photos: ids.map((upload_id) => ({ upload_id })) }))
    expect(tooMany.statusCode).toBe(422)
    expect(errorAt(tooMany.json(), '/photos')).toBe(uploadMsg.tooMany(2))

    expect((await post(token, listingBody())).statusCode).toBe(201)
    const second = await post(token, listingBody())
    expect(second.statusCode).toBe(422)
    expect(errorAt(second.json(), '/status')).toBe(planLimitMsg.properties(1))
    const pending = await post(token, listingBody({ status: 'pending' }))
    expect(pending.statusCode).toBe(201)
    const publish = await put(
      token,
      pending.json<{ data: MyProperty }>().data.id,
      listingBody({ status: 'active' }),
    )
    expect(errorAt(publish.json(), '/status')).toBe(planLimitMsg.properties(1))
    expect((await get(token, '/v1/properties')).json<MyPropertiesPage>().meta.limits).toMatchObject({
      properties: 1,
      gallery: 2,
      active: 1,
    })
  })
})

describe('idempotent create', () => {
  it('the same Idempotency-Key twice makes one property and replays the first answer', async () => {
    const token = await advertiser()
    const key = { 'idempotency-key': 'listing-0000-0001' }
    const [first, again] = await Promise.all([
      post(token, listingBody(), key),
      post(token, listingBody(), key),
    ])
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    const list = (await get(token, '/v1/properties')).json<MyPropertiesPage>()
    expect(list.meta.total).toBe(1)
  })
})
