import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsLimits } from '../../../src/domain/listing-limits'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { subscribe } from './test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const limits = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/listings/limits', headers: bearer(token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: ListingsLimits }>().data
}

describe('GET /v1/listings/limits', () => {
  it('answers the plan and, per kind, its limit and what takes a place (archived and unpublished ones do not)', async () => {
    const user = await signUpUser(t.app, { profile: 'owner' })
    const db = t.database.db
    const userId = Number(user.userId)
    const plan = await subscribe(db, userId, {
      name: 'Profissional',
      propertiesLimit: 5,
      propertiesHighlightedLimit: 2,
      propertyGalleryLimit: 20,
      video: true,
    })
    const tomorrow = new Date(Date.now() + 86_400_000)
    await createProperty(db, userId, { status: 'active', highlighted: true, highlightedUntil: tomorrow })
    await createProperty(db, userId, { status: 'active' })
    await createProperty(db, userId, { status: 'paused' })
    await createProperty(db, userId, { status: 'active', deletedAt: new Date() })
    // An expired highlight no longer holds a place.
    await createProperty(db, userId, { status: 'active', highlighted: true, highlightedUntil: new Date(1) })
    const catalogue = await createCatalogue(db)
    for (const status of ['published', 'pending', 'draft', 'paused'] as const)
      await createVehicle(db, userId, catalogue, { status })
    await createVehicle(db, userId, catalogue, { status: 'published', deletedAt: new Date() })

    expect(await limits(user.token)).toEqual({
      plan: { id: String(plan.id), name: 'Profissional', source: 'active' },
      subscribed: true,
      gallery: 20,
      video: true,
      properties: { limit: 5, active: 3 },
      vehicles: { limit: 5, active: 2 },
      highlights: { limit: 2, active: 1 },
      missing_document: null,
    })
  })

  it('answers the free plan, unsubscribed, before the welcome plan starts; 401 without a token', async () => {
    const user = await signUpUser(t.app)
    const answer = await limits(user.token)
    expect(answer).toMatchObject({
      subscribed: false,
      properties: { active: 0 },
      vehicles: { active: 0 },
      highlights: { active: 0 },
    })
    // The profile's free plan gives the limits; without a subscription nothing may be published.
    expect(answer.plan.source).toBe('free')
    expect((await t.app.inject({ method: 'GET', url: '/v1/listings/limits' })).statusCode).toBe(401)
  })
})
