import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLONED_PHOTO_REASON } from '../../../src/domain/cloned-photo'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import { createStorage } from '../../adapters/storage/from-config'
import { saveImage } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { copied, photoLike } from '../../db/seed/images/photo-like'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'
import { insertPlan } from '../billing/test-helpers'
import { lifecycleTables, moveListing, openRisks } from '../listings'

// A listing made of another advertiser's photos waits for staff; an advertiser's own photos, however often used,
// and different photos go live; staff's release stands for that pair of photos.

let t: TestApp
let storage: Storage
let adminToken = ''
let owner = 0
let copier = 0
let day = 0
let nextSeed = 1
/** A photo no test used before (each test its own, as the database is shared). */
const freshPhoto = () => photoLike(nextSeed++)

beforeAll(async () => {
  t = await buildTestApp()
  storage = createStorage(t.app.config)
  const plan = await insertPlan(t.database.db, { propertiesLimit: 50 })
  for (const who of ['owner', 'copier'] as const) {
    const id = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
    await t.database.db
      .insert(s.subscriptions)
      .values({ userId: id, planId: plan.id, status: 'active', startDate: new Date() })
    if (who === 'owner') owner = id
    else copier = id
  }
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  adminToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(async () => {
  await t.close()
})

const deps = () => ({
  db: t.database.db,
  searchCache: t.app.searchCache,
  listingEvents: { emit: () => undefined },
})

/** An upload by `userId`, a day after the previous one. */
async function upload(userId: number, bytes: Buffer): Promise<number> {
  const saved = await saveImage(t.database.db, storage, bytes)
  await t.database.db.insert(s.uploadedMedia).values({
    uploadId: randomUUID(),
    userId,
    mediaId: saved.id,
    bytes: bytes.length,
    createdAt: new Date(Date.UTC(2026, 0, 1) + day++ * 86_400_000),
  })
  return saved.id
}

async function draftWith(userId: number, mediaIds: number[], kind: ListingKind = 'property') {
  const db = t.database.db
  if (kind === 'vehicle') {
    const { id } = await createVehicle(db, userId, await createCatalogue(db), { status: 'draft' })
    await db
      .insert(s.vehicleMedia)
      .values(mediaIds.map((mediaId, position) => ({ vehicleId: id, mediaId, position })))
    return id
  }
  const { id } = await createProperty(db, userId, { status: 'pending' })
  await db
    .insert(s.propertyMedia)
    .values(mediaIds.map((mediaId, position) => ({ propertyId: id, mediaId, position })))
  return id
}

const publish = (userId: number, id: number, kind: ListingKind = 'property') =>
  moveListing(deps(), { kind, id, actor: { type: 'advertiser', userId }, action: 'publish' })
const pause = (userId: number, id: number) =>
  moveListing(deps(), { kind: 'property', id, actor: { type: 'advertiser', userId }, action: 'pause' })
const rowOf = async (id: number, kind: ListingKind = 'property') =>
  (await lifecycleTables[kind].lock(t.database.db, id))!

/** The owner's live listing of two new photos, uploaded by them. */
async function ownersListing() {
  const photos = [await freshPhoto(), await freshPhoto()] as const
  const media = [await upload(owner, photos[0]), await upload(owner, photos[1])]
  const id = await draftWith(owner, media)
  await publish(owner, id)
  expect(await rowOf(id)).toMatchObject({ status: 'active', hold: null })
  return { id, media, photos }
}

describe('a listing made of another advertiser’s photos', () => {
  it('waits for staff, with both photos and the other listing for them to compare', async () => {
    const original = await ownersListing()
    const copy = await upload(copier, await copied(original.photos[0]))
    const own = await upload(copier, await freshPhoto())
    const id = await draftWith(copier, [own, copy])
    await publish(copier, id)
    expect(await rowOf(id)).toMatchObject({
      status: 'inactive',
      hold: 'review',
      holdReason: CLONED_PHOTO_REASON,
    })
    const risks = await openRisks(t.database.db, 'property', [id])
    expect(risks).toHaveLength(1)
    expect(risks[0]).toMatchObject({ code: 'cloned_photo' })
    const [title] = await t.database.db
      .select({ name: s.properties.name })
      .from(s.properties)
      .where(eq(s.properties.id, original.id))
    const res = await t.app.inject({
      url: `/v1/admin/listings/property/${id}/cloned-photos`,
      headers: bearer(adminToken),
    })
    expect(res.statusCode).toBe(200)
    const [found] = res.json<{ data: { detail: Record<string, unknown> }[] }>().data
    expect(found?.detail).toMatchObject({
      photo: { media_id: String(copy), url: expect.stringMatching(/^\/media\/[0-9a-f]{24}\/640\.webp$/) },
      other: {
        media_id: String(original.media[0]),
        url: expect.stringMatching(/^\/media\/[0-9a-f]{24}\/640\.webp$/),
        listing: { kind: 'property', id: String(original.id), title: title!.name },
      },
    })
    expect(found?.detail.distance).toBeLessThanOrEqual(6)
    // Only staff read it.
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    expect(
      (await t.app.inject({ url: `/v1/admin/listings/property/${id}/cloned-photos`, headers: bearer(token) }))
        .statusCode,
    ).toBe(403)
  })

  it('waits for staff when the very same file is uploaded again, and as a vehicle too', async () => {
    const original = await ownersListing()
    const same = await upload(copier, original.photos[1])
    expect(same).toBe(original.media[1])
    const id = await draftWith(copier, [same])
    await publish(copier, id)
    expect(await rowOf(id)).toMatchObject({ hold: 'review' })

    const vehicle = await draftWith(
      copier,
      [await upload(copier, await copied(original.photos[1]))],
      'vehicle',
    )
    await publish(copier, vehicle, 'vehicle')
    expect(await openRisks(t.database.db, 'vehicle', [vehicle])).toMatchObject([{ code: 'cloned_photo' }])
  })

  it('goes live once staff release it, and that pair of photos does not hold it again', async () => {
    const original = await ownersListing()
    const id = await draftWith(copier, [await upload(copier, await copied(original.photos[0]))])
    await publish(copier, id)
    expect(await rowOf(id)).toMatchObject({ hold: 'review' })
    await moveListing(deps(), {
      kind: 'property',
      id,
      actor: { type: 'staff', adminId: 1 },
      action: 'release',
    })
    expect(await rowOf(id)).toMatchObject({ status: 'active', hold: null })
    await pause(copier, id)
    await publish(copier, id)
    expect(await rowOf(id)).toMatchObject({ status: 'active', hold: null })
    expect(await openRisks(t.database.db, 'property', [id])).toEqual([])
  })
})

describe('photos that are not another advertiser’s', () => {
  it('the same advertiser’s photos again, copied or the same file, go live', async () => {
    const original = await ownersListing()
    const again = await draftWith(owner, [
      original.media[0]!,
      await upload(owner, await copied(original.photos[1])),
    ])
    await publish(owner, again)
    expect(await rowOf(again)).toMatchObject({ status: 'active', hold: null })
  })

  it('a different photo goes live', async () => {
    await ownersListing()
    const id = await draftWith(copier, [await upload(copier, await freshPhoto())])
    await publish(copier, id)
    expect(await rowOf(id)).toMatchObject({ status: 'active', hold: null })
  })

  it('the first advertiser is not held by the copy of their photo', async () => {
    const original = await ownersListing()
    const copy = await draftWith(copier, [await upload(copier, await copied(original.photos[0]))])
    await publish(copier, copy)
    await pause(owner, original.id)
    await publish(owner, original.id)
    expect(await rowOf(original.id)).toMatchObject({ status: 'active', hold: null })
  })
})
