import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyProperty } from '../../../src/domain/my-property'
import type { Property } from '../../../src/domain/property'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listingBody } from './test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const create = async (token: string, over: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: bearer(token),
    payload: listingBody(over),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ data: MyProperty }>().data
}
const publicDetail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json<{ data: Property }>().data

describe('monthly costs, both prices and S/N', () => {
  it('keeps condomínio, IPTU and a house number "S/N" from the editor to the public page', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const mine = await create(token, {
      category: 'apartment',
      listing_type: 'rent',
      price: '1.350',
      rental_period: 'monthly',
      condo_fee: '450',
      iptu_monthly: '85,50',
      address: { ...listingBody().address, number: 'S/N' },
    })
    expect(mine.attributes).toMatchObject({ condo_fee: 450, iptu_monthly: 86, rent_price: null })
    const shown = await publicDetail(mine.id)
    expect(shown.attributes).toMatchObject({ price: 1350, condo_fee: 450, iptu_monthly: 86 })
    expect(shown.attributes.address.number).toBe('S/N')
  })

  it('gives a listing for sale and rent both amounts, and drops the rent of a plain sale', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const both = await create(token, {
      listing_type: 'both',
      price: 545000,
      rent_price: 1900,
      rental_period: 'monthly',
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/properties?listing_type=rent&per_page=60' })
    const card = list.json<{ data: Property[] }>().data.find((p) => p.id === both.id)
    expect(card?.attributes).toMatchObject({ price: 545000, rent_price: 1900 })

    // Unpublished: the free plan has room for one active listing.
    const sale = await create(token, { listing_type: 'sale', rent_price: 1900, status: 'pending' })
    expect(sale.attributes.rent_price).toBeNull()
  })

  it('leaves the costs out when an older client does not send them', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const mine = await create(token, {})
    expect(mine.attributes).toMatchObject({ condo_fee: null, iptu_monthly: null, rent_price: null })
  })
})
