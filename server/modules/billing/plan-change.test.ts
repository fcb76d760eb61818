import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeSignature } from '../../adapters/payments/sandbox/webhook-deliveries'
import { alertMatches, planChanges, properties, subscriptions, vehicles } from '../../db/schema'
import { WEBHOOK_PATH } from '../../plugins/app/payments'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { checkoutWithCard, insertPlan, sandboxOf } from './test-helpers'

// Plan change in place on the sandbox provider: an upgrade charged with Stripe's proration at once, a downgrade at
// the period's end keeping the listings chosen, a cancellation that runs to the period's end, and listings a plan
// paused coming back when a plan starts again. Every change of our rows arrives by the sandbox's signed webhooks.
const DAY = 86_400_000

let t: TestApp
let small: { id: number }
let medium: { id: number }
let big: { id: number }
/** Every webhook body the sandbox delivered, to deliver one again. */
const delivered: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  // No trial: each plan's period is paid at checkout.
  small = await insertPlan(db, { name: 'Pequeno', price: 30, days: 0, propertiesLimit: 2 })
  medium = await insertPlan(db, { name: 'Médio', price: 60, days: 0, propertiesLimit: 3 })
  big = await insertPlan(db, { name: 'Grande', price: 90, days: 0, propertiesLimit: 4 })
  sandboxOf(t.app).connect(async (body, signature) => {
    delivered.push(body)
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    })
    return res.statusCode
  })
})
afterAll(() => t.close())

const db = () => t.database.db
const day = (n: number) => new Date(Date.now() - n * DAY)

async function subscribed(planId: number) {
  const owner = await signUpUser(t.app, { profile: 'owner' })
  await checkoutWithCard(t.app, owner.token, planId)
  const userId = Number(owner.userId)
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
  expect(row?.planId).toBe(planId)
  return { ...owner, userId, sub: row! }
}

const propertyStatuses = async (userId: number) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: properties.id, status: properties.status, at: properties.planPausedAt })
        .from(properties)
        .where(eq(properties.userId, userId))
    ).map((r) => [r.id, r.status]),
  )
const vehicleStatuses = async (userId: number) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: vehicles.id, status: vehicles.status })
        .from(vehicles)
        .where(eq(vehicles.userId, userId))
    ).map((r) => [r.id, r.status]),
  )

const quote = (token: string, subId: number, planId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/subscriptions/${subId}/plan_change?plan_id=${planId}`,
    headers: bearer(token),
  })
const change = (token: string, subId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/subscriptions/${subId}/plan_change`,
    headers: bearer(token),
    payload,
  })

describe('plan change in place', () => {
  it('an upgrade charges the prorated amount quoted (Stripe’s figure), switches the plan at once and pauses nothing', async () => {
    const o = await subscribed(small.id)
    const catalogue = await createCatalogue(db())
    const p1 = await createProperty(db(), o.userId, { createdAt: day(3) })
    const p2 = await createProperty(db(), o.userId, { createdAt: day(2) })
    const live = await createVehicle(db(), o.userId, catalogue, { status: 'published', images: [{}] })
    const inReview = await createVehicle(db(), o.userId, catalogue, { status: 'pending', images: [{}] })
    const sandbox = sandboxOf(t.app)
    // Ten days into the month: about two thirds of it left.
    await sandbox.clock.advance(10 * DAY)

    const q = await quote(o.token, o.sub.id, big.id)
    expect(q.statusCode).toBe(200)
    const figures = q.json<{
      data: { direction: string; amount_due: number; proration_date: string; limits: { properties: number } }
    }>().data
    expect(figures).toMatchObject({ direction: 'upgrade', limits: { properties: 4 } })
    // Stripe's formula: the new plan for the time left, less the old plan's unused time, each line rounded.
    const snap = await sandbox.getSubscription(o.sub.providerSubscriptionId!)
    const left = snap.periodEnd!.getTime() - new Date(figures.proration_date).getTime()
    const fraction = left / (snap.periodEnd!.getTime() - snap.periodStart!.getTime())
    expect(fraction).toBeGreaterThan(0.6)
    expect(fraction).toBeLessThan(0.7)
    expect(figures.amount_due).toBe(Math.round(9000 * fraction) - Math.round(3000 * fraction))

    const before = sandbox.switchCharges.length
    const res = await change(o.token, o.sub.id, {
      plan_id: big.id,
      proration_date: figures.proration_date,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json<{
      data: { attributes: { plan_id: string; status: string } }
      meta: { confirmed: boolean; amount_due: number }
    }>()
    expect(body.data.attributes).toMatchObject({ plan_id: String(big.id), status: 'active' })
    expect(body.meta).toEqual({ direction: 'upgrade', confirmed: true, amount_due: figures.amount_due })
    expect(sandbox.switchCharges.slice(before)).toEqual([
      expect.objectContaining({ subscriptionId: o.sub.providerSubscriptionId, amount: figures.amount_due }),
    ])
    await sandbox.deliveries.settle()
    // The two updates of the same second arrived newest first: the row keeps the plan the provider has now.
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, o.sub.id))
    expect(row!.planId).toBe(big.id)
    expect(await propertyStatuses(o.userId)).toEqual({ [p1.id]: 'active', [p2.id]: 'active' })
    expect(await vehicleStatuses(o.userId)).toEqual({ [live.id]: 'published', [inReview.id]: 'pending' })
    // The bigger plan's places are there at once: a third property may go live.
    const third = await createProperty(db(), o.userId, { status: 'paused' })
    const published = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${third.id}/status`,
      headers: bearer(o.token),
      payload: { status: 'active' },
    })
    expect([200, 201]).toContain(published.statusCode)
  })

  it('a downgrade waits for the period’s end, then keeps the listings chosen and pauses the others by the plan', async () => {
    const o = await subscribed(big.id)
    const catalogue = await createCatalogue(db())
    const ps = []
    for (const n of [40, 30, 20, 10]) ps.push(await createProperty(db(), o.userId, { createdAt: day(n) }))
    const v1 = await createVehicle(db(), o.userId, catalogue, { status: 'published', createdAt: day(5) })
    const v2 = await createVehicle(db(), o.userId, catalogue, { status: 'pending', createdAt: day(4) })
    const v3 = await createVehicle(db(), o.userId, catalogue, { status: 'published', createdAt: day(3) })

    const q = await quote(o.token, o.sub.id, small.id)
    expect(q.statusCode).toBe(200)
    const figures = q.json<{
      data: {
        direction: string
        amount_due: null
        effective_at: string
        listings: { id: string; kind: string }[]
      }
    }>().data
    expect(figures.direction).toBe('downgrade')
    expect(figures.amount_due).toBeNull()
    expect(new Date(figures.effective_at).getTime()).toBe(o.sub.endDate!.getTime())
    // Newest first, both kinds.
    expect(figures.listings.map((l) => `${l.kind}:${l.id}`)).toEqual([
      ...[...ps].reverse().map((p) => `property:${p.id}`),
      ...[v3, v2, v1].map((v) => `vehicle:${v.id}`),
    ])

    // More than the smaller plan's places is refused, per kind; so is a listing not the advertiser's.
    const tooMany = await change(o.token, o.sub.id, {
      plan_id: small.id,
      keep: { properties: ps.slice(0, 3).map((p) => p.id), vehicles: [] },
    })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.body).toContain('O novo plano permite até 2 imóveis ativos.')
    const foreign = await change(o.token, o.sub.id, {
      plan_id: small.id,
      keep: { properties: [999_999], vehicles: [] },
    })
    expect(foreign.statusCode).toBe(422)

    // The oldest two properties and the vehicle in review stay (one place of two for vehicles left unused).
    const keep = { properties: [ps[0]!.id, ps[1]!.id], vehicles: [v2.id] }
    const res = await change(o.token, o.sub.id, { plan_id: small.id, keep })
    expect(res.statusCode).toBe(201)
    expect(res.json<{ meta: { pending: { plan_id: string; keep: unknown } } }>().meta.pending).toMatchObject({
      plan_id: String(small.id),
      keep: { properties: keep.properties.map(String), vehicles: keep.vehicles.map(String) },
    })
    const scheduled = await t.app.inject({
      method: 'GET',
      url: '/v1/plan_changes/scheduled',
      headers: bearer(o.token),
    })
    expect(scheduled.json<{ data: { plan_name: string } }>().data.plan_name).toBe('Pequeno')

    // Until the period ends: the bigger plan, everything live.
    const sandbox = sandboxOf(t.app)
    await sandbox.clock.advance(20 * DAY)
    let [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, o.sub.id))
    expect(row!.planId).toBe(big.id)
    expect(Object.values(await propertyStatuses(o.userId))).toEqual(['active', 'active', 'active', 'active'])

    // The renewal bills the smaller plan and starts it: the chosen stay, the others are paused by the plan.
    await sandbox.clock.advance(12 * DAY)
    ;[row] = await db().select().from(subscriptions).where(eq(subscriptions.id, o.sub.id))
    expect(row).toMatchObject({ planId: small.id, status: 'active' })
    expect(await propertyStatuses(o.userId)).toEqual({
      [ps[0]!.id]: 'active',
      [ps[1]!.id]: 'active',
      [ps[2]!.id]: 'paused',
      [ps[3]!.id]: 'paused',
    })
    expect(await vehicleStatuses(o.userId)).toEqual({
      [v1.id]: 'paused',
      [v2.id]: 'pending',
      [v3.id]: 'paused',
    })
    const [applied] = await db().select().from(planChanges).where(eq(planChanges.userId, o.userId))
    expect(applied!.status).toBe('applied')

    // The renewal's subscription update delivered again is answered and changes nothing.
    const renewal = [...delivered]
      .reverse()
      .find((b) => b.includes('customer.subscription.updated') && b.includes(o.sub.providerSubscriptionId!))!
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(renewal, sandbox.webhookSecret),
        },
        payload: renewal,
      })
      expect(again.json()).toEqual({ received: true, outcome: 'duplicate' })
    }
    expect(await propertyStatuses(o.userId)).toMatchObject({ [ps[2]!.id]: 'paused', [ps[3]!.id]: 'paused' })
    expect((await db().select().from(planChanges).where(eq(planChanges.userId, o.userId))).length).toBe(1)
  })

  it('cancelling keeps the listings live until the period ends, then pauses them', async () => {
    const o = await subscribed(small.id)
    const a = await createProperty(db(), o.userId, { createdAt: day(2) })
    const b = await createProperty(db(), o.userId, { createdAt: day(1) })
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${o.sub.id}/cancel`,
      headers: bearer(o.token),
    })
    expect(res.statusCode).toBe(200)
    expect(
      res.json<{ data: { attributes: { status: string; recurring: boolean } } }>().data.attributes,
    ).toMatchObject({
      status: 'active',
      recurring: false,
    })
    const sandbox = sandboxOf(t.app)
    await sandbox.clock.advance(20 * DAY)
    expect(await propertyStatuses(o.userId)).toEqual({ [a.id]: 'active', [b.id]: 'active' })
    await sandbox.clock.advance(12 * DAY)
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, o.sub.id))
    expect(row!.status).toBe('expired')
    expect(await propertyStatuses(o.userId)).toEqual({ [a.id]: 'paused', [b.id]: 'paused' })
  })

  it('a plan that starts again brings back what plans paused, in the order they paused it, within its places', async () => {
    const o = await subscribed(big.id)
    const p = []
    for (const n of [40, 30, 20, 10]) p.push(await createProperty(db(), o.userId, { createdAt: day(n) }))
    const mine = await createProperty(db(), o.userId, { createdAt: day(5), status: 'paused' })
    const held = await createProperty(db(), o.userId, { createdAt: day(4) })
    // Held by staff (as the back office's hold writes it).
    await db()
      .update(properties)
      .set({ status: 'inactive', hold: 'paused', holdReason: 'Fotos de outro imóvel.', heldAt: new Date() })
      .where(eq(properties.id, held.id))

    // A smaller plan keeping the two oldest pauses the two newest first…
    await change(o.token, o.sub.id, {
      plan_id: small.id,
      keep: { properties: [p[0]!.id, p[1]!.id], vehicles: [] },
    })
    const sandbox = sandboxOf(t.app)
    await sandbox.clock.advance(32 * DAY)
    expect(await propertyStatuses(o.userId)).toMatchObject({
      [p[0]!.id]: 'active',
      [p[1]!.id]: 'active',
      [p[2]!.id]: 'paused',
      [p[3]!.id]: 'paused',
    })
    // …then the plan lapses and pauses the other two.
    await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${o.sub.id}/cancel`,
      headers: bearer(o.token),
    })
    await sandbox.clock.advance(32 * DAY)
    expect(Object.values(await propertyStatuses(o.userId)).filter((s) => s === 'active')).toEqual([])

    // A buyer watching every property hears of those that come back: they are live again.
    const buyer = await signUpUser(t.app)
    const watch = await t.app.inject({
      method: 'POST',
      url: '/v1/saved-searches',
      headers: bearer(buyer.token),
      payload: { kind: 'property', query: {} },
    })
    expect(watch.statusCode, watch.body).toBe(201)

    // Three places: the first paused come back first (the newest of each pause first), the advertiser's own pause
    // and staff's hold stay.
    await checkoutWithCard(t.app, o.token, medium.id)
    expect(await propertyStatuses(o.userId)).toEqual({
      [p[3]!.id]: 'active',
      [p[2]!.id]: 'active',
      [p[1]!.id]: 'active',
      [p[0]!.id]: 'paused',
      [mine.id]: 'paused',
      [held.id]: 'inactive',
    })
    // What came back is no longer marked as paused by the plan; the one left is.
    const marks = await db()
      .select({ id: properties.id, at: properties.planPausedAt })
      .from(properties)
      .where(eq(properties.userId, o.userId))
    expect(marks.filter((m) => m.at !== null).map((m) => m.id)).toEqual([p[0]!.id])
    await t.app.background.idle()
    const heard = await db()
      .select({ id: alertMatches.listingId, event: alertMatches.event })
      .from(alertMatches)
      .where(eq(alertMatches.userId, Number(buyer.userId)))
    expect(heard.map((m) => m.id).sort()).toEqual([p[1]!.id, p[2]!.id, p[3]!.id].sort())
    expect(new Set(heard.map((m) => m.event))).toEqual(new Set(['new']))
  })

  it('a vehicle a lapsed plan paused in review goes back to review', async () => {
    const o = await subscribed(small.id)
    const catalogue = await createCatalogue(db())
    const v = await createVehicle(db(), o.userId, catalogue, { status: 'pending', images: [{}] })
    await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${o.sub.id}/cancel`,
      headers: bearer(o.token),
    })
    await sandboxOf(t.app).clock.advance(32 * DAY)
    expect(await vehicleStatuses(o.userId)).toEqual({ [v.id]: 'paused' })
    await checkoutWithCard(t.app, o.token, small.id)
    expect(await vehicleStatuses(o.userId)).toEqual({ [v.id]: 'pending' })
  })

  it('turning auto-renewal off, or giving it up, drops a smaller plan scheduled for the renewal', async () => {
    const o = await subscribed(big.id)
    const sandbox = sandboxOf(t.app)
    const providerId = o.sub.providerSubscriptionId!
    expect((await change(o.token, o.sub.id, { plan_id: small.id })).statusCode).toBe(201)
    expect(sandbox.scheduledPlanOf(providerId)?.id).toBe(small.id)
    const drop = await t.app.inject({
      method: 'DELETE',
      url: `/v1/subscriptions/${o.sub.id}/plan_change`,
      headers: bearer(o.token),
    })
    expect(drop.statusCode).toBe(204)
    expect(sandbox.scheduledPlanOf(providerId)).toBeNull()

    expect((await change(o.token, o.sub.id, { plan_id: small.id })).statusCode).toBe(201)
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/v1/subscriptions/${o.sub.id}`,
      headers: bearer(o.token),
      payload: { recurring: false },
    })
    expect(off.statusCode).toBe(200)
    expect(sandbox.scheduledPlanOf(providerId)).toBeNull()
    const rows = await db().select().from(planChanges).where(eq(planChanges.userId, o.userId))
    expect(rows.map((r) => r.status)).toEqual(['canceled', 'canceled'])
    const scheduled = await t.app.inject({
      method: 'GET',
      url: '/v1/plan_changes/scheduled',
      headers: bearer(o.token),
    })
    expect(scheduled.json()).toEqual({ data: null })
  })

  it('refuses the current plan, a free plan, and a subscription the provider does not bill', async () => {
    const o = await subscribed(small.id)
    expect((await quote(o.token, o.sub.id, small.id)).statusCode).toBe(422)
    const free = await insertPlan(db(), { name: 'Grátis de teste', price: 0, isFree: true })
    const toFree = await quote(o.token, o.sub.id, free.id)
    expect(toFree.statusCode).toBe(422)
    expect(toFree.body).toContain('cancele a assinatura')
    // The welcome free plan, taken without the provider, has no plan change in place.
    const newcomer = await signUpUser(t.app, { profile: 'owner' })
    const [welcome] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, Number(newcomer.userId)))
    expect((await quote(newcomer.token, welcome!.id, big.id)).statusCode).toBe(422)
    // Cancelling that plan, which has no period, ends it now.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${welcome!.id}/cancel`,
      headers: bearer(newcomer.token),
    })
    expect(cancelled.json<{ data: { attributes: { status: string } } }>().data.attributes.status).toBe(
      'canceled',
    )
    const other = await signUpUser(t.app, { profile: 'owner' })
    expect((await quote(other.token, o.sub.id, big.id)).statusCode).toBe(404)
  })
})
