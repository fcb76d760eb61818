import { randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../db/schema'
import { bearer, signUpUser } from '../../modules/auth/test-helpers'
import { listingBody } from '../../modules/my-listings/test-helpers'
import { buildTestApp, type TestApp } from '../../test/app'

// What the load order of server/app.ts guarantees: the idempotency store sees the uncompressed body (compression
// hooks onto each route, after the app's hooks), every /v1 route is guarded, unknown paths answer the API's 404.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

describe('plugin load order', () => {
  it('stores the uncompressed answer of a compressed mutation and replays it', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const key = randomUUID()
    const send = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/properties',
        headers: { ...bearer(token), 'idempotency-key': key, 'accept-encoding': encoding },
        // Long enough to be compressed (answers over 1 KB are).
        payload: listingBody({
          description: 'Casa ampla, arejada, com quintal grande e garagem coberta. '.repeat(12),
        }),
      })
    const first = await send('gzip')
    expect(first.statusCode).toBe(201)
    expect(first.headers['content-encoding']).toBe('gzip')
    const sent = JSON.parse(gunzipSync(first.rawPayload).toString('utf8')) as unknown
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(JSON.parse(row!.body!)).toEqual(sent)
    const replay = await send('identity')
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(sent)
  })

  it('guards every /v1 route and answers unknown paths with the error envelope', async () => {
    expect((await t.app.inject({ url: '/v1/properties' })).statusCode).toBe(401)
    const missing = await t.app.inject({ url: '/api/nothing-here' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ errors: [{ status: '404', code: 'not_found' }] })
  })
})
