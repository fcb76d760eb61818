import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createCatalogue, createVehicle } from '../../test/fixtures'
import * as s from '../../db/schema'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'

// The back office end to end through the API: every write lands in the audit log with who, what, before and after;
// a suspension locks the user out at once and takes their listings off the public pages.

let t: TestApp
let admin: { token: string; id: number }
const png = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`

async function signInAdmin(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  return res.json<{ data: { id: string; attributes: { token: string } } }>().data
}
const as = (token: string) => ({ ...bearer(token) })
const auditOf = async (query: string) =>
  (await t.app.inject({ url: `/v1/admin/audit?${query}`, headers: as(admin.token) })).json<{
    data: { attributes: Record<string, unknown> }[]
    meta: { total: number }
  }>()

beforeAll(async () => {
  t = await buildTestApp()
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const data = await signInAdmin(email)
  admin = { token: data.attributes.token, id: Number(data.id) }
})
afterAll(() => t.close())

describe('back office', () => {
  it('creates a brand with an image, a model and a year, all in the audit log, and the public catalogue lists them', async () => {
    const brand = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/brands',
      headers: as(admin.token),
      payload: { name: 'Irecê Motors', code: 'irece-motors', vehicle_type: 'cars', image_data_url: png },
    })
    expect(brand.statusCode, brand.body).toBe(201)
    const b = brand.json<{ data: { id: string; attributes: { image: { base: string } | null } } }>().data
    expect(b.attributes.image?.base).toMatch(/^\/media\//)
    const model = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/brands/${b.id}/models`,
      headers: as(admin.token),
      payload: { name: 'Chapada' },
    })
    const m = model.json<{ data: { id: string } }>().data
    const year = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/models/${m.id}/years`,
      headers: as(admin.token),
      payload: { year: 2024, version: '1.0 Turbo' },
    })
    expect(year.statusCode).toBe(201)
    const publicModels = await t.app.inject({ url: `/api/vehicles/brands/${b.id}/models` })
    expect(publicModels.json()).toMatchObject({
      data: [{ attributes: { name: 'Chapada', years: [{ year: 2024, version: '1.0 Turbo' }] } }],
    })
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/brands',
      headers: as(admin.token),
      payload: { name: 'Outra', code: 'irece-motors', vehicle_type: 'cars' },
    })
    expect(dup.statusCode).toBe(422)

    // Deactivated: gone from the public list of brands at once.
    const off = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/brands/${b.id}`,
      headers: as(admin.token),
      payload: { name: 'Irecê Motors', code: 'irece-motors', vehicle_type: 'cars', status: 'inactive' },
    })
    expect(off.statusCode).toBe(200)
    const brands = (await t.app.inject({ url: '/api/vehicles/brands?vehicle_type=cars' })).json<{
      data: { id: string }[]
    }>()
    expect(brands.data.map((x) => x.id)).not.toContain(b.id)

    const listed = await t.app.inject({ url: `/v1/admin/brands?q=irece-motors`, headers: as(admin.token) })
    expect(listed.json()).toMatchObject({
      data: [{ id: b.id, attributes: { models_count: 1, status: 'inactive' } }],
    })
    const log = await auditOf(`target_type=brands&target_id=${b.id}`)
    expect(log.data.map((e) => e.attributes.action)).toEqual(['brands.deactivate', 'brands.create'])
    expect(log.data[0]!.attributes).toMatchObject({
      admin_id: String(admin.id),
      before: { status: 'active' },
      after: { status: 'inactive' },
    })
    expect((await auditOf('target_type=models')).data[0]!.attributes.action).toBe('models.create')
  })

  it('suspends a user: no sign-in, the old token stops working, their listings leave the public pages', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const property = await createProperty(t.database.db, Number(user.userId))
    expect((await t.app.inject({ url: `/api/properties/${property.id}` })).statusCode).toBe(200)
    const found = () =>
      t.app
        .inject({ url: '/api/properties?per_page=60' })
        .then((r) => r.json<{ data: { id: string }[] }>().data.some((p) => p.id === String(property.id)))
    expect(await found()).toBe(true)

    // No suspension without its reason: the team must say why.
    for (const reason of [undefined, '   ']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/users/${user.userId}/status`,
        headers: as(admin.token),
        payload: { status: 'suspended', reason },
      })
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json()).toMatchObject({
        errors: [{ detail: 'Informe o motivo da suspensão.', source: { pointer: '/reason' } }],
      })
    }
    expect((await t.app.inject({ url: '/v1/users', headers: as(user.token) })).statusCode).toBe(200)

    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${user.userId}/status`,
      headers: as(admin.token),
      payload: { status: 'suspended', reason: 'Anúncios falsos' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      data: { attributes: { status: 'suspended', suspension_reason: 'Anúncios falsos' } },
    })
    const me = await t.app.inject({ url: '/v1/users', headers: as(user.token) })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toMatchObject({ errors: [{ type: 'invalid_token' }] })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email: user.email, password: user.password } },
    })
    expect(signIn.statusCode).toBe(403)
    expect((await t.app.inject({ url: `/api/properties/${property.id}` })).statusCode).toBe(404)
    expect(await found()).toBe(false)

    // Even a session the suspension did not revoke is refused while the account is suspended.
    const { token } = await t.app.tokens.issue('user', Number(user.userId))
    expect((await t.app.inject({ url: '/v1/users', headers: as(token) })).statusCode).toBe(401)

    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${user.userId}/status`,
      headers: as(admin.token),
      payload: { status: 'active' },
    })
    expect((await t.app.inject({ url: `/api/properties/${property.id}` })).statusCode).toBe(200)
    const detail = await t.app.inject({ url: `/v1/admin/users/${user.userId}`, headers: as(admin.token) })
    expect(detail.json()).toMatchObject({
      data: {
        attributes: {
          status: 'active',
          suspension_reason: null,
          listings: { properties: 1, vehicles: 0 },
          leads_count: 0,
        },
      },
    })
    const log = await auditOf(`admin_id=${admin.id}&target_type=users&target_id=${user.userId}`)
    expect(log.data.map((e) => e.attributes.action)).toEqual(['users.reactivate', 'users.suspend'])
    expect(log.data[1]!.attributes).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Anúncios falsos' },
    })
  })

  it('reorders plans, changes a user plan, resolves a report by pausing the listing', async () => {
    const [p1, p2] = await t.database.db
      .insert(s.plans)
      .values([
        { name: 'A', kind: 'owner', order: 1 },
        { name: 'B', kind: 'owner', order: 2 },
      ])
      .returning()
    const all = (await t.app.inject({ url: '/v1/admin/plans', headers: as(admin.token) })).json<{
      data: { id: string }[]
    }>().data
    const ids = all.map((p) => Number(p.id)).filter((id) => id !== p1!.id && id !== p2!.id)
    const order = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/plans/order',
      headers: as(admin.token),
      payload: { ids: [p2!.id, p1!.id, ...ids] },
    })
    expect(order.statusCode, order.body).toBe(200)
    expect(
      order
        .json<{ data: { attributes: { name: string } }[] }>()
        .data.slice(0, 2)
        .map((p) => p.attributes.name),
    ).toEqual(['B', 'A'])
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/plans/order',
      headers: as(admin.token),
      payload: { ids: [p1!.id] },
    })
    expect(partial.statusCode).toBe(422)

    const user = await signUpUser(t.app, { profile: 'owner' })
    const sub = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${user.userId}/subscription`,
      headers: as(admin.token),
      payload: { plan_id: p1!.id, status: 'trial' },
    })
    expect(sub.json()).toMatchObject({
      data: { attributes: { subscription: { plan_name: 'A', status: 'trial' } } },
    })
    const plansNow = (await t.app.inject({ url: '/v1/admin/plans', headers: as(admin.token) })).json<{
      data: { id: string; attributes: { subscriptions_count: number } }[]
    }>().data
    // Cancelled by staff: the plan's limits apply at once, as for the advertiser's own cancellation.
    const live = await Promise.all(
      [1, 2].map(() => createProperty(t.database.db, Number(user.userId), { status: 'active' })),
    )
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${user.userId}/subscription`,
      headers: as(admin.token),
      payload: { plan_id: p1!.id, status: 'canceled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const statuses = await t.database.db
      .select({ status: s.properties.status })
      .from(s.properties)
      .where(
        inArray(
          s.properties.id,
          live.map((p) => p.id),
        ),
      )
    expect(statuses.map((r) => r.status)).toEqual(['paused', 'paused'])
    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${user.userId}/subscription`,
      headers: as(admin.token),
      payload: { plan_id: p1!.id, status: 'trial' },
    })
    expect(plansNow.find((p) => p.id === String(p1!.id))?.attributes.subscriptions_count).toBe(1)
    expect(plansNow.find((p) => p.id === String(p2!.id))?.attributes.subscriptions_count).toBe(0)
    const list = await t.app.inject({
      url: `/v1/admin/subscriptions?status=trial&plan_id=${p1!.id}&profile=owner`,
      headers: as(admin.token),
    })
    expect(list.json()).toMatchObject({
      meta: { total: 1 },
      data: [{ attributes: { user_email: user.email } }],
    })

    const property = await createProperty(t.database.db, Number(user.userId))
    const [report] = await t.database.db
      .insert(s.reports)
      .values({ propertyId: property.id, reason: 'false_misleading_information', details: 'Já foi vendida' })
      .returning()
    const queue = await t.app.inject({ url: '/v1/admin/reports?state=open', headers: as(admin.token) })
    expect(queue.json()).toMatchObject({ meta: { counts: { open: 1, closed: 0 } } })
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reports/${report!.id}/resolve`,
      headers: as(admin.token),
      payload: { resolution: 'resolved', note: 'Vendida', listing_action: 'pause' },
    })
    expect(done.json()).toMatchObject({
      data: {
        attributes: {
          state: 'closed',
          resolution: 'resolved',
          // Held by staff: a status of its own that only staff lift, with the note as the reason.
          listing: { status: 'inactive', hold: { kind: 'paused', reason: 'Vendida' } },
        },
      },
    })
    expect((await t.app.inject({ url: `/api/properties/${property.id}` })).statusCode).toBe(404)
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reports/${report!.id}/resolve`,
      headers: as(admin.token),
      payload: { resolution: 'dismissed' },
    })
    expect(again.statusCode).toBe(409)
    const actions = (await auditOf(`admin_id=${admin.id}`)).data.map((e) => e.attributes.action)
    // Newest first: the report, the three plan changes of the user (trial, cancelled, trial again), the reorder.
    expect(actions.slice(0, 5)).toEqual([
      'reports.resolve',
      'users.subscription',
      'users.subscription',
      'users.subscription',
      'plans.reorder',
    ])
  })

  it('refuses a plan Stripe could not bill: more than 36 months, or more than R$ 999.999,99', async () => {
    const plan = {
      name: 'Vitalício',
      kind: 'owner',
      price: 590,
      duration_in_months: 12,
      days: 7,
      properties_limit: 10,
      properties_highlighted_limit: 1,
      highlight_days: 7,
      property_gallery_limit: 20,
      period: 'yearly',
    }
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/admin/plans', headers: as(admin.token), payload })
    const longer = await post({ ...plan, duration_in_months: 37 })
    expect(longer.statusCode).toBe(422)
    expect(longer.body).toContain('A duração máxima de um plano é de 36 meses.')
    const dearer = await post({ ...plan, price: 1_000_000 })
    expect(dearer.statusCode).toBe(422)
    expect(dearer.body).toContain('O valor máximo de um plano é R$ 999.999,99.')
    expect((await post({ ...plan, duration_in_months: 36, price: 999_999 })).statusCode).toBe(201)
  })

  it('records a route that does not describe itself (a vehicle approval) from its path', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const catalogue = await createCatalogue(t.database.db)
    const v = await createVehicle(t.database.db, Number(user.userId), catalogue, {
      status: 'pending',
      images: [{ isCover: true }],
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/vehicles/${v.id}/approve`,
      headers: as(admin.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    const log = await auditOf(`target_type=vehicles&target_id=${v.id}`)
    expect(log.data[0]!.attributes).toMatchObject({ action: 'vehicles.approve', admin_id: String(admin.id) })
  })

  it('edits the website settings that GET /api/settings serves', async () => {
    const current = (await t.app.inject({ url: '/v1/admin/settings', headers: as(admin.token) })).json<{
      data: { attributes: Record<string, unknown> & { seo: object } }
    }>().data.attributes
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/settings',
      headers: as(admin.token),
      payload: { ...current, site_name: 'Mercado da Chapada', whatsapp: '74-99999-1234' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const pub = await t.app.inject({ url: '/api/settings' })
    expect(pub.json()).toMatchObject({
      data: { attributes: { site_name: 'Mercado da Chapada', whatsapp: '74-99999-1234' } },
    })
    const log = await auditOf('target_type=settings')
    expect(log.data[0]!.attributes).toMatchObject({
      action: 'settings.update',
      before: { site_name: 'Mercado Irecê' },
      after: { site_name: 'Mercado da Chapada' },
    })
  })

  it('refuses anonymous callers and users, and records nothing for them', async () => {
    const user = await signUpUser(t.app)
    const before = (await auditOf('')).meta.total
    for (const headers of [{}, as(user.token)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/brands',
        headers,
        payload: { name: 'X', code: 'x', vehicle_type: 'cars' },
      })
      expect(res.statusCode).toBe('authorization' in headers ? 403 : 401)
    }
    expect((await auditOf('')).meta.total).toBe(before)
  })
})
