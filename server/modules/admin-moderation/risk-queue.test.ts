import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'

// Staff's review queue puts the riskiest listing first, with its reasons, computed in the one query; staff's
// decisions become the advertiser's standing; nobody else reads or moves the queue.

let t: TestApp
let staffToken: string
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

beforeAll(async () => {
  t = await buildTestApp()
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  staffToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t.close())

async function advertiser(opts: { ageDays: number; verified: boolean }) {
  const signedUp = await signUpUser(t.app, { profile: 'owner' })
  const id = Number(signedUp.userId)
  await t.database.db
    .update(s.users)
    .set({ createdAt: daysAgo(opts.ageDays), emailVerifiedAt: opts.verified ? daysAgo(opts.ageDays) : null })
    .where(eq(s.users.id, id))
  return { id, token: signedUp.token }
}
const held = (userId: number, name: string) =>
  createProperty(t.database.db, userId, {
    name,
    status: 'inactive',
    hold: 'review',
    holdReason: 'Em análise',
    heldAt: new Date(),
    statusBeforeHold: 'active',
    reviewRequestedAt: new Date(),
  })

type Row = {
  id: string
  attributes: { risk: { score: number; reasons: { code: string; count: number }[] } | null }
}
const queue = async (token = staffToken) =>
  t.app.inject({ url: '/v1/admin/listings?kind=property&review_requested=1&q=Fila', headers: bearer(token) })

describe("staff's review queue", () => {
  it('comes riskiest first, each with its reasons', async () => {
    const fresh = await advertiser({ ageDays: 2, verified: false })
    const old = await advertiser({ ageDays: 400, verified: true })
    const reported = await advertiser({ ageDays: 90, verified: true })
    const calm = await held(old.id, 'Fila calma')
    const cheap = await held(fresh.id, 'Fila barata')
    const busy = await held(reported.id, 'Fila denunciada')
    await t.database.db.insert(s.listingRiskFlags).values({
      kind: 'property',
      listingId: cheap.id,
      code: 'below_band',
      key: 'below_band:rent:400',
      reason: 'Preço muito abaixo',
    })
    await t.database.db.insert(s.reports).values([
      { propertyId: busy.id, reason: 'false_misleading_information' },
      { propertyId: busy.id, reason: 'false_misleading_information' },
    ])
    await t.database.db.insert(s.leads).values(
      Array.from({ length: 12 }, (_, i) => ({
        advertiserId: reported.id,
        propertyId: busy.id,
        kind: i % 2 ? ('phone' as const) : ('whatsapp' as const),
        name: 'Visitante',
      })),
    )
    // An earlier hold of this advertiser that staff kept.
    await t.database.db
      .insert(s.moderationOutcomes)
      .values({ userId: fresh.id, kind: 'property', listingId: calm.id, outcome: 'kept' })

    const res = await queue()
    expect(res.statusCode).toBe(200)
    const rows = res.json<{ data: Row[] }>().data
    expect(rows.map((r) => r.id)).toEqual([String(cheap.id), String(busy.id), String(calm.id)])
    const [first, second, third] = rows.map((r) => r.attributes.risk!)
    expect(first!.reasons.map((r) => r.code).sort()).toEqual([
      'below_band',
      'new_account',
      'past_holds',
      'unverified',
    ])
    expect(first!.score).toBe(2 + 1 + 3 + 2)
    expect(second!.reasons).toEqual(
      expect.arrayContaining([
        { code: 'reports', count: 2 },
        { code: 'reveals', count: 12 },
      ]),
    )
    expect(second!.score).toBe(2 * 2 + 2)
    expect(third).toEqual({ score: 0, reasons: [] })
  })

  it('puts the riskiest vehicle waiting for review first, with its reasons, before the longest waiting', async () => {
    const db = t.database.db
    const catalogue = await createCatalogue(db)
    const fresh = await advertiser({ ageDays: 1, verified: false })
    const old = await advertiser({ ageDays: 300, verified: true })
    const waiting = await createVehicle(db, old.id, catalogue, {
      images: [{}],
      status: 'pending',
      updatedAt: daysAgo(3),
    })
    const risky = await createVehicle(db, fresh.id, catalogue, { images: [{}], status: 'pending' })
    await db.insert(s.listingRiskFlags).values({
      kind: 'vehicle',
      listingId: risky.id,
      code: 'cloned_photo',
      key: 'cloned_photo:1',
      reason: 'Fotos de outro anúncio',
    })
    const res = await t.app.inject({
      url: '/v1/admin/vehicles/pending?per_page=100',
      headers: bearer(staffToken),
    })
    expect(res.statusCode).toBe(200)
    const rows = res.json<{ data: Row[] }>().data
    const order = rows.map((r) => r.id).filter((id) => [String(risky.id), String(waiting.id)].includes(id))
    expect(order).toEqual([String(risky.id), String(waiting.id)])
    const first = rows.find((r) => r.id === String(risky.id))!.attributes.risk!
    expect(first.reasons.map((r) => r.code).sort()).toEqual(['cloned_photo', 'new_account', 'unverified'])
    expect(first.score).toBe(2 + 1 + 3)
  })

  it("records staff's decision as the advertiser's standing", async () => {
    const someone = await advertiser({ ageDays: 60, verified: true })
    const listing = await held(someone.id, 'Fila liberada')
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/listings/property/${listing.id}/moderate`,
      headers: bearer(staffToken),
      payload: { action: 'release' },
    })
    expect(res.statusCode).toBe(200)
    const outcomes = await t.database.db
      .select()
      .from(s.moderationOutcomes)
      .where(eq(s.moderationOutcomes.userId, someone.id))
    expect(outcomes).toMatchObject([{ outcome: 'released', listingId: listing.id }])
    const another = await held(someone.id, 'Fila segunda')
    const row = (await queue()).json<{ data: Row[] }>().data.find((r) => r.id === String(another.id))
    expect(row!.attributes.risk).toEqual({ score: -1, reasons: [{ code: 'released_before', count: 1 }] })
  })

  it('answers visitors 401 and advertisers 403, the queue and its decisions alike', async () => {
    const someone = await advertiser({ ageDays: 60, verified: true })
    const listing = await held(someone.id, 'Fila alheia')
    expect((await t.app.inject({ url: '/v1/admin/listings?review_requested=1' })).statusCode).toBe(401)
    expect((await queue(someone.token)).statusCode).toBe(403)
    for (const headers of [{}, bearer(someone.token)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/listings/property/${listing.id}/moderate`,
        headers,
        payload: { action: 'release' },
      })
      expect([401, 403]).toContain(res.statusCode)
    }
    const [row] = await t.database.db.select().from(s.properties).where(eq(s.properties.id, listing.id))
    expect(row!.hold).toBe('review')
  })
})
