import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publicStatus, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import * as s from '../../../db/schema'
import { buildTestApp, type TestApp } from '../../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../../test/fixtures'
import { insertPlan } from '../../billing/test-helpers'
import { signUpUser } from '../../auth/test-helpers'
import type { ListingEvent } from './events'
import { afterEdit } from './edit'
import { moveListing } from './move'
import { resumeWithinPlan } from './plan-change'
import { addRiskCheck, openRisks, type RiskFinding } from './risk'
import { lifecycleTables } from './tables'

// The lifecycle's side of risk checks: a listing a check flags waits for staff instead of going live, whoever
// would have made it live (a publish, a plan's resume, an edit of a live listing), and staff's decision stands.

let t: TestApp
let owner: number
let token: string
const flagged = new Set<string>()
let removeCheck: () => void = () => undefined
const events: ListingEvent[] = []

const finding = (): RiskFinding => ({
  code: 'below_band',
  key: 'below_band',
  reason: 'Preço muito abaixo da faixa da região.',
  detail: { median: 300_000 },
})

beforeAll(async () => {
  t = await buildTestApp()
  const signedUp = await signUpUser(t.app, { profile: 'owner' })
  owner = Number(signedUp.userId)
  token = signedUp.token
  const plan = await insertPlan(t.database.db, { propertiesLimit: 50 })
  await t.database.db
    .insert(s.subscriptions)
    .values({ userId: owner, planId: plan.id, status: 'active', startDate: new Date() })
  removeCheck = addRiskCheck('test', async (_tx, subject) =>
    flagged.has(`${subject.kind}:${subject.id}`) ? [finding()] : [],
  )
})
afterEach(() => {
  flagged.clear()
  events.length = 0
})
afterAll(async () => {
  removeCheck()
  await t.close()
})

const deps = () => ({
  db: t.database.db,
  searchCache: t.app.searchCache,
  listingEvents: { emit: (e: ListingEvent) => events.push(e) },
})
const advertiser = () => ({ type: 'advertiser' as const, userId: owner })
const staff = { type: 'staff' as const, adminId: 7 }
const rowOf = async (kind: ListingKind, id: number) => (await lifecycleTables[kind].lock(t.database.db, id))!
const isPublic = async (id: number) =>
  (await t.app.inject({ url: `/api/properties/${id}` })).statusCode === 200

describe('a listing a risk check flags', () => {
  it('waits for staff instead of going live, in their queue, with the reason the advertiser reads', async () => {
    const { id } = await createProperty(t.database.db, owner, { status: 'pending' })
    flagged.add(`property:${id}`)
    await moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'publish' })
    const row = await rowOf('property', id)
    expect(row).toMatchObject({
      status: 'inactive',
      hold: 'review',
      statusBeforeHold: 'active',
      holdReason: 'Preço muito abaixo da faixa da região.',
    })
    expect(row.reviewRequestedAt).not.toBeNull()
    expect(await isPublic(id)).toBe(false)
    // Nobody's saved search hears of a listing nobody can see.
    expect(events).toEqual([])
    // Waiting already: the advertiser has no review to ask for, and cannot publish past it.
    await expect(
      moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'request_review' }),
    ).rejects.toMatchObject({ statusCode: 409 })
    await expect(
      moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'publish' }),
    ).rejects.toMatchObject({ statusCode: 409 })
    // The advertiser's dashboard shows why.
    const mine = await t.app.inject({
      url: `/v1/properties/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(mine.json()).toMatchObject({
      data: { attributes: { hold: { kind: 'review', reason: 'Preço muito abaixo da faixa da região.' } } },
    })
    expect(await openRisks(t.database.db, 'property', [id])).toMatchObject([
      { listingId: id, code: 'below_band', detail: { median: 300_000 } },
    ])
  })

  it('goes live when staff release it, and the cleared finding does not hold it again', async () => {
    const { id } = await createProperty(t.database.db, owner, { status: 'pending' })
    flagged.add(`property:${id}`)
    await moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'publish' })
    await moveListing(deps(), { kind: 'property', id, actor: staff, action: 'release' })
    expect(await rowOf('property', id)).toMatchObject({ status: 'active', hold: null })
    expect(await isPublic(id)).toBe(true)
    expect(await openRisks(t.database.db, 'property', [id])).toEqual([])
    await moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'pause' })
    await moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'publish' })
    expect(await rowOf('property', id)).toMatchObject({ status: 'active', hold: null })
  })

  it('is held when a plan brings it back, and when an edit of the live listing is flagged', async () => {
    const db = t.database.db
    const resumed = await createProperty(db, owner, { status: 'paused' })
    flagged.add(`property:${resumed.id}`)
    await moveListing(deps(), {
      kind: 'property',
      id: resumed.id,
      actor: { type: 'billing' },
      action: 'plan_resume',
    })
    expect(await rowOf('property', resumed.id)).toMatchObject({ hold: 'review', statusBeforeHold: 'active' })

    const live = await createProperty(db, owner, { status: 'active' })
    flagged.add(`property:${live.id}`)
    const after = await db.transaction((tx) =>
      afterEdit(tx, {
        kind: 'property',
        id: live.id,
        status: 'active',
        changed: ['price'],
        price: { from: 300_000, to: 90_000 },
      }),
    )
    expect(after).toEqual({ status: 'inactive', held: true })
    expect(await rowOf('property', live.id)).toMatchObject({ hold: 'review', statusBeforeHold: 'active' })
  })

  it('takes no place of the plan when held on its way back: the next listing the plan paused gets it', async () => {
    const db = t.database.db
    const { userId } = await signUpUser(t.app, { profile: 'owner' })
    const plan = await insertPlan(db, { propertiesLimit: 2 })
    await db
      .insert(s.subscriptions)
      .values({ userId: Number(userId), planId: plan.id, status: 'active', startDate: new Date() })
    const pausedAt = (minutes: number) => ({
      status: 'paused' as const,
      planPausedAt: new Date(Date.now() - minutes * 60_000),
      planPausedFrom: 'active',
    })
    const first = await createProperty(db, Number(userId), pausedAt(3))
    const second = await createProperty(db, Number(userId), pausedAt(2))
    const third = await createProperty(db, Number(userId), pausedAt(1))
    flagged.add(`property:${first.id}`)
    const resumed = await resumeWithinPlan(deps(), Number(userId))
    expect(resumed.properties).toEqual([second.id, third.id])
    expect(await rowOf('property', first.id)).toMatchObject({ status: 'inactive', hold: 'review' })
    expect(await rowOf('property', third.id)).toMatchObject({ status: 'active', hold: null })
  })

  it('goes to staff review with its findings when it is a vehicle, and staff approval clears them', async () => {
    const db = t.database.db
    const { id } = await createVehicle(db, owner, await createCatalogue(db), {
      images: [{}],
      status: 'draft',
    })
    flagged.add(`vehicle:${id}`)
    await moveListing(deps(), { kind: 'vehicle', id, actor: advertiser(), action: 'publish' })
    expect(await rowOf('vehicle', id)).toMatchObject({ status: 'pending', hold: null })
    expect(await openRisks(db, 'vehicle', [id])).toHaveLength(1)
    await moveListing(deps(), { kind: 'vehicle', id, actor: staff, action: 'approve' })
    expect(await rowOf('vehicle', id)).toMatchObject({ status: publicStatus.vehicle })
    expect(await openRisks(db, 'vehicle', [id])).toEqual([])
  })

  it('is not checked when nothing flags it: the publish goes live and is told', async () => {
    const { id } = await createProperty(t.database.db, owner, { status: 'pending' })
    await moveListing(deps(), { kind: 'property', id, actor: advertiser(), action: 'publish' })
    expect(await rowOf('property', id)).toMatchObject({ status: 'active', hold: null })
    expect(events).toEqual([{ type: 'live', kind: 'property', id }])
  })
})
