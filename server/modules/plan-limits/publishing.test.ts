import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingMsg } from '../../../src/domain/billing'
import { planLimitMsg } from '../../../src/domain/plan-limits'
import { plans, properties, subscriptions, vehicles } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { checkoutWithCard, insertPlan, sandboxOf } from '../billing/test-helpers'
import { listingBody } from '../my-listings/test-helpers'
import { reconcile } from '../billing'
import { pauseBeyondPlan } from '../listings'

// Publishing needs a current subscription (active or trial): free plans are subscriptions taken at once, the
// profile's free plan comes as a welcome when the advertiser chooses their profile, and a plan that ends leaves
// nothing live. The test database has one free plan per profile (buildTestApp).
const DAY = 86_400_000

let t: TestApp
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
beforeAll(async () => {
  t = await buildTestApp()
  catalogue = await createCatalogue(t.database.db)
})
afterAll(() => t.close())

type Sub = {
  id: string
  attributes: { plan_name: string; status: string; recurring: boolean; end_date: null }
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
const mine = async (token: string) =>
  (await call(token, 'GET', '/v1/subscriptions')).json<{ data: Sub[]; meta: { current_id: string | null } }>()
const ownerFreePlan = async () =>
  (await t.database.db.select().from(plans).where(eq(plans.kind, 'owner'))).find((p) => p.isFree)!

/** A new owner whose welcome plan was cancelled: no subscription at all. */
async function withoutPlan() {
  const user = await signUpUser(t.app, { profile: 'owner' })
  const welcome = (await mine(user.token)).data[0]!
  const cancelled = await call(user.token, 'POST', `/v1/subscriptions/${welcome.id}/cancel`)
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect((await mine(user.token)).meta.current_id).toBeNull()
  return { ...user, id: Number(user.userId) }
}

const refusal = { status: '422', code: 'no_subscription', detail: planLimitMsg.noSubscription }
const refused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422)
  expect(res.json()).toMatchObject({ errors: [{ ...refusal, source: { pointer: '/status' } }] })
}

describe('the welcome plan', () => {
  it("choosing the profile starts the profile's free plan: active, no end, no renewal", async () => {
    const user = await signUpUser(t.app)
    expect((await mine(user.token)).data).toEqual([])
    const chosen = await call(user.token, 'PUT', '/v1/users/profile_type', { user: { profile: 'broker' } })
    expect(chosen.statusCode).toBe(200)
    const subs = await mine(user.token)
    expect(subs.data).toHaveLength(1)
    expect(subs.data[0]!.attributes).toMatchObject({
      plan_name: 'Grátis',
      status: 'active',
      recurring: false,
      end_date: null,
    })
    expect(subs.meta.current_id).toBe(subs.data[0]!.id)
    const [row] = await t.database.db
      .select({ kind: plans.kind })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, Number(subs.data[0]!.id)))
    expect(row!.kind).toBe('broker')
    // Answering again changes nothing.
    await call(user.token, 'PUT', '/v1/users/profile_type', { user: { profile: 'broker' } })
    expect((await mine(user.token)).data).toHaveLength(1)
  })

  it('choosing it on the profile form does the same', async () => {
    const user = await signUpUser(t.app)
    const res = await call(user.token, 'PUT', '/sign_up', { user: { profile: 'broker' } })
    expect(res.statusCode, res.body).toBe(202)
    expect((await mine(user.token)).data.map((s) => s.attributes.status)).toEqual(['active'])
  })
})

describe('publishing without a subscription', () => {
  it('refuses a new published listing (422 with the link to the plans) but saves it unpublished', async () => {
    const user = await withoutPlan()
    refused(await call(user.token, 'POST', '/v1/properties', listingBody({ status: 'active' })))
    const draft = await call(user.token, 'POST', '/v1/properties', listingBody({ status: 'pending' }))
    expect(draft.statusCode, draft.body).toBe(201)
    const id = draft.json<{ data: { id: string } }>().data.id
    // The status action and the editor's save with another status are refused alike; an unpublished edit is not.
    refused(await call(user.token, 'PUT', `/v1/properties/${id}/status`, { status: 'active' }))
    refused(await call(user.token, 'PUT', `/v1/properties/${id}`, listingBody({ status: 'active' })))
    const edited = await call(user.token, 'PUT', `/v1/properties/${id}`, listingBody({ status: 'pending' }))
    expect(edited.statusCode, edited.body).toBe(200)
    // Photos past the free plan's gallery are still refused on a draft (its limits apply to what is saved).
    const many = Array.from({ length: 11 }, () => ({ upload_id: 'x' }))
    const tooMany = await call(
      user.token,
      'POST',
      '/v1/properties',
      listingBody({ status: 'pending', photos: many }),
    )
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.body).toContain('seu plano permite até 10 imagens')
  })

  it('is told by the dashboard lists, before any refusal (limits.subscribed)', async () => {
    const limitsOf = async (token: string) =>
      Promise.all(
        ['/v1/properties', '/v1/vehicles'].map(
          async (url) =>
            (await call(token, 'GET', url)).json<{ meta: { limits: { subscribed: boolean } } }>().meta.limits
              .subscribed,
        ),
      )
    const user = await withoutPlan()
    expect(await limitsOf(user.token)).toEqual([false, false])
    await call(user.token, 'POST', '/v1/subscriptions', { plan_id: (await ownerFreePlan()).id })
    expect(await limitsOf(user.token)).toEqual([true, true])
  })

  it('refuses sending a vehicle to review', async () => {
    const user = await withoutPlan()
    const v = await createVehicle(t.database.db, user.id, catalogue, {
      status: 'draft',
      images: [{ isCover: true }],
    })
    refused(await call(user.token, 'PUT', `/v1/vehicles/${v.id}/status`, { status: 'pending' }))
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, v.id))
    expect(row!.status).toBe('draft')
  })
})

describe('a free plan from its page', () => {
  it('starts at once without payment; publishing then works; a second one is refused (409)', async () => {
    const user = await withoutPlan()
    const free = await ownerFreePlan()
    const started = await call(user.token, 'POST', '/v1/subscriptions', { plan_id: free.id })
    expect(started.statusCode, started.body).toBe(201)
    expect(started.json<{ data: Sub }>().data.attributes).toMatchObject({
      plan_name: 'Grátis',
      status: 'active',
      recurring: false,
      end_date: null,
    })
    const subs = await mine(user.token)
    expect(subs.meta.current_id).toBe(started.json<{ data: Sub }>().data.id)
    const published = await call(user.token, 'POST', '/v1/properties', listingBody({ status: 'active' }))
    expect(published.statusCode, published.body).toBe(201)

    const again = await call(user.token, 'POST', '/v1/subscriptions', { plan_id: free.id })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ errors: [{ detail: billingMsg.alreadySubscribed }] })
    expect((await mine(user.token)).data.filter((s) => s.attributes.status === 'active')).toHaveLength(1)
  })

  it('is refused for a paid plan, another profile, and while the welcome plan is current', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const paid = await insertPlan(t.database.db, { price: 29 })
    const [brokerFree] = await t.database.db.select().from(plans).where(eq(plans.kind, 'broker'))
    const start = (id: number) => call(user.token, 'POST', '/v1/subscriptions', { plan_id: id })
    expect((await start(paid.id)).json()).toMatchObject({ errors: [{ detail: billingMsg.planNotFree }] })
    expect((await start(brokerFree!.id)).statusCode).toBe(422)
    expect((await start((await ownerFreePlan()).id)).statusCode).toBe(409)
    expect((await start(999_999)).statusCode).toBe(404)
  })
})

describe('a plan that ends or shrinks', () => {
  it('leaves nothing live without a subscription: cancelling pauses every live property and vehicle', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(user.userId)
    const property = await createProperty(t.database.db, userId, { status: 'active' })
    const live = await createVehicle(t.database.db, userId, catalogue, { status: 'published' })
    const inReview = await createVehicle(t.database.db, userId, catalogue, { status: 'pending' })
    const welcome = (await mine(user.token)).data[0]!
    expect((await call(user.token, 'POST', `/v1/subscriptions/${welcome.id}/cancel`)).statusCode).toBe(200)
    const [p] = await t.database.db.select().from(properties).where(eq(properties.id, property.id))
    expect(p!.status).toBe('paused')
    for (const id of [live.id, inReview.id]) {
      const [v] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, id))
      expect(v!.status).toBe('paused')
    }
  })

  it('a paid plan that expires at its end (auto-renewal off) pauses every live listing', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(user.userId)
    const plan = await insertPlan(t.database.db, { price: 59, durationInMonths: 1 })
    await checkoutWithCard(t.app, user.token, plan.id)
    const trial = (await mine(user.token)).data[0]!
    expect(trial.attributes.status).toBe('trial')
    const a = await createProperty(t.database.db, userId, { status: 'active' })
    const b = await createProperty(t.database.db, userId, { status: 'active' })
    const off = await call(user.token, 'PATCH', `/v1/subscriptions/${trial.id}`, { recurring: false })
    expect(off.statusCode).toBe(200)
    await sandboxOf(t.app).clock.advance(8 * DAY)
    const subs = await mine(user.token)
    expect(subs.data[0]!.attributes.status).toBe('expired')
    expect(subs.meta.current_id).toBeNull()
    const rows = await t.database.db.select().from(properties).where(eq(properties.userId, userId))
    expect(rows.filter((r) => r.id === a.id || r.id === b.id).map((r) => r.status)).toEqual([
      'paused',
      'paused',
    ])
  })

  it('a plan no provider renews (set by staff, with an end) expires on the scheduled job, pausing its listings', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(user.userId)
    const property = await createProperty(t.database.db, userId, { status: 'active' })
    const welcome = (await mine(user.token)).data[0]!
    await t.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() + DAY) })
      .where(eq(subscriptions.id, Number(welcome.id)))
    const job = (at: Date) =>
      reconcile(
        {
          db: t.database.db,
          payments: t.app.payments,
          onEntitlementChange: async (db, id) => void (await pauseBeyondPlan({ db }, id)),
        },
        at,
      )
    await job(new Date())
    expect((await mine(user.token)).meta.current_id).toBe(welcome.id)
    await job(new Date(Date.now() + 2 * DAY))
    expect((await mine(user.token)).data[0]!.attributes.status).toBe('expired')
    const [p] = await t.database.db.select().from(properties).where(eq(properties.id, property.id))
    expect(p!.status).toBe('paused')
  })

  it('a smaller plan keeps the newest live listings up to its limit and pauses the oldest', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(user.userId)
    const day = (n: number) => new Date(Date.now() - n * DAY)
    const ids = []
    for (const age of [30, 20, 10])
      ids.push((await createProperty(t.database.db, userId, { status: 'active', createdAt: day(age) })).id)
    // A plan of two listings replaces the current one.
    const small = await insertPlan(t.database.db, { propertiesLimit: 2 })
    await t.database.db
      .insert(subscriptions)
      .values({ userId, planId: small.id, status: 'active', startDate: new Date() })
    expect(await pauseBeyondPlan({ db: t.database.db }, userId)).toEqual({
      properties: [ids[0]],
      vehicles: [],
    })
    const rows = await t.database.db.select().from(properties).where(eq(properties.userId, userId))
    expect(ids.map((id) => rows.find((r) => r.id === id)!.status)).toEqual(['paused', 'active', 'active'])
  })
})
