import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../../db/schema'
import { createProperty, createUser } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'

// The contact form carries a field people never see; a bot that fills it gets the usual answer and nothing else.
let t: TestApp
let propertyId: number
let advertiserId: number

beforeAll(async () => {
  t = await buildTestApp()
  advertiserId = (await createUser(t.database.db)).id
  propertyId = (await createProperty(t.database.db, advertiserId)).id
})
afterAll(() => t.close())

const countLeads = async () =>
  (await t.database.db.select().from(leads).where(eq(leads.advertiserId, advertiserId))).length

const message = (extra: object = {}) => ({
  property_id: propertyId,
  kind: 'message',
  name: 'Bot',
  email: 'bot@example.com',
  message: 'Compre seguidores baratos',
  consent: true,
  ...extra,
})

describe('POST /api/leads: the honeypot', () => {
  it('answers a filled honeypot like any lead but stores nothing', async () => {
    const before = await countLeads()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: message({ website: 'https://spam.example' }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.attributes).toMatchObject({ kind: 'message', property_id: String(propertyId) })
    expect(await countLeads()).toBe(before)
  })

  it('still answers 404 for an unknown listing, as a person would see', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: message({ property_id: 999_999, website: 'x' }),
    })
    expect(res.statusCode).toBe(404)
  })

  it('stores the lead when the honeypot is left empty', async () => {
    const before = await countLeads()
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: message({ website: '' }) })
    expect(res.statusCode).toBe(201)
    expect(await countLeads()).toBe(before + 1)
  })
})
