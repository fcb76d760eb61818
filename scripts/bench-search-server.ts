// The app under test of `npm run bench:search`, in its own process (not the one that seeded: its heap and the
// load generator's stay out of the figures). Input (argv[2]): JSON { url?, dir?, dataDir, noCache }. Prints
// { address, engineTid } once listening (engineTid: PGlite's thread); on SIGTERM prints { hits, misses }, drains and exits.
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'

interface ServerInput {
  url?: string
  dir?: string
  dataDir: string
  noCache: boolean
}

const input = JSON.parse(process.argv[2]!) as ServerInput
const database = await openDatabase(input.url ? { url: input.url, max: 20 } : { dir: input.dir })
const config = loadConfig({ DATA_DIR: input.dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' })
// Logs go to stderr: stdout carries only the answers the parent reads.
const app = await buildApp({ config, database, logger: { level: 'warn', stream: process.stderr } })
const cache = app.searchCache
if (input.noCache) cache.setTtl(0)
const address = await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(JSON.stringify({ address, engineTid: database.engineThreadId }) + '\n')

process.once('SIGTERM', () => {
  process.stdout.write(JSON.stringify({ hits: cache.hits, misses: cache.misses }) + '\n')
  void (async () => {
    await app.close()
    // autocannon hangs up on requests still running, and cache refreshes may be under way: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await database.close()
    process.exit(0)
  })()
})
