import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPushService, type TestPushService } from '../../adapters/push/test-receiver'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { openDatabase, type Database } from '../../db/client'
import { pushSubscriptions } from '../../db/schema'
import { createProperty, createUser } from '../../test/fixtures'
import { createSavedSearch } from './service'

// Two server processes on one database, both hearing every listing event and both delivering at once: each
// device gets each alert once. Needs a server that runs transactions side by side: PostgreSQL (TEST_DATABASE_URL);
// where PostgreSQL is required (CI), its absence fails the suite instead of skipping it.

const url = process.env.TEST_DATABASE_URL
if (!url && process.env.REQUIRE_POSTGRES_TESTS === '1')
  throw new Error('The exactly-once test needs PostgreSQL: set TEST_DATABASE_URL.')

const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  await c.query(text)
  await c.end()
}

describe.skipIf(!url)('alerts delivered by two app instances on one PostgreSQL database', () => {
  const name = `mi_test_${randomBytes(6).toString('hex')}`
  const apps: FastifyInstance[] = []
  const databases: Database[] = []
  const dirs: string[] = []
  let push: TestPushService

  beforeAll(async () => {
    push = await startTestPushService()
    await admin(`CREATE DATABASE ${name}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${name}`
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: dbUrl.toString(), max: 5 })
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-test-'))
      // Both processes sign with the same keys, as servers sharing a DATA_DIR or JWT_SECRET do.
      const config = loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'j'.repeat(40),
        ADMIN_JWT_SECRET: 'a'.repeat(40),
      })
      const app = await buildApp({
        config,
        database,
        logger: false,
        allowPushEndpoint: (e) => e.startsWith(`${push.origin}/`),
      })
      await app.ready()
      apps.push(app)
      databases.push(database)
      dirs.push(dataDir)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const database of databases) await database.close()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await push.close()
  })

  it('matches and delivers each (search, listing, event) once, whichever instance does it', async () => {
    const db = databases[0]!.db
    const seller = await createUser(db)
    const devices: string[] = []
    for (let i = 0; i < 12; i++) {
      const buyer = await createUser(db)
      const device = push.subscribe()
      devices.push(device.endpoint)
      await db
        .insert(pushSubscriptions)
        .values({ userId: buyer.id, endpoint: device.endpoint, ...device.keys })
      await createSavedSearch(db, buyer.id, {
        kind: 'property',
        query: { category: 'farm' },
        push: true,
        email: 'off',
      })
    }
    const listings = []
    for (let i = 0; i < 8; i++)
      listings.push(await createProperty(db, seller.id, { category: 'farm', price: 500_000 + i }))

    // Every event heard by both processes, at the same time; then both workers deliver at the same time.
    for (const l of listings)
      for (const app of apps) app.listingEvents.emit({ type: 'live', kind: 'property', id: l.id })
    await Promise.all(apps.map((app) => app.background.idle()))
    const rounds = await Promise.all(apps.map((app) => app.alerts.deliver()))
    const again = await Promise.all(apps.map((app) => app.alerts.deliver()))

    const sent = rounds.reduce((n, r) => n + r.sent, 0)
    expect(sent).toBe(devices.length * listings.length)
    expect(again.every((r) => r.sent === 0)).toBe(true)
    const got = push.received.map((r) => `${r.path} ${(r.payload as { url: string }).url}`)
    expect(got).toHaveLength(devices.length * listings.length)
    expect(new Set(got).size).toBe(got.length)
    for (const endpoint of devices)
      expect(push.received.filter((r) => r.path === new URL(endpoint).pathname)).toHaveLength(listings.length)
  })
})
