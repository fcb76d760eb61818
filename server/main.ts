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
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') })
  const app = await buildApp({ config, database })
  const shouldSeed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL)
  if (shouldSeed)
    await seedIfEmpty(database.db, { mediaDir: path.join(config.dataDir, 'media'), log: app.log })

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
