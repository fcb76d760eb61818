import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planLimitMsg } from '../../../src/domain/plan-limits'
import { plans, subscriptions, users } from '../../db/schema'
import { ApiHttpError } from '../../http/errors'
import { buildTestApp, type TestApp } from '../../test/app'
import { signUpUser } from '../auth/test-helpers'
import {
  checkGalleryLimit,
  checkHighlightLimit,
  checkVideoAllowed,
  currentPlanLimits,
  DEFAULT_PLAN_LIMITS,
  effectivePlanLimits,
  highlightEnd,
} from './service'

let t: TestApp
beforeAll(async () => {
  // No plans to start with: each test makes the plans and subscriptions it reads.
  t = await buildTestApp({}, { freePlans: false })
})
afterAll(() => t.close())

const DAY = 86_400_000
const user = async (profile: 'owner' | 'broker' = 'owner') =>
  Number((await signUpUser(t.app, { profile })).userId)

async function plan(values: Partial<typeof plans.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(plans)
    .values({ name: 'Plano teste', kind: 'owner', ...values })
    .returning()
  return row!
}

async function subscribe(userId: number, planId: number, values: Partial<typeof subscriptions.$inferInsert>) {
  await t.database.db
    .insert(subscriptions)
    .values({ userId, planId, startDate: new Date(Date.now() - DAY), ...values })
}

const detailOf = (fn: () => void) => {
  try {
    fn()
  } catch (err) {
    if (err instanceof ApiHttpError) return { status: err.statusCode, detail: err.errors[0]?.detail }
    throw err
  }
  return null
}

describe('currentPlanLimits', () => {
  it('is null without a subscription, and for a cancelled, pending or ended one', async () => {
    const userId = await user()
    expect(await currentPlanLimits(t.database.db, userId)).toBeNull()
    const p = await plan({ propertiesLimit: 9 })
    await subscribe(userId, p.id, { status: 'canceled' })
    await subscribe(userId, p.id, { status: 'pending' })
    await subscribe(userId, p.id, { status: 'active', endDate: new Date(Date.now() - 1000) })
    expect(await currentPlanLimits(t.database.db, userId)).toBeNull()
  })

  it("reads every limit of an active subscription's plan", async () => {
    const userId = await user()
    const p = await plan({
      name: 'Profissional',
      propertiesLimit: 5,
      propertiesHighlightedLimit: 2,
      propertyGalleryLimit: 25,
      video: true,
      highlightDays: 15,
    })
    await subscribe(userId, p.id, { status: 'active', endDate: new Date(Date.now() + 30 * DAY) })
    expect(await currentPlanLimits(t.database.db, userId)).toEqual({
      planId: p.id,
      planName: 'Profissional',
      source: 'active',
      properties: 5,
      highlighted: 2,
      gallery: 25,
      video: true,
      highlightDays: 15,
    })
  })

  it('counts a trial, and the newest subscription wins', async () => {
    const userId = await user()
    const old = await plan({ propertiesLimit: 1 })
    const recent = await plan({ propertiesLimit: 7 })
    await subscribe(userId, old.id, { status: 'active', startDate: new Date(Date.now() - 40 * DAY) })
    await subscribe(userId, recent.id, { status: 'trial' })
    const limits = await currentPlanLimits(t.database.db, userId)
    expect(limits?.source).toBe('trial')
    expect(limits?.properties).toBe(7)
  })
})

describe('effectivePlanLimits', () => {
  it("falls back to the profile's free plan, then to the defaults", async () => {
    const broker = await user('broker')
    // A broker's plans apply with a valid CRECI (without one, an owner's limits do).
    await t.database.db.update(users).set({ creci: '12345-F/BA' }).where(eq(users.id, broker))
    expect(await effectivePlanLimits(t.database.db, broker)).toEqual(DEFAULT_PLAN_LIMITS)
    const free = await plan({ kind: 'broker', isFree: true, propertiesLimit: 2, propertyGalleryLimit: 12 })
    const limits = await effectivePlanLimits(t.database.db, broker)
    expect(limits).toMatchObject({ planId: free.id, source: 'free', properties: 2, gallery: 12 })
  })
})

describe('the checks', () => {
  const limits = { ...DEFAULT_PLAN_LIMITS, properties: 2, highlighted: 1, gallery: 3, highlightDays: 10 }

  it('refuse past each limit with its pt-BR message (422)', () => {
    expect(detailOf(() => checkGalleryLimit(limits, 3))).toBeNull()
    expect(detailOf(() => checkGalleryLimit(limits, 4))?.detail).toBe(
      'Limite de arquivos atingido: seu plano permite até 3 imagens.',
    )
    expect(detailOf(() => checkVideoAllowed(limits, false))).toBeNull()
    expect(detailOf(() => checkVideoAllowed(limits, true))?.detail).toBe(planLimitMsg.video)
    expect(detailOf(() => checkHighlightLimit(limits, 0))).toBeNull()
    expect(detailOf(() => checkHighlightLimit(limits, 1))?.detail).toBe(
      'Você atingiu o limite de imóveis em destaque.',
    )
    expect(detailOf(() => checkHighlightLimit({ ...limits, highlighted: 0 }, 0))?.detail).toBe(
      planLimitMsg.highlightNotInPlan,
    )
  })

  it('end a highlight after highlight_days', () => {
    const now = new Date('2026-01-10T12:00:00Z')
    expect(highlightEnd(limits, now)?.toISOString()).toBe('2026-01-20T12:00:00.000Z')
    expect(highlightEnd({ ...limits, highlightDays: 0 }, now)).toBeNull()
  })
})
