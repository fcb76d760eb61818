import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_MAX, bulkMsg } from '../../../src/domain/bulk-actions'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { insertPlan } from '../billing/test-helpers'
import { MY_PROPERTY_NOT_FOUND } from './property-status'

// Many listings at once from a dashboard selection: each moves through its own action's rules, in the order picked,
// and the answer says per listing whether it moved or why not.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** An owner on a plan with `places` live properties and `highlights` highlights. */
async function advertiser(places: number, highlights = 0) {
  const user = await signUpUser(t.app, { profile: 'owner' })
  const plan = await insertPlan(t.database.db, {
    propertiesLimit: places,
    propertiesHighlightedLimit: highlights,
    highlightDays: 7,
  })
  await t.database.db
    .insert(s.subscriptions)
    .values({ userId: Number(user.userId), planId: plan.id, status: 'active', startDate: new Date() })
  return { ...user, id: Number(user.userId) }
}

const bulk = (token: string | null, kind: 'properties' | 'vehicles', payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/${kind}/bulk`, headers: token ? bearer(token) : {}, payload })

const statuses = async (ids: number[]) =>
  (await t.database.db.select().from(s.properties).where(inArray(s.properties.id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.status)

describe('actions on many listings at once', () => {
  it('publishes what the plan has places for, in the order picked, and says why the rest did not go', async () => {
    const owner = await advertiser(2)
    const ids = await Promise.all(
      [1, 2, 3, 4].map(async () => (await createProperty(t.database.db, owner.id, { status: 'paused' })).id),
    )
    const res = await bulk(owner.token, 'properties', { action: 'publish', ids: ids.map(String) })
    expect(res.statusCode).toBe(200)
    const outcomes = res.json().data as { id: string; ok: boolean; detail?: string }[]
    expect(outcomes.map((o) => [o.id, o.ok])).toEqual(ids.map((id, i) => [String(id), i < 2]))
    expect(outcomes[2]!.detail).toMatch(/limite|plano/i)
    expect(await statuses(ids)).toEqual(['active', 'active', 'paused', 'paused'])

    // A replayed selection changes nothing more; pausing them all frees the places.
    const again = await bulk(owner.token, 'properties', { action: 'publish', ids: ids.map(String) })
    expect(again.json().data.map((o: { ok: boolean }) => o.ok)).toEqual([true, true, false, false])
    // Pausing what is already paused is done already, as a single action answers.
    const paused = await bulk(owner.token, 'properties', { action: 'pause', ids: ids.map(String) })
    expect(paused.json().data.map((o: { ok: boolean }) => o.ok)).toEqual([true, true, true, true])
    expect(await statuses(ids)).toEqual(['paused', 'paused', 'paused', 'paused'])
  })

  it('ten selections published at once leave only what the plan has places for', async () => {
    const owner = await advertiser(2)
    const ids = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await createProperty(t.database.db, owner.id, { status: 'paused' })).id,
      ),
    )
    // Each request picks the listings in another order, so the moves interleave listing by listing.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bulk(owner.token, 'properties', {
          action: 'publish',
          ids: ids.map((_, j) => String(ids[(i + j) % ids.length])),
        }),
      ),
    )
    expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    expect((await statuses(ids)).filter((status) => status === 'active')).toHaveLength(2)
  })

  it('highlights within the plan and archives, listing by listing', async () => {
    const owner = await advertiser(5, 1)
    const live = await Promise.all(
      [1, 2].map(async () => (await createProperty(t.database.db, owner.id, { status: 'active' })).id),
    )
    const draft = (await createProperty(t.database.db, owner.id, { status: 'pending' })).id
    const highlighted = await bulk(owner.token, 'properties', {
      action: 'highlight',
      ids: [...live, draft].map(String),
    })
    expect(highlighted.json().data.map((o: { ok: boolean }) => o.ok)).toEqual([true, false, false])
    const archived = await bulk(owner.token, 'properties', {
      action: 'archive',
      ids: [...live, draft].map(String),
    })
    expect(archived.json().data.every((o: { ok: boolean }) => o.ok)).toBe(true)
    const rows = await t.database.db
      .select()
      .from(s.properties)
      .where(inArray(s.properties.id, [...live, draft]))
    expect(rows.every((r) => r.deletedAt !== null && !r.highlighted)).toBe(true)
  })

  it("never moves another advertiser's listing: refused as missing, and left as it was", async () => {
    const owner = await advertiser(5)
    const other = await advertiser(5)
    const mine = (await createProperty(t.database.db, owner.id, { status: 'paused' })).id
    const theirs = (await createProperty(t.database.db, other.id, { status: 'active' })).id
    const res = await bulk(owner.token, 'properties', {
      action: 'pause',
      ids: [String(theirs), String(mine)],
    })
    expect(res.json().data).toEqual([
      { id: String(theirs), ok: false, code: 'not_found', detail: MY_PROPERTY_NOT_FOUND },
      { id: String(mine), ok: true },
    ])
    expect(await statuses([theirs])).toEqual(['active'])
  })

  it('sends vehicles to review, refuses one without photos, and offers no highlight for vehicles', async () => {
    const owner = await advertiser(5)
    const catalogue = await createCatalogue(t.database.db)
    const withPhoto = (
      await createVehicle(t.database.db, owner.id, catalogue, { images: [{}], status: 'draft' })
    ).id
    const noPhoto = (await createVehicle(t.database.db, owner.id, catalogue, { status: 'draft' })).id
    const res = await bulk(owner.token, 'vehicles', {
      action: 'publish',
      ids: [String(withPhoto), String(noPhoto)],
    })
    expect(res.json().data.map((o: { ok: boolean }) => o.ok)).toEqual([true, false])
    expect(res.json().data[1].detail).toMatch(/foto|imagem/i)
    const rows = await t.database.db
      .select()
      .from(s.vehicles)
      .where(inArray(s.vehicles.id, [withPhoto, noPhoto]))
    expect(rows.find((r) => r.id === withPhoto)!.status).toBe('pending')
    expect(rows.find((r) => r.id === noPhoto)!.status).toBe('draft')
    const highlight = await bulk(owner.token, 'vehicles', { action: 'highlight', ids: [String(withPhoto)] })
    expect(highlight.statusCode).toBe(422)
    expect(JSON.stringify(highlight.json())).toContain(bulkMsg.action)
  })

  it('refuses an empty or oversized selection in pt-BR, and a visitor', async () => {
    const owner = await advertiser(1)
    const empty = await bulk(owner.token, 'properties', { action: 'pause', ids: [] })
    expect(empty.statusCode).toBe(422)
    expect(JSON.stringify(empty.json())).toContain(bulkMsg.none)
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => String(i + 1))
    const over = await bulk(owner.token, 'properties', { action: 'pause', ids: many })
    expect(over.statusCode).toBe(422)
    expect(JSON.stringify(over.json())).toContain(bulkMsg.tooMany)
    expect((await bulk(null, 'properties', { action: 'pause', ids: ['1'] })).statusCode).toBe(401)
  })
})
