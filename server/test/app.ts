import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { userProfiles } from '../../src/domain/enums'
import { buildApp, type BuildOptions } from '../app'
import { loadConfig } from '../config'
import type { Database, Db } from '../db/client'
import { plans } from '../db/schema'
import { DEFAULT_PLAN_LIMITS } from '../modules/plan-limits/service'
import { testDatabase } from './database'

export interface TestApp {
  app: FastifyInstance
  database: Database
  dataDir: string
  close(): Promise<void>
}

/** One free plan per profile with the built-in default limits, as the demo data and a real database have. */
export async function insertFreePlans(db: Db): Promise<void> {
  await db.insert(plans).values(
    userProfiles.map((kind) => ({
      name: 'Grátis',
      kind,
      price: 0,
      isFree: true,
      recurring: false,
      days: 0,
      propertiesLimit: DEFAULT_PLAN_LIMITS.properties,
      propertiesHighlightedLimit: DEFAULT_PLAN_LIMITS.highlighted,
      propertyGalleryLimit: DEFAULT_PLAN_LIMITS.gallery,
      video: DEFAULT_PLAN_LIMITS.video,
      highlightDays: DEFAULT_PLAN_LIMITS.highlightDays,
    })),
  )
}

/**
 * The real app on a fresh database, driven with `app.inject`. The database has one free plan per profile with the
 * built-in default limits (one live listing, ten photos, no highlight, no video), as a real one has free plans:
 * an advertiser who chooses a profile gets it as their welcome subscription, so may publish. `freePlans: false`
 * leaves the plans table empty (advertisers then have no subscription until a test gives them one).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'allowPushEndpoint' | 'webhookResolver' | 'allowFeedHost'> & {
    freePlans?: boolean
    /** Rows the database holds before the app starts (what a server finds at boot). */
    before?: (db: Db) => Promise<void>
  } = {},
): Promise<TestApp> {
  const { freePlans = true, before, ...buildOptions } = options
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const database = await testDatabase()
  if (freePlans) await insertFreePlans(database.db)
  await before?.(database.db)
  const app = await buildApp({ config, database, logger: false, ...buildOptions })
  await app.ready()
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
