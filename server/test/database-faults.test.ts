import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { SERVICE_UNAVAILABLE } from '../db/unavailable'
import { createProperty, createUser } from './fixtures'
import { scratchDatabase, startInstance, type Instance } from './shared-state'

// PostgreSQL going away under the app, simulated on a database of the test's own (the machine's server is never
// restarted): its connections are killed, it refuses new ones for a while, a table stays locked. Requests must
// fail fast with the pt-BR 503 meanwhile, none may hang, and the app must recover by itself.
const serverUrl = process.env.TEST_DATABASE_URL
const CONNECT_MS = 1_000
const STATEMENT_MS = 1_500

let app: Instance
let scratch: { url: string; drop(): Promise<void> }
let name: string

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}
const killConnections = () =>
  admin(serverUrl!, (c) =>
    c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    ),
  )
const allowConnections = (allow: boolean) =>
  admin(serverUrl!, (c) => c.query(`alter database ${name} allow_connections ${allow}`))

/** A public search: its status, its error text and how long it took. */
async function search() {
  const started = Date.now()
  const res = await app.app.inject({ url: '/api/properties?city=irece' })
  const detail = res.statusCode === 200 ? '' : res.json<{ errors: { detail: string }[] }>().errors[0]?.detail
  return { status: res.statusCode, detail, ms: Date.now() - started }
}

describe.skipIf(!serverUrl)('the database going away under load', () => {
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!)
    name = new URL(scratch.url).pathname.slice(1)
    app = await startInstance(scratch.url, {}, undefined, {
      connectMs: CONNECT_MS,
      statementMs: STATEMENT_MS,
    })
    const owner = await createUser(app.database.db)
    await createProperty(app.database.db, owner.id, { name: 'Casa no Centro' })
  })
  afterAll(async () => {
    await allowConnections(true).catch(() => undefined)
    await app?.close()
    await scratch?.drop()
  })

  it('answers again, without a restart, after every connection was killed', async () => {
    expect((await search()).status).toBe(200)
    await killConnections()
    const during = await Promise.all(Array.from({ length: 10 }, search))
    for (const r of during) {
      expect([200, 503]).toContain(r.status)
      expect(r.ms).toBeLessThan(CONNECT_MS + STATEMENT_MS + 1_000)
    }
    expect((await search()).status).toBe(200)
  })

  it('fails fast with the pt-BR 503 while the database refuses connections, then recovers', async () => {
    await allowConnections(false)
    await killConnections()
    const down = await Promise.all(Array.from({ length: 20 }, search))
    for (const r of down) {
      expect(r).toMatchObject({ status: 503, detail: SERVICE_UNAVAILABLE })
      expect(r.ms).toBeLessThan(CONNECT_MS + 1_000)
    }
    const res = await app.app.inject({ url: '/api/properties' })
    expect(res.headers['retry-after']).toBe('5')
    await allowConnections(true)
    expect((await search()).status).toBe(200)
  })

  it('gives up on a statement held by a lock after the statement timeout, with the 503', async () => {
    await admin(scratch.url, async (c) => {
      await c.query('begin')
      await c.query('lock table properties in access exclusive mode')
      const held = await search()
      await c.query('rollback')
      expect(held).toMatchObject({ status: 503, detail: SERVICE_UNAVAILABLE })
      expect(held.ms).toBeLessThan(STATEMENT_MS + 1_500)
    })
    expect((await search()).status).toBe(200)
  })
})
