// Gaps the leads tests leave: keys expire after 24 h, the sweep, and answers that must not be kept (429).
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, leads } from '../../db/schema'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { sweepIdempotencyKeys } from './idempotency'

let t: TestApp
let propertyId: number

beforeAll(async () => {
  t = await buildTestApp()
  const user = await createUser(t.database.db)
  propertyId = (await createProperty(t.database.db, user.id)).id
})
afterAll(() => t.close())

const lead = (name = 'Maria') => ({ property_id: propertyId, kind: 'whatsapp', name, consent: true })
const post = (url: string, payload: object, key: string, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': key }, remoteAddress: ip })
const age = (key: string, hours: number) =>
  t.database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` })
    .where(eq(idempotencyKeys.key, key))
const leadCount = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length

describe('Idempotency-Key lifetime', () => {
  it('replays within 24 h and runs again once the key is older', async () => {
    const key = randomUUID()
    const first = await post('/api/leads', lead(), key)
    expect(first.statusCode).toBe(201)
    await age(key, 23)
    const replay = await post('/api/leads', lead(), key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())

    await age(key, 25)
    const before = await leadCount()
    const fresh = await post('/api/leads', lead('Outra pessoa'), key)
    expect(fresh.statusCode).toBe(201)
    expect(fresh.headers['idempotent-replayed']).toBeUndefined()
    expect(fresh.json().data.id).not.toBe(first.json().data.id)
    expect(await leadCount()).toBe(before + 1)
  })

  it('the sweep deletes keys past 24 h and keeps the others', async () => {
    const [old, recent] = [randomUUID(), randomUUID()]
    await post('/api/leads', lead(), old)
    await post('/api/leads', lead(), recent)
    await age(old, 24.5)
    expect(await sweepIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1)
    const left = (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (r) => r.key,
    )
    expect(left).toContain(recent)
    expect(left).not.toContain(old)
  })

  it('the app sweeps expired keys when it starts', async () => {
    const key = randomUUID()
    await post('/api/leads', lead(), key)
    await age(key, 30)
    const restarted = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
    })
    await restarted.ready()
    await restarted.close()
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([])
  })

  it('does not keep a rate-limited answer: the same key runs when retried', async () => {
    const ip = '10.9.0.77'
    const report = { property_id: propertyId, reason: 'other' }
    let limitedKey = ''
    for (let i = 0; i < 40 && !limitedKey; i++) {
      const key = randomUUID()
      if ((await post('/api/reports', report, key, ip)).statusCode === 429) limitedKey = key
    }
    expect(limitedKey).not.toBe('')
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, limitedKey)),
    ).toEqual([])
    const retried = await post('/api/reports', report, limitedKey, '10.9.0.78')
    expect(retried.statusCode).toBe(201)
  })
})
