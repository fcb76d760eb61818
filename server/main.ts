import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from './config'
import { buildApp } from './app'
import { openDatabase, type Database } from './db/client'
import { seedIfEmpty } from './db/seed'
import { publicUrlWarning } from './http/site-origin'

const SEED_ONLY = '--seed-only'

/** This same program (with its loader flags, if any) with `--seed-only`, to its end. */
function seedInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1), SEED_ONLY], {
      stdio: 'inherit',
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the demo seed exited with ${String(code)}`)),
    )
  })
}

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(78)
    }
    throw err
  }
  const open = () => openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') })
  const shouldSeed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL)
  const verbose = ['trace', 'debug', 'info'].includes(config.LOG_LEVEL)
  const log = {
    info: (obj: object, msg: string) => {
      if (verbose) console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...obj }))
    },
  }
  const seed = (database: Database) =>
    seedIfEmpty(database.db, { mediaDir: path.join(config.dataDir, 'media'), log })
  if (process.argv.includes(SEED_ONLY)) {
    const database = await open()
    await seed(database)
    await database.close()
    process.exit(0)
  }
  const dbDir = path.join(config.dataDir, 'db')
  if (shouldSeed && !config.DATABASE_URL && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    // A first start of the embedded engine, whose memory never shrinks (nor does what the seed's image generation
    // takes): the demo seed runs in a process of its own, which gives it all back when it ends.
    await seedInChild()
  }
  const database = await open()
  // Seeded already (a count), unless an earlier first start stopped before its end.
  if (shouldSeed) await seed(database)
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await app.close()
      await database.close()
    } finally {
      clearTimeout(timer)
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
  const warning = publicUrlWarning(config)
  if (warning) app.log.warn(warning)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
