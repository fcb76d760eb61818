import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as s from '../../../db/schema'
import { buildTestApp, type TestApp } from '../../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../../test/fixtures'
import { bearer, signUpUser } from '../../auth/test-helpers'
import { insertPlan } from '../../billing/test-helpers'
import { moveListing, pauseBeyondPlan } from '.'

// Ten moves at once against a plan with one place leave exactly one listing in it, for both kinds and every move
// that takes a place: publishing, unarchiving, approval, a plan that shrinks. Races need a server that runs
// transactions side by side: PGlite runs one at a time, so these run on PostgreSQL (TEST_DATABASE_URL); where
// PostgreSQL is required (CI), its absence fails the suite instead of skipping it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres && process.env.REQUIRE_POSTGRES_TESTS === '1')
  throw new Error('These race tests need PostgreSQL: set TEST_DATABASE_URL.')

const TEN = Array.from({ length: 10 }, (_, i) => i)

describe.skipIf(!onPostgres)('moves that take a place of the plan, ten at once', () => {
  let t: TestApp
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>
  beforeAll(async () => {
    t = await buildTestApp()
    catalogue = await createCatalogue(t.database.db)
  })
  afterAll(() => t.close())

  const deps = () => ({ db: t.database.db, searchCache: t.app.searchCache })
  /** A new owner on the free plan: one place for properties, one for vehicles. */
  const owner = async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    return { token: user.token, id: Number(user.userId) }
  }
  const countIn = async (
    table: typeof s.properties | typeof s.vehicles,
    userId: number,
    statuses: string[],
  ) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(table)
      .where(
        and(eq(table.userId, userId), inArray(table.status, statuses as never[]), isNull(table.deletedAt)),
      )
    return Number(row?.n)
  }
  const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort()

  it('publishing ten properties leaves one live', async () => {
    const user = await owner()
    const drafts = await Promise.all(
      TEN.map(() => createProperty(t.database.db, user.id, { status: 'pending' })),
    )
    const results = await Promise.all(
      drafts.map((d) =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/properties/${d.id}/status`,
          headers: bearer(user.token),
          payload: { status: 'active' },
        }),
      ),
    )
    expect(codes(results)).toEqual([200, ...Array(9).fill(422)])
    expect(await countIn(s.properties, user.id, ['active'])).toBe(1)
  })

  it('sending ten vehicles to review leaves one in review', async () => {
    const user = await owner()
    const drafts = await Promise.all(
      TEN.map(() => createVehicle(t.database.db, user.id, catalogue, { status: 'draft', images: [{}] })),
    )
    const results = await Promise.all(
      drafts.map((d) =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/vehicles/${d.id}/status`,
          headers: bearer(user.token),
          payload: { status: 'pending' },
        }),
      ),
    )
    expect(codes(results)).toEqual([200, ...Array(9).fill(422)])
    expect(await countIn(s.vehicles, user.id, ['pending', 'published'])).toBe(1)
  })

  it('unarchiving ten vehicles that were in review brings back one', async () => {
    const user = await owner()
    const archived = await Promise.all(
      TEN.map(() =>
        createVehicle(t.database.db, user.id, catalogue, {
          status: 'pending',
          deletedAt: new Date(),
          images: [{}],
        }),
      ),
    )
    const results = await Promise.all(
      archived.map((d) =>
        t.app.inject({ method: 'POST', url: `/v1/vehicles/${d.id}/unarchive`, headers: bearer(user.token) }),
      ),
    )
    expect(codes(results)).toEqual([200, ...Array(9).fill(422)])
    expect(await countIn(s.vehicles, user.id, ['pending', 'published'])).toBe(1)
  })

  it('staff approving ten vehicles at once publish one', async () => {
    const user = await owner()
    // More in review than the plan has places (as after a plan shrank): approval still publishes one only.
    const pending = await Promise.all(
      TEN.map(() => createVehicle(t.database.db, user.id, catalogue, { status: 'pending', images: [{}] })),
    )
    const results = await Promise.allSettled(
      pending.map((v) =>
        moveListing(deps(), {
          kind: 'vehicle',
          id: v.id,
          actor: { type: 'staff', adminId: 1 },
          action: 'approve',
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await countIn(s.vehicles, user.id, ['published'])).toBe(1)
  })

  it('a plan that shrinks while the advertiser publishes leaves no more live than the new plan allows', async () => {
    const user = await owner()
    const big = await insertPlan(t.database.db, { propertiesLimit: 10 })
    await t.database.db
      .update(s.subscriptions)
      .set({ status: 'canceled' })
      .where(eq(s.subscriptions.userId, user.id))
    const [sub] = await t.database.db
      .insert(s.subscriptions)
      .values({ userId: user.id, planId: big.id, status: 'active', startDate: new Date() })
      .returning()
    await Promise.all([0, 1, 2].map(() => createProperty(t.database.db, user.id, { status: 'active' })))
    const drafts = await Promise.all(
      TEN.map(() => createProperty(t.database.db, user.id, { status: 'pending' })),
    )
    const small = await insertPlan(t.database.db, { propertiesLimit: 1 })
    await Promise.allSettled([
      ...drafts.map((d) =>
        moveListing(deps(), {
          kind: 'property',
          id: d.id,
          actor: { type: 'advertiser', userId: user.id },
          action: 'publish',
        }),
      ),
      (async () => {
        await t.database.db
          .update(s.subscriptions)
          .set({ planId: small.id })
          .where(eq(s.subscriptions.id, sub!.id))
        await pauseBeyondPlan(deps(), user.id)
      })(),
    ])
    expect(await countIn(s.properties, user.id, ['active'])).toBe(1)
  })
})
