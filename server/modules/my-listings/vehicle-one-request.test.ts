import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../../src/domain/messages'
import type { MyVehicle, MyVehiclesPage } from '../../../src/domain/my-vehicle'
import { NO_SUBSCRIPTION, planLimitMsg } from '../../../src/domain/plan-limits'
import { vehicleMsg } from '../../../src/domain/vehicle-input'
import { listingPriceChanges, vehicles } from '../../db/schema'
import type { TestApp } from '../../test/app'
import { bearer, errorAt, signUpUser } from '../auth/test-helpers'
import { listeningApp, photoBytes, subscribe, upload, vehicleFixture } from './test-helpers'
import { transitionMsg } from './vehicle-status'

// A vehicle written in one request, as a property is: its fields, photos, cover, video and status together.

let t: TestApp
let base: string
let body: Awaited<ReturnType<typeof vehicleFixture>>['body']

beforeAll(async () => {
  ;({ t, base } = await listeningApp({ NODE_ENV: 'development' }))
  body = (await vehicleFixture(t.database.db)).body
})
afterAll(() => t.close())

type Doc = { data: MyVehicle }
/** A new advertiser with a plan of `limit` vehicles at once, `gallery` photos, and the video option. */
const subscribed = async (limit = 1, gallery = 5) => {
  const user = await signUpUser(t.app, { profile: 'owner' })
  await subscribe(t.database.db, user.userId, {
    propertiesLimit: limit,
    propertyGalleryLimit: gallery,
    video: true,
  })
  return user.token
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
const photos = async (token: string, n: number) => {
  const ids: { upload_id: string }[] = []
  for (let i = 0; i < n; i++) ids.push({ upload_id: await upload(base, token, await photoBytes()) })
  return ids
}
const mine = async (token: string) => (await call(token, 'GET', '/v1/vehicles')).json<MyVehiclesPage>()

describe('POST /v1/vehicles with photos and a status', () => {
  it('creates a vehicle with its photos, cover and video and sends it to review at once', async () => {
    const token = await subscribed()
    const before = t.app.searchCache.invalidations
    const res = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 2),
      cover_index: 1,
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      status: 'pending',
    })
    expect(res.statusCode, res.body).toBe(201)
    const v = res.json<Doc>().data.attributes
    expect(v).toMatchObject({ status: 'pending', photos_count: 2, cover_index: 1 })
    expect(v.youtube_url).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(v.cover?.id).toBe(v.images[1]!.id)
    // In review is in no search answer.
    expect(t.app.searchCache.invalidations).toBe(before)
    expect((await mine(token)).meta.limits).toMatchObject({ properties: 1, active: 1 })
  })

  it('saves a draft by default, photos and all', async () => {
    const token = await subscribed()
    const res = await call(token, 'POST', '/v1/vehicles', { ...body(), photos: await photos(token, 1) })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<Doc>().data.attributes).toMatchObject({
      status: 'draft',
      photos_count: 1,
      cover_index: 0,
    })
  })

  it('refuses publishing without a photo, past the plan or without a subscription, and then makes nothing', async () => {
    const token = await subscribed(1)
    const noPhoto = await call(token, 'POST', '/v1/vehicles', { ...body(), status: 'pending' })
    expect(noPhoto.statusCode).toBe(422)
    expect(errorAt(noPhoto.json(), '/photos')).toBe(msg.vehicleImages)
    expect((await mine(token)).meta.total).toBe(0)

    const first = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 1),
      status: 'pending',
    })
    expect(first.statusCode, first.body).toBe(201)
    const second = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 1),
      status: 'pending',
    })
    expect(second.statusCode).toBe(422)
    expect(errorAt(second.json(), '/status')).toBe(vehicleMsg.activeLimit(1))
    expect((await mine(token)).meta.total).toBe(1)

    // Before a profile is chosen there is no plan at all (choosing one starts its free plan).
    const unsubscribed = (await signUpUser(t.app)).token
    const refused = await call(unsubscribed, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(unsubscribed, 1),
      status: 'pending',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors[0]).toMatchObject({
      code: NO_SUBSCRIPTION,
      detail: planLimitMsg.noSubscription,
    })
    expect((await mine(unsubscribed)).meta.total).toBe(0)
  })

  it('checks the gallery size, the cover and the video against the schema and the plan', async () => {
    const token = await subscribed(1, 2)
    const tooMany = await call(token, 'POST', '/v1/vehicles', { ...body(), photos: await photos(token, 3) })
    expect(tooMany.statusCode).toBe(422)
    expect(errorAt(tooMany.json(), '/photos')).toMatch(/2/)
    const cover = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 1),
      cover_index: 3,
    })
    expect(cover.statusCode).toBe(422)
    const status = await call(token, 'POST', '/v1/vehicles', { ...body(), status: 'published' })
    expect(status.statusCode).toBe(422)
    expect((await mine(token)).meta.total).toBe(0)
  })
})

describe('PUT /v1/vehicles/:id with photos and a status', () => {
  it('edits fields and photos and publishes in one request; what it leaves out stays', async () => {
    const token = await subscribed()
    const created = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 2),
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    })
    const v = created.json<Doc>().data
    const [a, b] = v.attributes.images

    const sent = await call(token, 'PUT', `/v1/vehicles/${v.id}`, {
      ...body({ price: 69000 }),
      photos: [{ media_id: b!.id }, { media_id: a!.id }, ...(await photos(token, 1))],
      cover_index: 2,
      status: 'pending',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const after = sent.json<Doc>().data.attributes
    expect(after).toMatchObject({ status: 'pending', price: 69000, photos_count: 3, cover_index: 2 })
    expect(after.images.slice(0, 2).map((i) => i.id)).toEqual([b!.id, a!.id])
    expect(after.youtube_url).toBe('https://youtu.be/dQw4w9WgXcQ')

    // The form alone (an older client): photos, video and status as they were.
    const fields = await call(
      token,
      'PUT',
      `/v1/vehicles/${v.id}`,
      body({ name: 'Fiat Argo Drive 2022 revisado' }),
    )
    expect(fields.statusCode, fields.body).toBe(200)
    expect(fields.json<Doc>().data.attributes).toMatchObject({
      name: 'Fiat Argo Drive 2022 revisado',
      status: 'pending',
      photos_count: 3,
      cover_index: 2,
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    })

    const back = await call(token, 'PUT', `/v1/vehicles/${v.id}`, { ...body(), status: 'draft' })
    expect(back.statusCode).toBe(409)
    expect(back.json().errors[0].detail).toBe(vehicleMsg.backToDraft)
    const emptied = await call(token, 'PUT', `/v1/vehicles/${v.id}`, { ...body(), photos: [] })
    expect(emptied.statusCode).toBe(422)
    expect(errorAt(emptied.json(), '/photos')).toBe(msg.vehicleImages)
  })

  it('follows the transition table and the plan, and clears an earlier refusal when sent again', async () => {
    const token = await subscribed(1)
    const draft = await call(token, 'POST', '/v1/vehicles', { ...body(), photos: await photos(token, 1) })
    const id = draft.json<Doc>().data.id
    const paused = await call(token, 'PUT', `/v1/vehicles/${id}`, { ...body(), status: 'paused' })
    expect(paused.statusCode).toBe(409)
    expect(paused.json().errors[0].detail).toBe(transitionMsg('draft', 'paused'))

    const other = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 1),
      status: 'pending',
    })
    expect(other.statusCode).toBe(201)
    const full = await call(token, 'PUT', `/v1/vehicles/${id}`, { ...body(), status: 'pending' })
    expect(full.statusCode).toBe(422)
    expect(errorAt(full.json(), '/status')).toBe(vehicleMsg.activeLimit(1))
    expect((await call(token, 'GET', `/v1/vehicles/${id}`)).json<Doc>().data.attributes.status).toBe('draft')

    await t.database.db
      .update(vehicles)
      .set({ status: 'inactive', rejectionReason: 'Fotos de outro veículo.' })
      .where(eq(vehicles.id, Number(other.json<Doc>().data.id)))
    const again = await call(token, 'PUT', `/v1/vehicles/${other.json<Doc>().data.id}`, {
      ...body(),
      status: 'pending',
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<Doc>().data.attributes.status).toBe('pending')
    const [row] = await t.database.db
      .select({ reason: vehicles.rejectionReason })
      .from(vehicles)
      .where(eq(vehicles.id, Number(other.json<Doc>().data.id)))
    expect(row?.reason).toBeNull()
  })

  it('a live vehicle stays live for a new price, recorded with its date, and goes back to review for new photos', async () => {
    const token = await subscribed()
    const created = await call(token, 'POST', '/v1/vehicles', {
      ...body(),
      photos: await photos(token, 1),
      status: 'pending',
    })
    const { id, attributes } = created.json<Doc>().data
    await t.database.db
      .update(vehicles)
      .set({ status: 'published' })
      .where(eq(vehicles.id, Number(id)))
    const kept = [{ media_id: attributes.images[0]!.id }]

    const price = await call(token, 'PUT', `/v1/vehicles/${id}`, {
      ...body({ price: 65000 }),
      photos: kept,
      status: 'pending',
    })
    expect(price.json<Doc>().data.attributes.status).toBe('published')
    const history = await t.database.db
      .select()
      .from(listingPriceChanges)
      .where(and(eq(listingPriceChanges.kind, 'vehicle'), eq(listingPriceChanges.listingId, Number(id))))
    expect(history.map((h) => [h.fromPrice, h.toPrice])).toEqual([[72000, 65000]])

    const before = t.app.searchCache.invalidations
    const newPhoto = await call(token, 'PUT', `/v1/vehicles/${id}`, {
      ...body({ price: 65000 }),
      photos: [...kept, ...(await photos(token, 1))],
    })
    expect(newPhoto.json<Doc>().data.attributes).toMatchObject({ status: 'pending', photos_count: 2 })
    // It left the public listings.
    expect(t.app.searchCache.invalidations).toBe(before + 1)
  })
})
