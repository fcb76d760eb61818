import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'

/** Whether Redis answers at `url` within a second (tests that need it are skipped otherwise). */
export async function redisAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server: its URL, and `drop()` that removes it. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mi_test_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: serverUrl })
    await c.connect()
    await c.query(statement)
    await c.end()
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export interface Instance {
  app: FastifyInstance
  database: Database
  close(): Promise<void>
}

/** One more app on a shared database (and Redis, with REDIS_URL in `env`), as a second process would run it. */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string>,
  setup?: (app: FastifyInstance) => void,
  timeouts?: { connectMs?: number; statementMs?: number },
): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-instance-'))
  // The token secrets are shared like the database: given, not generated per data folder.
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'a-shared-secret-for-every-process-0123456789',
    ADMIN_JWT_SECRET: 'another-shared-secret-for-the-back-office-0123',
    ...env,
  })
  const database = await openDatabase({ url: databaseUrl, max: 5, timeouts })
  const app = await buildApp({ config, database, logger: false })
  setup?.(app)
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Deletes every key under `prefix` (a test run's own). */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
}
