import path from 'node:path'
import { ConfigError, loadConfig } from './config'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { publicUrlWarning } from './http/site-origin'

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
  let database = await open()
  const shouldSeed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL)
  if (shouldSeed) {
    const verbose = ['trace', 'debug', 'info'].includes(config.LOG_LEVEL)
    const log = {
      info: (obj: object, msg: string) => {
        if (verbose) console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...obj }))
      },
    }
    const seeded = await seedIfEmpty(database.db, { mediaDir: path.join(config.dataDir, 'media'), log })
    // The embedded engine's memory only grows: reopened after the bulk load, it gives back what the load took.
    if (seeded && database.engine === 'pglite') {
      await database.close()
      database = await open()
    }
  }
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
