import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from '../app'
import { loadConfig } from '../config'
import type { Database } from '../db/client'
import { testDatabase } from './database'

export interface TestApp {
  app: FastifyInstance
  database: Database
  dataDir: string
  close(): Promise<void>
}

/** The real app on a fresh database, driven with `app.inject`. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'allowPushEndpoint'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const database = await testDatabase()
  const app = await buildApp({ config, database, logger: false, ...options })
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
