import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../../src/domain/messages'
import type { MyVehicle, MyVehiclesPage } from '../../../src/domain/my-vehicle'
import { planLimitMsg } from '../../../src/domain/plan-limits'
import { listingMsg } from '../../../src/domain/property-input'
import { vehicleMsg } from '../../../src/domain/vehicle-input'
import { plans, subscriptions, vehicles } from '../../db/schema'
import type { TestApp } from '../../test/app'
import { createOptionalGroup } from '../../test/fixtures'
import { bearer, errorAt, signUpUser } from '../auth/test-helpers'
import { listeningApp, photoBytes, upload, vehicleFixture } from './test-helpers'
import { archivedMsg, transitionMsg } from './vehicle-status'

let t: TestApp
let base: string
let body: Awaited<ReturnType<typeof vehicleFixture>>['body']

beforeAll(async () => {
  ;({ t, base } = await listeningApp({ NODE_ENV: 'development' }))
  body = (await vehicleFixture(t.database.db)).body
})
afterAll(() => t.close())

const advertiser = async () => (await signUpUser(t.app, { profile: 'owner' })).token
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
type Doc = { data: MyVehicle }
const create = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await call(token, 'POST', '/v1/vehicles', body(over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Doc>().data
}
const withPhoto = async (token: string, id: string) => {
  const photo = await upload(base, token, await photoBytes())
  const res = await call(token, 'PUT', `/v1/vehicles/${id}/media`, {
    photos: [{ upload_id: photo }],
    cover_index: 0,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Doc>().data
}
const status = (token: string, id: string, to: string) =>
  call(token, 'PUT', `/v1/vehicles/${id}/status`, { status: to })

describe('POST /v1/vehicles', () => {
  it('creates a draft with a code, the plate last digit derived, and the optional items chosen', async () => {
    const token = await advertiser()
    const { items } = await createOptionalGroup(t.database.db, 'Conforto', 1, [
      ['Ar-condicionado', 1],
      ['Vidros elétricos', 2],
    ])
    const v = await create(token, { optional_item_ids: items.map((i) => i.id), plate: 'abc-1234' })
    expect(v.attributes).toMatchObject({
      status: 'draft',
      brand: 'Fiat',
      model: 'Argo',
      plate: 'ABC-1234',
      plate_last_digit: '4',
      photos_count: 0,
      optional_item_ids: items.map((i) => i.id),
    })
    expect(v.attributes.code).toBe(`V${v.id.padStart(6, '0')}`)
    expect(v.attributes.plate_last_digit).toBe('4')
  })

  it.each(['ABC1234', 'ABC-1D23', 'AB-12345', 'ABCD123', '1234ABC', 'ABC 1234'])(
    "answers 'Placa inválida' for %s",
    async (plate) => {
      const res = await call(await advertiser(), 'POST', '/v1/vehicles', body({ plate }))
      expect(res.statusCode).toBe(422)
      expect(errorAt(res.json(), '/plate')).toBe(msg.plate)
    },
  )

  it('accepts both plate formats and derives the last digit from the plate', async () => {
    const token = await advertiser()
    expect((await create(token, { plate: 'QWE9R87' })).attributes.plate_last_digit).toBe('7')
    expect((await create(token, { plate: 'qwe-9870' })).attributes.plate_last_digit).toBe('0')
    expect((await create(token, { plate: '', condition: 'new', mileage: 0 })).attributes.plate).toBeNull()
  })

  it('refuses doors other than 2 or 4, an unknown catalogue entry and missing fields, each with its message', async () => {
    const token = await advertiser()
    const doors = await call(token, 'POST', '/v1/vehicles', body({ doors: 3 }))
    expect(errorAt(doors.json(), '/doors')).toBe(vehicleMsg.doors)
    const year = await call(token, 'POST', '/v1/vehicles', body({ year: 2021, version: '1.3 Trekking' }))
    expect(year.statusCode).toBe(422)
    expect(errorAt(year.json(), '/year')).toBe(vehicleMsg.version)
    const type = await call(token, 'POST', '/v1/vehicles', body({ vehicle_type: 'trucks' }))
    expect(errorAt(type.json(), '/brand_id')).toBe(vehicleMsg.brand)
    const blank = await call(token, 'POST', '/v1/vehicles', body({ name: '', price: '' }))
    expect(errorAt(blank.json(), '/name')).toBe(msg.required)
    expect(errorAt(blank.json(), '/price')).toBe(msg.required)
  })
})

describe('reading and changing: only the owner', () => {
  it('another advertiser gets 404 on every route of someone else’s vehicle; the owner 200', async () => {
    const owner = await advertiser()
    const other = await advertiser()
    const v = await create(owner)
    const url = `/v1/vehicles/${v.id}`
    const attempts = [
      call(other, 'GET', url),
      call(other, 'PUT', url, body()),
      call(other, 'PUT', `${url}/media`, { photos: [] }),
      status(other, v.id, 'pending'),
      call(other, 'POST', `${url}/archive`),
      call(other, 'POST', `${url}/unarchive`),
      call(other, 'DELETE', url),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0].detail).toBe(vehicleMsg.notFound)
    }
    expect((await call(owner, 'GET', url)).statusCode).toBe(200)
    const list = (await call(other, 'GET', '/v1/vehicles')).json<MyVehiclesPage>()
    expect(list.data.map((x) => x.id)).not.toContain(v.id)
  })
})

describe('PUT /v1/vehicles/:id', () => {
  it('changes the other fields but refuses a new type, brand, model or version', async () => {
    const token = await advertiser()
    const v = await create(token)
    const ok = await call(
      token,
      'PUT',
      `/v1/vehicles/${v.id}`,
      body({ price: 69000, year: 2021, color: 'Preto' }),
    )
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json<Doc>().data.attributes).toMatchObject({ price: 69000, year: 2021, color: 'Preto' })
    const other = await vehicleFixture(t.database.db)
    for (const [field, value] of [
      ['version', '1.3 Trekking'],
      ['model_id', other.catalogue.model.id],
      ['brand_id', other.catalogue.brand.id],
      ['vehicle_type', 'motorcycles'],
    ] as const) {
      const res = await call(token, 'PUT', `/v1/vehicles/${v.id}`, body({ [field]: value }))
      expect(res.statusCode).toBe(422)
      expect(errorAt(res.json(), `/${field}`)).toBe(vehicleMsg.locked)
    }
  })
})

describe('status changes follow the table', () => {
  it('publishing needs a photo, then sends the listing to review; a draft cannot be paused or sold', async () => {
    const token = await advertiser()
    const v = await create(token)
    const noPhoto = await status(token, v.id, 'pending')
    expect(noPhoto.statusCode).toBe(422)
    expect(noPhoto.json().errors[0].detail).toBe(msg.vehicleImages)
    for (const to of ['paused', 'sold'] as const) {
      const res = await status(token, v.id, to)
      expect(res.statusCode).toBe(409)
      expect(res.json().errors[0].detail).toBe(transitionMsg('draft', to))
    }
    await withPhoto(token, v.id)
    const sent = await status(token, v.id, 'pending')
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json<Doc>().data.attributes.status).toBe('pending')
    const again = await status(token, v.id, 'pending')
    expect(again.json().errors[0].detail).toBe(transitionMsg('pending', 'pending'))
    expect((await status(token, v.id, 'published')).statusCode).toBe(422)
  })

  it('a live listing pauses, is sold, and goes back to review; each change of a live one empties the search cache', async () => {
    const token = await advertiser()
    const v = await create(token)
    await withPhoto(token, v.id)
    await t.database.db
      .update(vehicles)
      .set({ status: 'published' })
      .where(eq(vehicles.id, Number(v.id)))
    let before = t.app.searchCache.invalidations
    expect((await call(token, 'PUT', `/v1/vehicles/${v.id}`, body({ price: 70000 }))).statusCode).toBe(200)
    expect(t.app.searchCache.invalidations).toBe(before + 1)
    before = t.app.searchCache.invalidations
    expect((await status(token, v.id, 'paused')).json<Doc>().data.attributes.status).toBe('paused')
    expect(t.app.searchCache.invalidations).toBe(before + 1)
    before = t.app.searchCache.invalidations
    expect((await call(token, 'PUT', `/v1/vehicles/${v.id}`, body({ price: 71000 }))).statusCode).toBe(200)
    expect(t.app.searchCache.invalidations).toBe(before)
    expect((await status(token, v.id, 'sold')).json<Doc>().data.attributes.status).toBe('sold')
    expect((await status(token, v.id, 'paused')).statusCode).toBe(409)
    expect((await status(token, v.id, 'pending')).json<Doc>().data.attributes.status).toBe('pending')
  })
})

describe('plan limits', () => {
  it("refuses sending one more vehicle to review past the plan's listings at once", async () => {
    const token = await advertiser()
    const first = await create(token)
    await withPhoto(token, first.id)
    expect((await status(token, first.id, 'pending')).statusCode).toBe(200)
    const second = await create(token)
    await withPhoto(token, second.id)
    const refused = await status(token, second.id, 'pending')
    expect(refused.statusCode).toBe(422)
    expect(errorAt(refused.json(), '/status')).toBe(vehicleMsg.activeLimit(1))
    const list = (await call(token, 'GET', '/v1/vehicles')).json<MyVehiclesPage>()
    expect(list.meta.limits).toMatchObject({ properties: 1, active: 1, video: false })
  })
})

describe('media', () => {
  it('keeps order and cover, refuses more photos than the plan and a video the plan lacks', async () => {
    const token = await advertiser()
    const v = await create(token)
    const ids = [] as string[]
    for (let i = 0; i < 3; i++) ids.push(await upload(base, token, await photoBytes()))
    const res = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: ids.map((upload_id) => ({ upload_id })),
      cover_index: 2,
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<Doc>().data.attributes
    expect(saved.photos_count).toBe(3)
    expect(saved.cover_index).toBe(2)
    // Reorder the kept photos by media id, cover on the first.
    const reordered = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: [...saved.images].reverse().map((img) => ({ media_id: img.id })),
      cover_index: 0,
    })
    const after = reordered.json<Doc>().data.attributes
    expect(after.images.map((i) => i.id)).toEqual([...saved.images].reverse().map((i) => i.id))
    expect(after.cover?.id).toBe(saved.images[2]!.id)

    const video = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: [{ media_id: after.images[0]!.id }],
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    expect(video.statusCode).toBe(422)
    expect(errorAt(video.json(), '/youtube_url')).toBe(planLimitMsg.video)
    const badUrl = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, { youtube_url: 'não é url' })
    expect(errorAt(badUrl.json(), '/youtube_url')).toBe(msg.url)
    const notYoutube = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      youtube_url: 'https://vimeo.com/1',
    })
    expect(errorAt(notYoutube.json(), '/youtube_url')).toBe(listingMsg.youtube)

    const me = await call(token, 'GET', '/v1/users')
    const [plan] = await t.database.db
      .insert(plans)
      .values({ name: 'Vídeo', kind: 'owner', propertyGalleryLimit: 2, video: true })
      .returning()
    await t.database.db.insert(subscriptions).values({
      userId: Number(me.json<{ data: { id: string } }>().data.id),
      planId: plan!.id,
      status: 'active',
      startDate: new Date(),
    })
    const tooMany = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: after.images.map((img) => ({ media_id: img.id })),
    })
    expect(tooMany.statusCode).toBe(422)
    expect(errorAt(tooMany.json(), '/photos')).toMatch(/2/)
    const withVideo = await call(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: [{ media_id: after.images[0]!.id }],
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    })
    expect(withVideo.statusCode, withVideo.body).toBe(200)
    expect(withVideo.json<Doc>().data.attributes.youtube_url).toBe('https://youtu.be/dQw4w9WgXcQ')
  })
})

describe('archive, unarchive, delete', () => {
  it('archives out of the list into the archived one, refuses edits there, and comes back paused when it was live', async () => {
    const token = await advertiser()
    const v = await create(token)
    await withPhoto(token, v.id)
    await t.database.db
      .update(vehicles)
      .set({ status: 'published' })
      .where(eq(vehicles.id, Number(v.id)))
    const before = t.app.searchCache.invalidations
    const archived = await call(token, 'POST', `/v1/vehicles/${v.id}/archive`)
    expect(archived.json<Doc>().data.attributes.archived).toBe(true)
    expect(t.app.searchCache.invalidations).toBe(before + 1)
    expect((await call(token, 'POST', `/v1/vehicles/${v.id}/archive`)).json().errors[0].detail).toBe(
      archivedMsg.already,
    )
    const list = (await call(token, 'GET', '/v1/vehicles')).json<MyVehiclesPage>()
    expect(list.data.map((x) => x.id)).not.toContain(v.id)
    const shelf = (await call(token, 'GET', '/v1/vehicles?archived=true')).json<MyVehiclesPage>()
    expect(shelf.data.map((x) => x.id)).toEqual([v.id])
    const edit = await call(token, 'PUT', `/v1/vehicles/${v.id}`, body())
    expect(edit.statusCode).toBe(409)
    expect(edit.json().errors[0].detail).toBe(archivedMsg.edit)
    const back = await call(token, 'POST', `/v1/vehicles/${v.id}/unarchive`)
    expect(back.json<Doc>().data.attributes).toMatchObject({ archived: false, status: 'paused' })
    expect((await call(token, 'POST', `/v1/vehicles/${v.id}/unarchive`)).json().errors[0].detail).toBe(
      archivedMsg.notArchived,
    )
    expect((await call(token, 'DELETE', `/v1/vehicles/${v.id}`)).statusCode).toBe(204)
    expect((await call(token, 'GET', `/v1/vehicles/${v.id}`)).statusCode).toBe(404)
  })
})
