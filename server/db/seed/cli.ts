// `npm run seed [-- --force] [-- --scale=0.1]`: demo data into the database of server/main.ts's configuration
// (DATABASE_URL, or PGlite in DATA_DIR/db). Without --force an existing database with users is left alone.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../../config'
import { openDatabase } from '../client'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  demoAccounts,
  seedDemo,
  seedIfEmpty,
  wipeDemo,
} from './index'

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, scale: { type: 'string' } },
})
const scale = values.scale === undefined ? 1 : Number(values.scale)
if (!(scale > 0 && scale <= 20)) {
  console.error(`--scale must be a number in (0, 20], got ${values.scale}`)
  process.exit(64)
}

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

const started = performance.now()
const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') })
const opened = performance.now()
const target = config.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${path.join(config.dataDir, 'db')}`
console.log(`Database: ${target}, opened and migrated in ${((opened - started) / 1000).toFixed(1)} s`)

try {
  const mediaDir = path.join(config.dataDir, 'media')
  if (values.force) {
    console.log('--force: wiping the demo tables')
    await wipeDemo(database.db)
  }
  const result = values.force
    ? await seedDemo(database.db, { mediaDir, scale })
    : await seedIfEmpty(database.db, { mediaDir, scale })
  if (!result) {
    console.log('The database already has users: nothing done (use --force to wipe and seed again).')
  } else {
    const width = Math.max(...Object.keys(result.counts).map((k) => k.length))
    for (const [k, n] of Object.entries(result.counts))
      console.log(`  ${k.padEnd(width)}  ${n.toLocaleString('pt-BR').padStart(7)}`)
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `Seeded in ${s(result.ms.total)} (images ${s(result.ms.images)}, rows ${s(result.ms.data)}); media in ${mediaDir}`,
    )
    console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${demoAccounts.map((a) => a.email).join(', ')}`)
    console.log(`Back office: ${ADMIN_EMAIL} / ${ADMIN_PASSWORD}`)
  }
} catch (err) {
  // Drizzle wraps the driver's error with the whole (huge) statement: show the cause only.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err
  console.error('Seed failed:', cause instanceof Error ? cause.message : cause)
  process.exitCode = 1
} finally {
  await database.close()
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s (open, migrate, seed, close)`)
}
