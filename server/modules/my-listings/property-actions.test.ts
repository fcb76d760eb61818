import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyPropertiesPage, MyProperty, MyPropertySummary } from '../../../src/domain/my-property'
import { planLimitMsg } from '../../../src/domain/plan-limits'
import { propertyStatusMsg, propertyTransitions } from '../../../src/domain/property-status'
import { leads, plans, properties, propertyViewTotals, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listingBody } from './test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000
type Plan = Partial<typeof plans.$inferInsert>

/** A new advertiser, with a plan through an active subscription when `plan` is given. */
async function advertiser(plan?: Plan) {
  const user = await signUpUser(t.app, { profile: 'owner' })
  if (plan) {
    const [row] = await t.database.db
      .insert(plans)
      .values({ name: 'Teste', kind: 'owner', ...plan })
      .returning()
    await t.database.db.insert(subscriptions).values({
      userId: Number(user.userId),
      planId: row!.id,
      status: 'active',
      startDate: new Date(),
    })
  }
  return { token: user.token, userId: Number(user.userId) }
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

async function create(token: string, over: Record<string, unknown> = {}) {
  const res = await call(token, 'POST', '/v1/properties', listingBody(over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ data: MyProperty }>().data.id
}
const setStatus = (token: string, id: string, status: string) =>
  call(token, 'PUT', `/v1/properties/${id}/status`, { status })
const detail = (res: { json: () => unknown }) =>
  (res.json() as { errors: { detail: string }[] }).errors[0]?.detail
const statusOf = (res: { json: () => unknown }) =>
  (res.json() as { data: MyPropertySummary }).data.attributes.status

describe('status actions, checked against the transition table', () => {
  it('moves as the table allows and refuses the rest with its own pt-BR message (409)', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token, { status: 'pending' })
    expect(propertyTransitions.pending).toEqual(['active'])

    const pause = await setStatus(token, id, 'paused')
    expect(pause.statusCode).toBe(409)
    expect(detail(pause)).toBe('Não é possível pausar um imóvel pendente.')

    const publish = await setStatus(token, id, 'active')
    expect(publish.statusCode).toBe(200)
    expect(statusOf(publish)).toBe('active')
    expect(statusOf(await setStatus(token, id, 'paused'))).toBe('paused')
    expect(statusOf(await setStatus(token, id, 'sold'))).toBe('sold')
    const pauseSold = await setStatus(token, id, 'paused')
    expect(detail(pauseSold)).toBe('Não é possível pausar um imóvel vendido.')
    expect(statusOf(await setStatus(token, id, 'active'))).toBe('active')

    // Sold needs a listing for sale, rented one for rent.
    const rented = await setStatus(token, id, 'rented')
    expect(rented.statusCode).toBe(422)
    expect(detail(rented)).toBe(propertyStatusMsg.rentedNeedsRent)

    const unknown = await setStatus(token, id, 'inactive')
    expect(unknown.statusCode).toBe(422)
  })

  it('checks the same table when the editor saves another status', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token, { status: 'pending' })
    const res = await call(token, 'PUT', `/v1/properties/${id}`, listingBody({ status: 'sold' }))
    expect(res.statusCode).toBe(409)
    expect(detail(res)).toBe('Não é possível marcar como vendido um imóvel pendente.')
    const same = await call(token, 'PUT', `/v1/properties/${id}`, listingBody({ status: 'pending' }))
    expect(same.statusCode).toBe(200)
  })

  it("counts the plan's properties_limit when publishing", async () => {
    const { token } = await advertiser({ propertiesLimit: 1 })
    await create(token)
    const second = await create(token, { status: 'pending' })
    const res = await setStatus(token, second, 'active')
    expect(res.statusCode).toBe(422)
    expect(detail(res)).toBe(planLimitMsg.properties(1))
  })

  it('empties the search cache only when a change touches published listings', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token, { status: 'pending' })
    const before = t.app.searchCache.invalidations
    await setStatus(token, id, 'active')
    expect(t.app.searchCache.invalidations).toBe(before + 1)
    await setStatus(token, id, 'paused')
    expect(t.app.searchCache.invalidations).toBe(before + 2)
    await setStatus(token, id, 'pending')
    expect(t.app.searchCache.invalidations).toBe(before + 2)
  })
})

describe('archive, unarchive and delete', () => {
  it('archives out of the list into the archived list, and a published one comes back paused', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token)
    const before = t.app.searchCache.invalidations
    const archived = await call(token, 'POST', `/v1/properties/${id}/archive`)
    expect(archived.statusCode).toBe(200)
    expect(archived.json<{ data: MyPropertySummary }>().data.attributes.archived_at).not.toBeNull()
    expect(t.app.searchCache.invalidations).toBe(before + 1)

    const list = (await call(token, 'GET', '/v1/properties')).json<MyPropertiesPage>()
    expect(list.data.map((p) => p.id)).not.toContain(id)
    const arch = (await call(token, 'GET', '/v1/properties/archived')).json<MyPropertiesPage>()
    expect(arch.data.map((p) => p.id)).toEqual([id])
    expect((await call(token, 'GET', `/v1/properties/${id}`)).statusCode).toBe(404)

    const again = await call(token, 'POST', `/v1/properties/${id}/archive`)
    expect(again.statusCode).toBe(409)
    expect(detail(again)).toBe(propertyStatusMsg.alreadyArchived)
    const edit = await setStatus(token, id, 'paused')
    expect(edit.statusCode).toBe(409)
    expect(detail(edit)).toBe(propertyStatusMsg.archived)

    const back = await call(token, 'POST', `/v1/properties/${id}/unarchive`)
    expect(back.statusCode).toBe(200)
    expect(statusOf(back)).toBe('paused')
    const twice = await call(token, 'POST', `/v1/properties/${id}/unarchive`)
    expect(detail(twice)).toBe(propertyStatusMsg.notArchived)
  })

  it('deletes for good', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token)
    const before = t.app.searchCache.invalidations
    const res = await call(token, 'DELETE', `/v1/properties/${id}`)
    expect(res.statusCode).toBe(204)
    expect(t.app.searchCache.invalidations).toBe(before + 1)
    expect((await call(token, 'GET', `/v1/properties/${id}`)).statusCode).toBe(404)
    expect((await call(token, 'DELETE', `/v1/properties/${id}`)).statusCode).toBe(404)
  })

  it('answers 404 to anyone but the owner, and changes nothing', async () => {
    const { token } = await advertiser({ propertiesLimit: 5, propertiesHighlightedLimit: 3 })
    const other = await advertiser({ propertiesLimit: 5, propertiesHighlightedLimit: 3 })
    const id = await create(token)
    for (const [method, url, payload] of [
      ['PUT', `/v1/properties/${id}/status`, { status: 'paused' }],
      ['POST', `/v1/properties/${id}/archive`],
      ['POST', `/v1/properties/${id}/unarchive`],
      ['POST', `/v1/properties/${id}/highlight`],
      ['DELETE', `/v1/properties/${id}/highlight`],
      ['DELETE', `/v1/properties/${id}`],
    ] as const) {
      const res = await call(other.token, method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(detail(res)).toBe('O imóvel que você está procurando não existe ou foi removido.')
    }
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, Number(id)))
    expect(row).toMatchObject({ status: 'active', deletedAt: null, highlighted: false })
  })
})

describe('highlights', () => {
  it("highlights up to the plan's limit for highlight_days, then refuses with the product's message (docs/product.md, Listings)", async () => {
    const { token } = await advertiser({
      propertiesLimit: 5,
      propertiesHighlightedLimit: 2,
      highlightDays: 10,
    })
    const [a, b, c] = [await create(token), await create(token), await create(token)]
    const first = await call(token, 'POST', `/v1/properties/${a}/highlight`)
    expect(first.statusCode).toBe(200)
    const until = Date.parse(first.json<{ data: MyPropertySummary }>().data.attributes.highlighted_until!)
    expect(Math.abs(until - (Date.now() + 10 * DAY))).toBeLessThan(60_000)
    expect((await call(token, 'POST', `/v1/properties/${b}/highlight`)).statusCode).toBe(200)
    const third = await call(token, 'POST', `/v1/properties/${c}/highlight`)
    expect(third.statusCode).toBe(422)
    expect(detail(third)).toBe('Você atingiu o limite de imóveis em destaque.')

    const limits = (await call(token, 'GET', '/v1/properties')).json<MyPropertiesPage>().meta.limits
    expect(limits).toMatchObject({ highlighted: 2, highlights_active: 2, highlight_days: 10 })

    // Removing one frees its place; an expired highlight holds none.
    expect((await call(token, 'DELETE', `/v1/properties/${a}/highlight`)).statusCode).toBe(200)
    expect((await call(token, 'POST', `/v1/properties/${c}/highlight`)).statusCode).toBe(200)
    await t.database.db
      .update(properties)
      .set({ highlightedUntil: new Date(Date.now() - 1000) })
      .where(eq(properties.id, Number(b)))
    const afterExpiry = await call(token, 'POST', `/v1/properties/${a}/highlight`)
    expect(afterExpiry.statusCode).toBe(200)
  })

  it('puts the highlighted listing first in the public list, and not once it expired', async () => {
    const { token } = await advertiser({
      propertiesLimit: 5,
      propertiesHighlightedLimit: 1,
      highlightDays: 7,
    })
    const word = `destaque${Date.now()}`
    const older = await create(token, { name: `Casa antiga ${word}` })
    const newer = await create(token, { name: `Casa nova ${word}` })
    const order = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/properties?q=${word}&sort=recent` }))
        .json<{ data: { id: string }[] }>()
        .data.map((p) => p.id)
    expect(await order()).toEqual([newer, older])
    await call(token, 'POST', `/v1/properties/${older}/highlight`)
    expect(await order()).toEqual([older, newer])
    await t.database.db
      .update(properties)
      .set({ highlightedUntil: new Date(Date.now() - 1000) })
      .where(eq(properties.id, Number(older)))
    t.app.searchCache.invalidate('test: highlight expired')
    expect(await order()).toEqual([newer, older])
  })

  it('needs a published listing and a plan with highlights; pausing ends the highlight', async () => {
    const none = await advertiser({ propertiesLimit: 5 })
    const id = await create(none.token)
    const refused = await call(none.token, 'POST', `/v1/properties/${id}/highlight`)
    expect(detail(refused)).toBe(planLimitMsg.highlightNotInPlan)

    const { token } = await advertiser({
      propertiesLimit: 5,
      propertiesHighlightedLimit: 1,
      highlightDays: 7,
    })
    const pending = await create(token, { status: 'pending' })
    const notLive = await call(token, 'POST', `/v1/properties/${pending}/highlight`)
    expect(notLive.statusCode).toBe(409)
    expect(detail(notLive)).toBe(propertyStatusMsg.highlightNeedsActive)

    const live = await create(token)
    await call(token, 'POST', `/v1/properties/${live}/highlight`)
    const paused = await setStatus(token, live, 'paused')
    expect(paused.json<{ data: MyPropertySummary }>().data.attributes.highlighted).toBe(false)
  })
})

describe('the list', () => {
  it('searches the title and address, filters by status, and counts views and leads', async () => {
    const { token, userId } = await advertiser({ propertiesLimit: 5 })
    const casa = await create(token, { name: 'Casa azul perto da praça' })
    await create(token, { name: 'Apartamento novo', status: 'pending' })
    await t.database.db.insert(propertyViewTotals).values({ propertyId: Number(casa), total: 42 })
    await t.database.db.insert(leads).values([
      { advertiserId: userId, propertyId: Number(casa), name: 'Ana', kind: 'message' },
      { advertiserId: userId, propertyId: Number(casa), name: 'Bia', kind: 'whatsapp' },
    ])
    const found = (await call(token, 'GET', '/v1/properties?q=azul')).json<MyPropertiesPage>()
    expect(found.data.map((p) => p.id)).toEqual([casa])
    expect(found.data[0]!.attributes).toMatchObject({ views: 42, leads: 2 })
    const pending = (await call(token, 'GET', '/v1/properties?status=pending')).json<MyPropertiesPage>()
    expect(pending.data.map((p) => p.attributes.name)).toEqual(['Apartamento novo'])
    expect(pending.meta.total).toBe(1)
  })
})

describe('every field of the property, and the video option', () => {
  it('stores floor, commercial rooms, year built, pets and built area', async () => {
    const { token } = await advertiser({ propertiesLimit: 5 })
    const id = await create(token, {
      category: 'apartment',
      floor: 3,
      commercial_room: 0,
      year_built: 2015,
      allows_pets: true,
      built_area_meters: 95.5,
    })
    const got = (await call(token, 'GET', `/v1/properties/${id}`)).json<{ data: MyProperty }>().data
    expect(got.attributes).toMatchObject({
      floor: 3,
      commercial_room: 0,
      year_built: 2015,
      allows_pets: true,
      built_area_meters: 95.5,
    })
    const bad = await call(token, 'POST', '/v1/properties', listingBody({ year_built: 1500 }))
    expect(bad.statusCode).toBe(422)
    expect(detail(bad)).toBe('Informe um ano entre 1800 e o ano atual')
  })

  it('takes a video only where the plan allows it, and keeps one a listing already has', async () => {
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    const { token } = await advertiser({ propertiesLimit: 5, video: false })
    const refused = await call(token, 'POST', '/v1/properties', listingBody({ youtube_url: video }))
    expect(refused.statusCode).toBe(422)
    expect(detail(refused)).toBe(planLimitMsg.video)
    const withPlan = await advertiser({ propertiesLimit: 5, video: true })
    const id = await create(withPlan.token, { youtube_url: video })
    await t.database.db.update(plans).set({ video: false }).where(eq(plans.name, 'Teste'))
    const kept = await call(
      withPlan.token,
      'PUT',
      `/v1/properties/${id}`,
      listingBody({ youtube_url: video }),
    )
    expect(kept.statusCode).toBe(200)
  })
})
