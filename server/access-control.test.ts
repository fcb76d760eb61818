import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from './modules/admin-auth/service'
import { savedSearchFixture, savedSearchRows, type SavedSearchCtx } from './modules/alerts/access-rows'
import { backofficeFixture, backofficeRows, type BackofficeCtx } from './modules/backoffice/access-rows'
import { nextIp, PASSWORD, signUpUser, uniqueEmail } from './modules/auth/test-helpers'
import { billingFixture, billingRows, type BillingCtx } from './modules/billing/access-rows'
import { leadWebhookRows } from './modules/lead-webhooks/access-rows'
import { feedRows, feedsFixture, type FeedsCtx } from './modules/feeds/access-rows'
import { createLead } from './modules/leads/service'
import {
  myPropertiesFixture,
  myPropertiesRows,
  type MyPropertiesCtx,
} from './modules/my-listings/property-access-rows'
import { listingBody, vehicleFixture } from './modules/my-listings/test-helpers'
import { textHelpRows } from './modules/text-help/access-rows'
import { trustFixture, trustRows, type TrustCtx } from './modules/trust/access-rows'
import { createVehicle } from './test/fixtures'
import { buildTestApp, type TestApp } from './test/app'

// Every /v1 route (and the account routes outside it) × who calls it, with the status each one must get. The
// table is walked from the app's own route table: a route added without a row here fails the suite.
type Role = 'anonymous' | 'other' | 'owner' | 'admin'
const ROLES: Role[] = ['anonymous', 'admin', 'other', 'owner'] // the owner last: its writes may consume the fixture

interface Ctx {
  propertyId: string
  leadId: number
  uploadId: string
  endpoint: string
  /** The owner's vehicle (live, one photo), a draft of theirs, two vehicles in review, and a valid vehicle body. */
  vehicleId: number
  draftVehicleId: number
  /** Held by staff: the advertiser may ask for a review. */
  heldVehicleId: number
  /** Edited: a content edit sends a live vehicle back to review, so the status actions use another. */
  editVehicleId: number
  approveId: number
  rejectId: number
  vehicleBody: Record<string, unknown>
  myProperties: MyPropertiesCtx
  backoffice: BackofficeCtx
  billing: BillingCtx
  savedSearches: SavedSearchCtx
  trust: TrustCtx
  feeds: FeedsCtx
}
interface Call {
  url?: string
  payload?: unknown
  headers?: Record<string, string>
}
/** Expected status for [anonymous, another user, the owner, an admin]. */
type Expect = [anonymous: number, other: number, owner: number, admin: number]
interface Row {
  call?: (ctx: Ctx) => Call
  expect: Expect
  /** Each caller gets a session of its own for this row (a sign-out ends the one it is called with). */
  fresh?: true
}

const USER: Expect = [401, 200, 200, 403]
const OWNED: Expect = [401, 404, 200, 403]
const ADMIN: Expect = [401, 403, 403, 200]
const tus = { 'tus-resumable': '1.0.0' }
const keys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
})

const rows: Record<string, Row> = {
  // Account
  'POST /v1/auth/sign_up': { call: () => ({ payload: { user: {} } }), expect: [422, 422, 422, 422] },
  'POST /v1/auth/sign_in': {
    call: () => ({ payload: { user: { email: uniqueEmail(), password: 'errada-000' } } }),
    expect: [401, 401, 401, 401],
  },
  'POST /v1/auth/password/forgot': {
    call: () => ({ payload: { user: { email: uniqueEmail() } } }),
    expect: [202, 202, 202, 202],
  },
  'POST /v1/auth/password/reset': {
    call: () => ({
      payload: {
        user: { reset_password_token: 'x'.repeat(43), password: PASSWORD, password_confirmation: PASSWORD },
      },
    }),
    expect: [422, 422, 422, 422],
  },
  'POST /v1/auth/email/confirm': {
    call: () => ({ payload: { token: 'x'.repeat(43) } }),
    expect: [422, 422, 422, 422],
  },
  // Both test users have confirmed addresses: answered "already confirmed".
  'POST /v1/auth/email/resend': { expect: [401, 202, 202, 403] },
  'GET /v1/users': { expect: USER },
  'PUT /v1/users/profile_type': { call: () => ({ payload: { user: { profile: 'owner' } } }), expect: USER },
  'PUT /sign_up': {
    call: () => ({ payload: { user: { first_name: 'Maria' } } }),
    expect: [401, 202, 202, 403],
  },
  'PUT /password': {
    call: () => ({
      payload: { user: { current_password: 'errada', password: PASSWORD, password_confirmation: PASSWORD } },
    }),
    expect: [401, 422, 422, 403],
  },
  // Listings
  'GET /v1/properties': { expect: USER },
  'POST /v1/properties': {
    call: () => ({ payload: listingBody({ status: 'pending' }) }),
    expect: [401, 201, 201, 403],
  },
  'GET /v1/properties/:id': { call: (c) => ({ url: `/v1/properties/${c.propertyId}` }), expect: OWNED },
  'PUT /v1/properties/:id': {
    call: (c) => ({ url: `/v1/properties/${c.propertyId}`, payload: listingBody() }),
    expect: OWNED,
  },
  ...myPropertiesRows,
  ...textHelpRows,
  'GET /v1/listings/limits': { expect: USER },
  'GET /v1/vehicles': { expect: USER },
  'POST /v1/vehicles': { call: (c) => ({ payload: c.vehicleBody }), expect: [401, 201, 201, 403] },
  'GET /v1/vehicles/:id': { call: (c) => ({ url: `/v1/vehicles/${c.vehicleId}` }), expect: OWNED },
  'PUT /v1/vehicles/:id': {
    call: (c) => ({ url: `/v1/vehicles/${c.editVehicleId}`, payload: c.vehicleBody }),
    expect: OWNED,
  },
  'PUT /v1/vehicles/:id/media': {
    call: (c) => ({ url: `/v1/vehicles/${c.draftVehicleId}/media`, payload: { photos: [] } }),
    expect: OWNED,
  },
  'PUT /v1/vehicles/:id/status': {
    call: (c) => ({ url: `/v1/vehicles/${c.vehicleId}/status`, payload: { status: 'paused' } }),
    expect: OWNED,
  },
  // Another advertiser's ids are answered per listing as missing (the bulk tests read the outcomes).
  'POST /v1/vehicles/bulk': {
    call: (c) => ({ payload: { action: 'pause', ids: [String(c.vehicleId)] } }),
    expect: [401, 200, 200, 403],
  },
  'POST /v1/vehicles/:id/archive': {
    call: (c) => ({ url: `/v1/vehicles/${c.vehicleId}/archive` }),
    expect: OWNED,
  },
  'POST /v1/vehicles/:id/unarchive': {
    call: (c) => ({ url: `/v1/vehicles/${c.vehicleId}/unarchive` }),
    expect: OWNED,
  },
  'POST /v1/vehicles/:id/review-request': {
    call: (c) => ({ url: `/v1/vehicles/${c.heldVehicleId}/review-request`, payload: {} }),
    expect: OWNED,
  },
  'DELETE /v1/vehicles/:id': {
    call: (c) => ({ url: `/v1/vehicles/${c.draftVehicleId}` }),
    expect: [401, 404, 204, 403],
  },
  // Leads, inbox, statistics
  'GET /v1/leads': { expect: USER },
  'GET /v1/inbox': { expect: USER },
  'GET /v1/inbox/unread': { expect: USER },
  'GET /v1/inbox/:id': { call: (c) => ({ url: `/v1/inbox/${c.leadId}` }), expect: OWNED },
  'PATCH /v1/inbox/:id': {
    call: (c) => ({ url: `/v1/inbox/${c.leadId}`, payload: { read: true } }),
    expect: OWNED,
  },
  'GET /v1/stats': { expect: USER },
  // The agency area belongs to the business profile: these two advertisers (profile "owner") are refused.
  'GET /v1/agency': { expect: [401, 403, 403, 403] },
  'PUT /v1/agency': { call: () => ({ payload: {} }), expect: [401, 422, 422, 403] },
  // The lead webhook, agencies' too
  ...leadWebhookRows,
  // Uploads (tus)
  'OPTIONS /v1/uploads': { expect: [204, 204, 204, 204] },
  'POST /v1/uploads': {
    call: () => ({ headers: { ...tus, 'upload-length': '100' } }),
    expect: [401, 201, 201, 403],
  },
  'HEAD /v1/uploads/:id': {
    call: (c) => ({ url: `/v1/uploads/${c.uploadId}`, headers: tus }),
    expect: OWNED,
  },
  'PATCH /v1/uploads/:id': {
    call: (c) => ({
      url: `/v1/uploads/${c.uploadId}`,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(10),
    }),
    expect: [401, 404, 204, 403],
  },
  'GET /v1/uploads/:id/media': {
    call: (c) => ({ url: `/v1/uploads/${c.uploadId}/media` }),
    expect: [401, 404, 409, 403],
  },
  'DELETE /v1/uploads/:id': {
    call: (c) => ({ url: `/v1/uploads/${c.uploadId}`, headers: tus }),
    expect: [401, 404, 204, 403],
  },
  // Push: an endpoint stays with the account that registered it first (409 for anyone else) until that account
  // removes it; removing is scoped to the caller.
  'POST /v1/push/subscriptions': {
    call: (c) => ({ payload: { endpoint: c.endpoint, keys: keys() } }),
    expect: [401, 409, 200, 403],
  },
  'DELETE /v1/push/subscriptions': {
    call: (c) => ({ payload: { endpoint: c.endpoint } }),
    expect: [401, 204, 204, 403],
  },
  // Saved searches and their alerts
  ...savedSearchRows,
  // Back office
  'POST /v1/admin/auth/sign_in': {
    call: () => ({ payload: { admin: { email: uniqueEmail(), password: 'errada-000' } } }),
    expect: [401, 401, 401, 401],
  },
  'GET /v1/admin/me': { expect: ADMIN },
  'GET /v1/admin/business-leads': { expect: ADMIN },
  'GET /v1/admin/vehicles/pending': { expect: ADMIN },
  'POST /v1/admin/vehicles/:id/approve': {
    call: (c) => ({ url: `/v1/admin/vehicles/${c.approveId}/approve` }),
    expect: ADMIN,
  },
  'POST /v1/admin/vehicles/:id/reject': {
    call: (c) => ({
      url: `/v1/admin/vehicles/${c.rejectId}/reject`,
      payload: { reason: 'As fotos não mostram o veículo anunciado.' },
    }),
    expect: ADMIN,
  },
  ...backofficeRows,
  // Verified advertisers and documented listings
  ...trustRows,
  // Portfolio feeds: import, report, export
  ...feedRows,
  // After the back office's: cancelling the owner's trial pauses their listings beyond the default limit.
  ...billingRows,
  // Sign-outs last: they end the sessions the other rows use.
  'DELETE /v1/auth/sign_out': { expect: [401, 204, 204, 403], fresh: true },
  'DELETE /v1/admin/auth/sign_out': { expect: [401, 403, 403, 204], fresh: true },
}

let t: TestApp
const tokens: Partial<Record<Role, string>> = {}
const subjects: Partial<Record<Role, number>> = {}
let ctx: Ctx

beforeAll(async () => {
  t = await buildTestApp({}, { allowPushEndpoint: (e) => e.startsWith('https://push.example.com/') })
  const owner = await signUpUser(t.app, { profile: 'owner' })
  const other = await signUpUser(t.app, { profile: 'owner' })
  tokens.owner = owner.token
  tokens.other = other.token
  subjects.owner = Number(owner.userId)
  subjects.other = Number(other.userId)
  const email = uniqueEmail('admin')
  subjects.admin = (await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })).id
  const admin = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  tokens.admin =
    admin.json<{ data: { attributes: { token?: string } } }>().data.attributes.token ??
    String(admin.headers.authorization).replace(/^Bearer /, '')
  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: as(owner.token),
    payload: listingBody(),
  })
  if (created.statusCode !== 201) throw new Error(created.body)
  const propertyId = created.json<{ data: { id: string } }>().data.id
  const lead = await createLead(t.database.db, {
    property_id: Number(propertyId),
    kind: 'message',
    name: 'Ana',
    email: 'ana@example.com',
    message: 'Ainda está disponível?',
    consent: true,
  })
  const upload = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: { ...as(owner.token), ...tus, 'upload-length': '100' },
  })
  const uploadId = String(upload.headers.location).split('/').pop()!
  const endpoint = `https://push.example.com/${randomBytes(8).toString('hex')}`
  await t.app.inject({
    method: 'POST',
    url: '/v1/push/subscriptions',
    headers: as(owner.token),
    payload: { endpoint, keys: keys() },
  })
  const { catalogue, body } = await vehicleFixture(t.database.db)
  const vehicleOf = (status: 'published' | 'draft' | 'pending') =>
    createVehicle(t.database.db, subjects.owner!, catalogue, {
      version: '1.0 Drive',
      year: 2022,
      status,
      images: status === 'draft' ? [] : [{ isCover: true }],
    }).then((v) => v.id)
  ctx = {
    propertyId,
    leadId: lead.id,
    uploadId,
    endpoint,
    vehicleId: await vehicleOf('published'),
    draftVehicleId: await vehicleOf('draft'),
    editVehicleId: await vehicleOf('published'),
    heldVehicleId: await createVehicle(t.database.db, subjects.owner!, catalogue, {
      status: 'suspended',
      hold: 'paused',
      holdReason: 'Fotos de outro veículo',
      statusBeforeHold: 'published',
      images: [{ isCover: true }],
    }).then((v) => v.id),
    approveId: await vehicleOf('pending'),
    rejectId: await vehicleOf('pending'),
    vehicleBody: body(),
    myProperties: await myPropertiesFixture(t.database.db, subjects.owner!),
    // Before the back office's: its plan order names every plan, billing's included.
    billing: await billingFixture(t.app, owner.token),
    backoffice: await backofficeFixture(t.database.db),
    savedSearches: await savedSearchFixture(t.app, owner.token),
    trust: await trustFixture(t.database.db, t.dataDir, subjects.owner!),
    feeds: await feedsFixture(t.database.db, subjects.owner!),
  }
})
afterAll(() => t.close())

const covered = (method: string, url: string) => url.startsWith('/v1/') || `${method} ${url}` in rows
const rowFor = (method: string, url: string) =>
  rows[`${method} ${url}`] ?? (method === 'HEAD' ? rows[`GET ${url}`] : undefined)

describe('access control, from the route table', () => {
  it('has a row for every /v1 route, and no row for a route that does not exist', () => {
    const routes = t.app.routeTable.filter((r) => covered(r.method, r.url))
    const missing = routes.filter((r) => !rowFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`)
    expect(missing, 'routes without a row in the access-control table').toEqual([])
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`))
    expect(Object.keys(rows).filter((k) => !registered.has(k))).toEqual([])
  })

  it('keeps the back office under /v1/admin, where a route without an admin token answers 401 and a user 403', () => {
    const api = t.app.routeTable.map((r) => r.url).filter((u) => /^\/(api|v1)\//.test(u))
    // An API path named admin or backoffice outside /v1/admin would escape the admin guard.
    expect(api.filter((u) => /\/(admin|backoffice)(\/|$)/i.test(u) && !u.startsWith('/v1/admin/'))).toEqual(
      [],
    )
    const loose = Object.entries(rows)
      .filter(([key]) => key.split(' ')[1]!.startsWith('/v1/admin/') && key !== 'POST /v1/admin/auth/sign_in')
      .filter(([, row]) => row.expect[0] !== 401 || row.expect[1] !== 403 || row.expect[2] !== 403)
      .map(([key]) => key)
    expect(loose, 'back office rows that do not expect 401 anonymous and 403 for users').toEqual([])
  })

  it('answers each route as the table says, for each caller', async () => {
    const routes = t.app.routeTable.filter((r) => covered(r.method, r.url))
    // Rows in table order (sign-outs last); a HEAD added for a GET is checked with the GET's expectations.
    const order = Object.keys(rows)
    routes.sort(
      (a, b) =>
        order.indexOf(`${a.method === 'HEAD' && !rows[`HEAD ${a.url}`] ? 'GET' : a.method} ${a.url}`) -
        order.indexOf(`${b.method === 'HEAD' && !rows[`HEAD ${b.url}`] ? 'GET' : b.method} ${b.url}`),
    )
    const got: string[] = []
    const want: string[] = []
    for (const route of routes) {
      const row = rowFor(route.method, route.url)!
      const call = row.call?.(ctx) ?? {}
      for (const role of ROLES) {
        const token =
          role === 'anonymous'
            ? undefined
            : row.fresh
              ? (await t.app.tokens.issue(role === 'admin' ? 'admin' : 'user', subjects[role]!)).token
              : tokens[role]
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: call.url ?? route.url,
          remoteAddress: nextIp(),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...call.headers },
          ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
        })
        const expected = row.expect[{ anonymous: 0, other: 1, owner: 2, admin: 3 }[role]]
        got.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}`)
        want.push(`${route.method} ${route.url} as ${role}: ${expected}`)
      }
    }
    expect(got).toEqual(want)
  })
})
