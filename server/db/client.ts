import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { setGenericPlanPool } from './generic-plans'
import { ThreadedPglite } from './pglite-thread-client'
import * as schema from './schema'

export type Schema = typeof schema
/** Both engines expose the same query builder; code depends on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /** PGlite: the system id of the engine's thread (Linux), for measuring its CPU apart from the server's. */
  engineThreadId?: number
  close(): Promise<void>
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations')
export const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '64MB'

/**
 * PostgreSQL when a URL is given, else embedded PGlite, in a thread of its own (see pglite-thread.mjs): persisted
 * in `dir`, or in memory when `dir` is undefined (tests). Migrations are applied before the database is handed out.
 */
export async function openDatabase(opts: {
  url?: string
  dir?: string
  max?: number
  /** PostgreSQL: how long a request may wait for a connection, and a statement may run (ms). */
  timeouts?: { connectMs?: number; statementMs?: number }
}): Promise<Database> {
  if (opts.url) {
    // The driver is loaded for PostgreSQL only: a server on the embedded engine never carries it (some 15 MB).
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    // Bounded waits: while PostgreSQL restarts, requests fail fast (503) instead of hanging, and the pool
    // reconnects by itself once it is back.
    const statementMs = opts.timeouts?.statementMs ?? 30_000
    const max = opts.max ?? 20
    const poolOf = (size: number, options?: string) => {
      const pool = new pg.Pool({
        connectionString: opts.url,
        max: size,
        connectionTimeoutMillis: opts.timeouts?.connectMs ?? 5_000,
        statement_timeout: statementMs,
        query_timeout: statementMs + 2_000,
        options,
      })
      // An idle connection closed by the server (restart, pg_terminate_backend) is an event, not a crash.
      pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`))
      return pool
    }
    const pool = poolOf(max)
    // Connections are opened when first needed: a server that never searches never opens these.
    const generic = poolOf(Math.max(2, Math.ceil(max / 2)), '-c plan_cache_mode=force_generic_plan')
    setGenericPlanPool(pool, generic)
    const db = drizzleNodePg(pool, { schema })
    await migrateNodePg(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), generic.end()])
      },
    }
  }
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true })
  const fresh = opts.dir !== undefined && !fs.existsSync(path.join(opts.dir, 'PG_VERSION'))
  // The engine's memory never shrinks, and its files are in the system's file cache anyway: a smaller buffer
  // pool than PostgreSQL's 128 MB default keeps the process small. Below 64 MB, searches over 50 000 listings
  // read pages back through the file system on every statement (a third more time per search).
  const postgresqlconf = `shared_buffers = ${PGLITE_SHARED_BUFFERS}`
  const client = await ThreadedPglite.create({ dataDir: opts.dir, postgresqlconf })
  // Drizzle's PGlite driver calls `query` and `transaction` only, which the thread's client answers alike.
  const db = drizzlePglite(client as unknown as PGlite, { schema })
  await migratePglite(db, { migrationsFolder })
  // Creating the database files (initdb) takes some 500 MB that the engine keeps: opened again, it starts small.
  if (fresh) {
    await client.close()
    return openDatabase(opts)
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    engineThreadId: client.threadId,
    close: () => client.close(),
  }
}
