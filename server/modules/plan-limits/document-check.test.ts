import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsLimits } from '../../../src/domain/listing-limits'
import { plans } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'

// The profile is the advertiser's own choice: a broker's plan applies once the account holds a valid CRECI, an
// agency's once its agency data holds a valid CNPJ. Until then the account gets an owner's limits, and the
// dashboard's limits say which document is missing.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Brokers' and agencies' free plans allow five listings and a highlight; the owners' one listing.
  await t.database.db
    .update(plans)
    .set({ propertiesLimit: 5, propertiesHighlightedLimit: 1 })
    .where(inArray(plans.kind, ['broker', 'business']))
})
afterAll(() => t?.close())

const limitsOf = async (token: string) => {
  const res = await t.app.inject({ url: '/v1/listings/limits', headers: bearer(token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: ListingsLimits }>().data
}
const myPropertiesLimits = async (token: string) =>
  (await t.app.inject({ url: '/v1/properties', headers: bearer(token) })).json<{
    meta: { limits: { properties: number; missing_document: string | null } }
  }>().meta.limits

describe("a broker's or an agency's plan", () => {
  it('gives an owner’s limits until a valid CNPJ (agency) or CRECI (broker) is in, and says what is missing', async () => {
    const agency = await signUpUser(t.app, { profile: 'business' })
    expect(await limitsOf(agency.token)).toMatchObject({
      subscribed: true,
      properties: { limit: 1 },
      highlights: { limit: 0 },
      missing_document: 'cnpj',
    })
    expect(await myPropertiesLimits(agency.token)).toMatchObject({ properties: 1, missing_document: 'cnpj' })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/agency',
      headers: bearer(agency.token),
      payload: { agency: { name: 'Imobiliária Chapada', cnpj: generateCnpj() } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await limitsOf(agency.token)).toMatchObject({
      properties: { limit: 5 },
      highlights: { limit: 1 },
      missing_document: null,
    })

    const broker = await signUpUser(t.app, { profile: 'broker' })
    expect(await limitsOf(broker.token)).toMatchObject({
      properties: { limit: 1 },
      missing_document: 'creci',
    })
    const creci = await t.app.inject({
      method: 'PUT',
      url: '/sign_up',
      headers: bearer(broker.token),
      payload: { user: { creci: '12345-F/BA' } },
    })
    expect(creci.statusCode, creci.body).toBe(202)
    expect(await limitsOf(broker.token)).toMatchObject({ properties: { limit: 5 }, missing_document: null })

    const owner = await signUpUser(t.app, { profile: 'owner' })
    expect(await limitsOf(owner.token)).toMatchObject({ properties: { limit: 1 }, missing_document: null })
  })
})
