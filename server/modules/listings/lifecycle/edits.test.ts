import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyVehicle } from '../../../../src/domain/my-vehicle'
import * as s from '../../../db/schema'
import { buildTestApp, type TestApp } from '../../../test/app'
import { upsertAdmin } from '../../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../../auth/test-helpers'
import { listingBody, photoBytes, upload, vehicleFixture } from '../../my-listings/test-helpers'

// The findings that made the lifecycle one module, replayed through the API as the advertiser and staff send
// them: staff moderation is not undone by the advertiser, an edit of a live vehicle goes back to review, and a
// price change alone keeps a listing live and is recorded.

let t: TestApp
let base: string
let staff: string
let vehicleBody: Awaited<ReturnType<typeof vehicleFixture>>['body']

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'development' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  vehicleBody = (await vehicleFixture(t.database.db)).body
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  staff = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
const isPublic = async (url: string) => (await t.app.inject({ url })).statusCode === 200
const moderate = (kind: 'property' | 'vehicle', id: string, action: string, reason?: string) =>
  call(staff, 'POST', `/v1/admin/listings/${kind}/${id}/moderate`, { action, ...(reason ? { reason } : {}) })
const priceChanges = (kind: 'property' | 'vehicle', id: string) =>
  t.database.db
    .select()
    .from(s.listingPriceChanges)
    .where(and(eq(s.listingPriceChanges.kind, kind), eq(s.listingPriceChanges.listingId, Number(id))))

async function liveProperty() {
  const { token } = await signUpUser(t.app, { profile: 'owner' })
  const res = await call(token, 'POST', '/v1/properties', listingBody({ status: 'active' }))
  expect(res.statusCode, res.body).toBe(201)
  return { token, id: res.json<{ data: { id: string } }>().data.id }
}

describe('staff moderation holds against the advertiser', () => {
  it('a property paused by staff stays off the site whatever the advertiser sends; staff release it', async () => {
    const { token, id } = await liveProperty()
    expect((await moderate('property', id, 'pause', 'Fotos de outro imóvel')).statusCode).toBe(200)
    expect(await isPublic(`/api/properties/${id}`)).toBe(false)

    const back = await call(token, 'PUT', `/v1/properties/${id}/status`, { status: 'active' })
    expect(back.statusCode).toBe(409)
    expect(back.json().errors[0]).toMatchObject({ code: 'staff_hold' })
    expect(back.json().errors[0].detail).toContain('Fotos de outro imóvel')
    // The editor's save keeps the hold too (its status field is not a way out).
    const saved = await call(
      token,
      'PUT',
      `/v1/properties/${id}`,
      listingBody({ status: 'active', price: 340000 }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await isPublic(`/api/properties/${id}`)).toBe(false)

    const mine = (await call(token, 'GET', `/v1/properties/${id}`)).json()
    expect(mine.data.attributes.hold).toMatchObject({ kind: 'paused', reason: 'Fotos de outro imóvel' })
    const asked = await call(token, 'POST', `/v1/properties/${id}/review-request`, {
      message: 'Troquei as fotos.',
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data.attributes.hold.review_requested_at).not.toBeNull()

    const queue = (await call(staff, 'GET', '/v1/admin/listings?kind=property&review_requested=1')).json()
    expect(queue.data.map((r: { id: string }) => r.id)).toContain(id)
    expect(queue.data.find((r: { id: string }) => r.id === id).attributes.review_request_note).toBe(
      'Troquei as fotos.',
    )

    expect((await moderate('property', id, 'release')).statusCode).toBe(200)
    expect(await isPublic(`/api/properties/${id}`)).toBe(true)
  })

  it('a listing archived by staff cannot be unarchived by the advertiser', async () => {
    const { token, id } = await liveProperty()
    expect((await moderate('property', id, 'archive', 'Golpe denunciado')).statusCode).toBe(200)
    const back = await call(token, 'POST', `/v1/properties/${id}/unarchive`)
    expect(back.statusCode).toBe(409)
    expect(await isPublic(`/api/properties/${id}`)).toBe(false)
    // Staff may keep it, answering the advertiser; the request leaves the queue.
    await call(token, 'POST', `/v1/properties/${id}/review-request`)
    expect((await moderate('property', id, 'keep', 'Documentos não conferem')).statusCode).toBe(200)
    const mine = (await call(token, 'GET', `/v1/properties/archived`)).json()
    const row = mine.data.find((r: { id: string }) => r.id === id)
    expect(row.attributes.hold).toMatchObject({
      kind: 'archived',
      reason: 'Documentos não conferem',
      review_requested_at: null,
    })
  })
})

describe('edits of a live listing', () => {
  async function approvedVehicle() {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const created = await call(token, 'POST', '/v1/vehicles', vehicleBody())
    const id = created.json<{ data: MyVehicle }>().data.id
    const photo = await upload(base, token, await photoBytes())
    await call(token, 'PUT', `/v1/vehicles/${id}/media`, { photos: [{ upload_id: photo }], cover_index: 0 })
    expect((await call(token, 'PUT', `/v1/vehicles/${id}/status`, { status: 'pending' })).statusCode).toBe(
      200,
    )
    expect((await call(staff, 'POST', `/v1/admin/vehicles/${id}/approve`)).statusCode).toBe(200)
    expect(await isPublic(`/api/vehicles/${id}`)).toBe(true)
    return { token, id }
  }

  it('a content edit of a published vehicle sends it back to review and off the site', async () => {
    const { token, id } = await approvedVehicle()
    const edited = await call(
      token,
      'PUT',
      `/v1/vehicles/${id}`,
      vehicleBody({
        name: 'Argo imperdível chame no zap',
        description: 'Ligue (74) 99999-0000 ou veja em https://exemplo.com para negociar o carro.',
        price: 1,
      }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.attributes.status).toBe('pending')
    expect(await isPublic(`/api/vehicles/${id}`)).toBe(false)
    const queue = (await call(staff, 'GET', '/v1/admin/vehicles/pending')).json()
    expect(queue.data.map((r: { id: string }) => r.id)).toContain(id)
    expect(await priceChanges('vehicle', id)).toMatchObject([{ fromPrice: 72000, toPrice: 1 }])
  })

  it('new photos of a published vehicle also send it back to review', async () => {
    const { token, id } = await approvedVehicle()
    const photo = await upload(base, token, await photoBytes(140))
    const res = await call(token, 'PUT', `/v1/vehicles/${id}/media`, {
      photos: [{ upload_id: photo }],
      cover_index: 0,
    })
    expect(res.json().data.attributes.status).toBe('pending')
  })

  it('a price change alone keeps a vehicle and a property live, recorded with its date', async () => {
    const { token, id } = await approvedVehicle()
    const res = await call(token, 'PUT', `/v1/vehicles/${id}`, vehicleBody({ price: 69900 }))
    expect(res.json().data.attributes.status).toBe('published')
    expect(await isPublic(`/api/vehicles/${id}`)).toBe(true)
    const [change] = await priceChanges('vehicle', id)
    expect(change).toMatchObject({ fromPrice: 72000, toPrice: 69900 })
    expect(Date.now() - change!.changedAt.getTime()).toBeLessThan(60_000)

    const p = await liveProperty()
    await call(p.token, 'PUT', `/v1/properties/${p.id}`, listingBody({ status: 'active', price: 329000 }))
    expect(await isPublic(`/api/properties/${p.id}`)).toBe(true)
    expect(await priceChanges('property', p.id)).toMatchObject([{ fromPrice: 350000, toPrice: 329000 }])
    const changed = (await call(staff, 'GET', '/v1/admin/listings?kind=property&changed=1')).json()
    expect(changed.data.map((r: { id: string }) => r.id)).not.toContain(p.id)
  })

  it("a content edit of a live property keeps it live and shows in staff's recent changes", async () => {
    const p = await liveProperty()
    const res = await call(
      p.token,
      'PUT',
      `/v1/properties/${p.id}`,
      listingBody({
        status: 'active',
        description: 'Descrição nova, com área gourmet e piscina aquecida no quintal.',
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await isPublic(`/api/properties/${p.id}`)).toBe(true)
    const changed = (await call(staff, 'GET', '/v1/admin/listings?kind=property&changed=1')).json()
    expect(changed.data[0]).toMatchObject({ id: p.id })
    expect(changed.data[0].attributes.content_changed_at).not.toBeNull()
  })
})
