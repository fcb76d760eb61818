import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personalTestCard } from '../../adapters/payments/sandbox/test-cards'
import { planChanges, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { checkoutWithCard, insertPlan, payOnPage, sandboxOf } from './test-helpers'

// Ten payments or plan changes at once for one advertiser leave one current subscription and one charge. Races
// need transactions side by side: PGlite runs one at a time, so these run on PostgreSQL (TEST_DATABASE_URL); where
// PostgreSQL is required (CI), its absence fails the suite instead of skipping it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres && process.env.REQUIRE_POSTGRES_TESTS === '1')
  throw new Error('These race tests need PostgreSQL: set TEST_DATABASE_URL.')

const TEN = Array.from({ length: 10 }, (_, i) => i)
const CURRENT = ['trial', 'active', 'inactive']

describe.skipIf(!onPostgres)('billing, ten at once', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const rowsOf = (userId: number) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))

  it('ten checkout sessions paid together leave one current subscription; the other nine are cancelled', async () => {
    const plan = await insertPlan(t.database.db, { price: 49, days: 0 })
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const urls = await Promise.all(
      TEN.map(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/checkout/sessions',
          headers: bearer(owner.token),
          payload: { plan_id: plan.id },
        })
        expect(res.statusCode).toBe(201)
        return res.json<{ data: { attributes: { url: string } } }>().data.attributes.url
      }),
    )
    const card = personalTestCard()
    await Promise.all(urls.map((url) => payOnPage(t.app, url, card)))
    const sandbox = sandboxOf(t.app)
    await sandbox.deliveries.settle()

    const rows = (await rowsOf(Number(owner.userId))).filter((r) => r.planId === plan.id)
    expect(rows).toHaveLength(10)
    expect(rows.filter((r) => CURRENT.includes(r.status))).toHaveLength(1)
    const refused = rows.filter((r) => r.refusedReason === 'duplicate')
    expect(refused).toHaveLength(9)
    for (const row of refused)
      expect((await sandbox.getSubscription(row.providerSubscriptionId!)).status).toBe('canceled')
  })

  it('ten upgrades asked together charge once and leave the plan asked for', async () => {
    const db = t.database.db
    const small = await insertPlan(db, { name: 'Pequeno', price: 30, days: 0, propertiesLimit: 2 })
    const big = await insertPlan(db, { name: 'Grande', price: 90, days: 0, propertiesLimit: 4 })
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await checkoutWithCard(t.app, owner.token, small.id)
    const [sub] = (await rowsOf(Number(owner.userId))).filter((r) => r.status === 'active')
    const sandbox = sandboxOf(t.app)
    const quote = await t.app.inject({
      method: 'GET',
      url: `/v1/subscriptions/${sub!.id}/plan_change?plan_id=${big.id}`,
      headers: bearer(owner.token),
    })
    expect(quote.statusCode).toBe(200)
    const { proration_date } = quote.json<{ data: { proration_date: string } }>().data
    const before = sandbox.switchCharges.length

    const answers = await Promise.all(
      TEN.map(() =>
        t.app.inject({
          method: 'POST',
          url: `/v1/subscriptions/${sub!.id}/plan_change`,
          headers: bearer(owner.token),
          payload: { plan_id: big.id, proration_date },
        }),
      ),
    )
    await sandbox.deliveries.settle()
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1)
    for (const a of answers) expect([200, 409, 422]).toContain(a.statusCode)
    expect(sandbox.switchCharges.slice(before)).toHaveLength(1)
    const current = (await rowsOf(Number(owner.userId))).filter((r) => CURRENT.includes(r.status))
    expect(current).toHaveLength(1)
    expect(current[0]!.planId).toBe(big.id)
  })

  it('ten downgrades asked together leave one scheduled change', async () => {
    const db = t.database.db
    const big = await insertPlan(db, { name: 'Grande', price: 90, days: 0, propertiesLimit: 4 })
    const small = await insertPlan(db, { name: 'Pequeno', price: 30, days: 0, propertiesLimit: 2 })
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await checkoutWithCard(t.app, owner.token, big.id)
    const [sub] = (await rowsOf(Number(owner.userId))).filter((r) => r.status === 'active')
    const answers = await Promise.all(
      TEN.map(() =>
        t.app.inject({
          method: 'POST',
          url: `/v1/subscriptions/${sub!.id}/plan_change`,
          headers: bearer(owner.token),
          payload: { plan_id: small.id, keep: { properties: [], vehicles: [] } },
        }),
      ),
    )
    for (const a of answers) expect(a.statusCode, a.body).toBe(201)
    const scheduled = await db
      .select()
      .from(planChanges)
      .where(and(eq(planChanges.userId, Number(owner.userId)), eq(planChanges.status, 'scheduled')))
    expect(scheduled).toHaveLength(1)
  })
})
