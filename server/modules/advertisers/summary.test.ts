import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agencies } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createUser } from '../../test/fixtures'
import { findAdvertiserSummary } from './repository'

// The advertiser box of a listing page names the registrations a buyer can check: a broker's CRECI, an agency's
// CRECI and CNPJ. An owner has neither, and a CRECI an owner once typed is not shown as a broker's.
let t: TestApp
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  ids.broker = (await createUser(db, { profile: 'broker', creci: '12345-F' })).id
  ids.owner = (await createUser(db, { profile: 'owner', creci: '999' })).id
  ids.agency = (await createUser(db, { profile: 'business', creci: null })).id
  await db
    .insert(agencies)
    .values({ userId: ids.agency, name: 'Imobiliária Sertão', cnpj: '12.345.678/0001-95', creci: 'J-4321' })
})

afterAll(() => t.close())

describe('the advertiser box of a listing', () => {
  it("shows a broker's CRECI", async () => {
    expect(await findAdvertiserSummary(t.database.db, ids.broker!, { withPhones: false })).toMatchObject({
      profile: 'broker',
      creci: '12345-F',
      cnpj: null,
    })
  })

  it("shows an agency's CRECI and CNPJ", async () => {
    expect(await findAdvertiserSummary(t.database.db, ids.agency!, { withPhones: false })).toMatchObject({
      profile: 'business',
      creci: 'J-4321',
      cnpj: '12.345.678/0001-95',
    })
  })

  it('shows no registration for an owner', async () => {
    expect(await findAdvertiserSummary(t.database.db, ids.owner!, { withPhones: false })).toMatchObject({
      profile: 'owner',
      creci: null,
      cnpj: null,
    })
  })
})
