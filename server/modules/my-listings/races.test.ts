import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsLimits } from '../../../src/domain/listing-limits'
import type { TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listeningApp, listingBody, photoBytes, upload, vehicleFixture } from './test-helpers'

// Ten writes at once that publish through the one write path (a create or an editor's save with a status) leave
// exactly one listing in a plan with one place, for both kinds. Races need transactions side by side: PGlite runs
// one at a time, so these run on PostgreSQL (TEST_DATABASE_URL), as the lifecycle's own race tests do.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres && process.env.REQUIRE_POSTGRES_TESTS === '1')
  throw new Error('These race tests need PostgreSQL: set TEST_DATABASE_URL.')

const TEN = Array.from({ length: 10 }, (_, i) => i)

describe.skipIf(!onPostgres)('publishing through the write path, ten at once', () => {
  let t: TestApp
  let base: string
  let vehicleBody: Awaited<ReturnType<typeof vehicleFixture>>['body']
  beforeAll(async () => {
    ;({ t, base } = await listeningApp({ NODE_ENV: 'development' }))
    vehicleBody = (await vehicleFixture(t.database.db)).body
  })
  afterAll(() => t.close())

  /** A new owner on the free plan: one place for properties, one for vehicles. */
  const owner = () => signUpUser(t.app, { profile: 'owner' })
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload })
  /** What takes a place of the plan now, as the advertiser reads it. */
  const taking = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/listings/limits', headers: bearer(token) })
    const { properties, vehicles } = res.json<{ data: ListingsLimits }>().data
    return { properties: properties.active, vehicles: vehicles.active }
  }
  const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort()

  it('ten properties created published leave one live, nine refused and not created', async () => {
    const user = await owner()
    const results = await Promise.all(
      TEN.map(() => send(user.token, 'POST', '/v1/properties', listingBody({ status: 'active' }))),
    )
    expect(codes(results)).toEqual([201, ...Array(9).fill(422)])
    expect(await taking(user.token)).toEqual({ properties: 1, vehicles: 0 })
  })

  it('ten vehicles created with a photo and sent to review leave one in review', async () => {
    const user = await owner()
    const photos = await Promise.all(TEN.map(async () => upload(base, user.token, await photoBytes())))
    const results = await Promise.all(
      photos.map((id) =>
        send(user.token, 'POST', '/v1/vehicles', {
          ...vehicleBody(),
          photos: [{ upload_id: id }],
          status: 'pending',
        }),
      ),
    )
    expect(codes(results)).toEqual([201, ...Array(9).fill(422)])
    expect(await taking(user.token)).toEqual({ properties: 0, vehicles: 1 })
  })

  it("ten editor's saves of vehicle drafts asking to publish leave one in review", async () => {
    const user = await owner()
    const drafts: string[] = []
    for (const _ of TEN) {
      const photo = await upload(base, user.token, await photoBytes())
      const res = await send(user.token, 'POST', '/v1/vehicles', {
        ...vehicleBody(),
        photos: [{ upload_id: photo }],
      })
      drafts.push(res.json<{ data: { id: string } }>().data.id)
    }
    const results = await Promise.all(
      drafts.map((id) =>
        send(user.token, 'PUT', `/v1/vehicles/${id}`, { ...vehicleBody(), status: 'pending' }),
      ),
    )
    expect(codes(results)).toEqual([200, ...Array(9).fill(422)])
    expect(await taking(user.token)).toEqual({ properties: 0, vehicles: 1 })
  })
})
