import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyStatuses, vehicleStatuses } from '../../../../src/domain/enums'
import {
  heldStatus,
  lifecycleOf,
  listingActions,
  listingActors,
  publicStatus,
  type ListingAction,
  type ListingActor,
  type ListingKind,
  type StaffHoldKind,
} from '../../../../src/domain/listing-lifecycle'
import * as s from '../../../db/schema'
import { buildTestApp, type TestApp } from '../../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../../test/fixtures'
import { ApiHttpError } from '../../../http/errors'
import { insertPlan } from '../../billing/test-helpers'
import { signUpUser } from '../../auth/test-helpers'
import { moveListing, type Actor } from './move'
import { lifecycleTables } from './tables'

// Every actor × state × action of both kinds, built from the lifecycle's own tables: a move the table allows
// lands where the table says, and the public page and search follow; a move it refuses changes nothing. A new
// action, status or actor gets its rows here without a line of test.

let t: TestApp
let owner: number
const ids = { property: 0, vehicle: 0 }

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  owner = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
  // A plan with room to spare: places are tested on their own below.
  const plan = await insertPlan(db, { propertiesLimit: 50 })
  await db
    .insert(s.subscriptions)
    .values({ userId: owner, planId: plan.id, status: 'active', startDate: new Date() })
  // 'both' lets a property be sold or rented; the vehicle has a photo, as publishing needs.
  ids.property = (await createProperty(db, owner, { listingType: 'both', name: 'Casa do ciclo de vida' })).id
  const catalogue = await createCatalogue(db)
  ids.vehicle = (await createVehicle(db, owner, catalogue, { images: [{}] })).id
})
afterAll(() => t.close())

interface State {
  status: string
  archived: boolean
  hold: StaffHoldKind | null
}

const statusesOf = { property: propertyStatuses, vehicle: vehicleStatuses } as const

/** Every state a listing can be in: each status, archived or not, and the two staff holds. */
function statesOf(kind: ListingKind): State[] {
  const free = statusesOf[kind]
    .filter((status) => status !== heldStatus[kind])
    .flatMap((status) => [false, true].map((archived) => ({ status, archived, hold: null })))
  return [
    ...free,
    { status: heldStatus[kind], archived: false, hold: 'paused' },
    { status: heldStatus[kind], archived: true, hold: 'archived' },
    { status: heldStatus[kind], archived: false, hold: 'review' },
  ]
}

const actorOf = (type: ListingActor): Actor =>
  type === 'advertiser' ? { type, userId: owner } : type === 'staff' ? { type, adminId: 1 } : { type }

/** What the table says a move does: null when it refuses, else the state after (null status: deleted). */
function expected(kind: ListingKind, state: State, actor: ListingActor, action: ListingAction) {
  const move = lifecycleOf[kind][action]
  if (!move || !move.actors.includes(actor)) return null
  if (move.hold === 'no' && state.hold) return null
  if (move.hold === 'yes' && !state.hold) return null
  if (move.archived === 'no' && state.archived) return null
  if (move.archived === 'yes' && !state.archived) return null
  const targetIsCurrent = typeof move.to === 'string' && move.to === state.status
  // A property asked for the status it has answers as done (a replayed action); the table's 'from' aside.
  const noop = kind === 'property' && targetIsCurrent && !state.archived && !state.hold
  if (!noop && move.from !== 'any' && !(move.from as readonly string[]).includes(state.status)) return null
  if (action === 'delete') return { status: null, archived: false, hold: null }
  const status =
    move.to === 'same'
      ? state.status
      : move.to === 'held'
        ? heldStatus[kind]
        : move.to === 'before_hold'
          ? publicStatus[kind]
          : move.to === 'unarchived'
            ? state.status === publicStatus[kind]
              ? 'paused'
              : state.status
            : move.to
  const archived =
    action === 'archive' || action === 'hold_archive'
      ? true
      : action === 'unarchive' || action === 'release'
        ? false
        : state.archived
  const hold =
    action === 'hold_pause'
      ? 'paused'
      : action === 'hold_archive'
        ? 'archived'
        : action === 'risk_hold'
          ? 'review'
          : action === 'release'
            ? null
            : state.hold
  return { status, archived, hold }
}

async function setState(kind: ListingKind, id: number, state: State) {
  await lifecycleTables[kind].write(t.database.db, id, {
    status: state.status,
    deletedAt: state.archived ? new Date() : null,
    hold: state.hold,
    holdReason: state.hold ? 'Fotos de outro imóvel' : null,
    heldAt: state.hold ? new Date() : null,
    statusBeforeHold: state.hold ? publicStatus[kind] : null,
    reviewRequestedAt: null,
    reviewRequestNote: null,
  })
}

async function recreate(kind: ListingKind) {
  const db = t.database.db
  if (kind === 'property') ids.property = (await createProperty(db, owner, { listingType: 'both' })).id
  else ids.vehicle = (await createVehicle(db, owner, await createCatalogue(db), { images: [{}] })).id
}

const path = { property: 'properties', vehicle: 'vehicles' } as const

async function isPublic(kind: ListingKind, id: number) {
  const detail = await t.app.inject({ url: `/api/${path[kind]}/${id}` })
  const search = await t.app.inject({ url: `/api/${path[kind]}?per_page=60` })
  const listed = search.json<{ data: { id: string }[] }>().data.some((r) => r.id === String(id))
  // The page and the search agree, or the search cache kept an answer it should have dropped.
  expect(listed, `search ${kind} ${id}`).toBe(detail.statusCode === 200)
  return detail.statusCode === 200
}

describe.each(['property', 'vehicle'] as const)('every move of a %s', (kind) => {
  const cases = statesOf(kind).flatMap((state) =>
    listingActors.flatMap((actor) => listingActions.map((action) => ({ state, actor, action }))),
  )

  it(`follows the table in all ${cases.length} cases`, async () => {
    let allowed = 0
    for (const { state, actor, action } of cases) {
      const id = ids[kind]
      await setState(kind, id, state)
      const want = expected(kind, state, actor, action)
      const label = `${actor} ${action} on ${JSON.stringify(state)}`
      let error: unknown = null
      try {
        await moveListing(
          { db: t.database.db, searchCache: t.app.searchCache },
          {
            kind,
            id,
            actor: actorOf(actor),
            action,
            reason: 'Motivo da equipe',
            message: 'Corrigi as fotos',
          },
        )
      } catch (e) {
        error = e
      }
      const row = await lifecycleTables[kind].lock(t.database.db, id)
      if (want === null) {
        expect(error, label).toBeInstanceOf(ApiHttpError)
        expect([403, 409, 422], label).toContain((error as ApiHttpError).statusCode)
        expect({ status: row?.status, archived: row?.deletedAt !== null, hold: row?.hold }, label).toEqual(
          state,
        )
        continue
      }
      allowed++
      expect(error, label).toBeNull()
      if (want.status === null) {
        expect(row, label).toBeNull()
        await recreate(kind)
        continue
      }
      expect({ status: row!.status, archived: row!.deletedAt !== null, hold: row!.hold }, label).toEqual(want)
      const visible = want.status === publicStatus[kind] && !want.archived
      expect(await isPublic(kind, id), `${label}: public`).toBe(visible)
    }
    // The table allows a good share of moves: a broken fixture refusing everything would pass the loop above.
    expect(allowed).toBeGreaterThan(40)
  }, 300_000)
})

describe('staff holds', () => {
  const deps = () => ({ db: t.database.db, searchCache: t.app.searchCache })
  const advertiser = () => ({ type: 'advertiser' as const, userId: owner })
  const staff = { type: 'staff' as const, adminId: 1 }

  it.each(['property', 'vehicle'] as const)(
    'the advertiser of a %s cannot lift one, in either order or at once; a review request reaches staff',
    async (kind) => {
      const id = ids[kind]
      await setState(kind, id, { status: publicStatus[kind], archived: false, hold: null })
      const publish = kind === 'property' ? 'publish' : 'approve'
      // Staff first, then the advertiser tries every way back.
      await moveListing(deps(), {
        kind,
        id,
        actor: staff,
        action: 'hold_pause',
        reason: 'Telefone na descrição.',
      })
      for (const action of ['publish', 'unarchive', 'sold'] as const)
        await expect(moveListing(deps(), { kind, id, actor: advertiser(), action })).rejects.toThrow()
      await moveListing(deps(), { kind, id, actor: advertiser(), action: 'archive' })
      await expect(
        moveListing(deps(), { kind, id, actor: advertiser(), action: 'unarchive' }),
      ).rejects.toMatchObject({
        statusCode: 409,
      })
      expect(await isPublic(kind, id)).toBe(false)
      await moveListing(deps(), {
        kind,
        id,
        actor: advertiser(),
        action: 'request_review',
        message: 'Tirei o telefone.',
      })
      const row = (await lifecycleTables[kind].lock(t.database.db, id))!
      expect(row.reviewRequestedAt).not.toBeNull()
      expect(row.reviewRequestNote).toBe('Tirei o telefone.')
      await expect(
        moveListing(deps(), { kind, id, actor: advertiser(), action: 'request_review' }),
      ).rejects.toMatchObject({ statusCode: 409 })
      // Staff release: back to live, within the plan.
      await moveListing(deps(), { kind, id, actor: staff, action: 'release' })
      expect(await isPublic(kind, id)).toBe(true)

      // At once: whatever the order the database gives them, the hold stands at the end.
      for (let round = 0; round < 3; round++) {
        await setState(kind, id, {
          status: kind === 'property' ? 'paused' : 'pending',
          archived: false,
          hold: null,
        })
        await Promise.allSettled([
          moveListing(deps(), {
            kind,
            id,
            actor: kind === 'property' ? advertiser() : staff,
            action: publish,
          }),
          moveListing(deps(), { kind, id, actor: staff, action: 'hold_pause', reason: 'Anúncio duplicado.' }),
        ])
        const after = (await lifecycleTables[kind].lock(t.database.db, id))!
        expect(after.hold).toBe('paused')
        expect(after.status).toBe(heldStatus[kind])
        expect(await isPublic(kind, id)).toBe(false)
      }
    },
  )

  it('a refused move says why in pt-BR, with the reason staff gave', async () => {
    const id = ids.property
    await setState('property', id, { status: 'active', archived: false, hold: null })
    await moveListing(deps(), {
      kind: 'property',
      id,
      actor: staff,
      action: 'hold_pause',
      reason: 'Fotos de outro imóvel',
    })
    const refused = await moveListing(deps(), {
      kind: 'property',
      id,
      actor: advertiser(),
      action: 'publish',
    }).catch((e: ApiHttpError) => e)
    expect(refused).toMatchObject({ statusCode: 409 })
    expect((refused as ApiHttpError).errors[0]).toMatchObject({
      code: 'staff_hold',
      detail:
        'Este imóvel foi pausado pela equipe do Mercado Irecê: Fotos de outro imóvel. Peça uma revisão para publicá-lo de novo.',
    })
  })

  it('release gives back the status the hold interrupted only if the plan still has room', async () => {
    const db = t.database.db
    const user = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
    const [a, b] = [await createProperty(db, user), await createProperty(db, user, { status: 'pending' })]
    await moveListing(deps(), {
      kind: 'property',
      id: a.id,
      actor: staff,
      action: 'hold_pause',
      reason: 'Revisar',
    })
    // The free plan's one place is taken meanwhile.
    await moveListing(deps(), {
      kind: 'property',
      id: b.id,
      actor: { type: 'advertiser', userId: user },
      action: 'publish',
    })
    await moveListing(deps(), { kind: 'property', id: a.id, actor: staff, action: 'release' })
    const [row] = await db.select().from(s.properties).where(eq(s.properties.id, a.id))
    expect(row).toMatchObject({ status: 'paused', hold: null, holdReason: null })
  })
})
