// `npm run bench:soak`: the server under a long mixed public load, under faults, and as two processes.
// 1. Soak: the app on a fresh PostgreSQL database with the demo data (and Redis), autocannon with the public mix
//    at --connections for --duration seconds; the server's RSS every 5 s, latencies and errors.
// 2. Faults: PostgreSQL's connections killed, then refused for 4 s, under load (503s, slowest answer, recovery
//    without a restart); a server SIGKILLed in the middle of an upload and restarted (the offset it resumes from).
// 3. Two processes on that database and one Redis: load over both, and a listing change, a sign-out, an
//    Idempotency-Key and a rate limit across them.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; Redis: TEST_REDIS_URL, REDIS_URL or
// redis://127.0.0.1:6379. Exit 1 on any failed soak request or a missing fault/two-process result.
//   --duration=60  --connections=50  --skip-faults  --skip-two
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { dropRedisKeys, redisAnswers, scratchDatabase } from '../server/test/shared-state'
import { startServerProcess, type ServerProcess } from '../server/test/server-process'
import type { LoadResult } from './bench-search-load'
import { databaseOutage, uploadCrash } from './bench-soak-faults'
import { publicMix, rssMb } from './bench-soak-traffic'
import { twoProcesses } from './bench-soak-two'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'skip-faults': { type: 'boolean', default: false },
    'skip-two': { type: 'boolean', default: false },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-bench-soak-'))
const prefix = `mi-soak-${randomBytes(4).toString('hex')}:`

if (!(await redisAnswers(redisUrl))) {
  console.error(`Redis does not answer at ${redisUrl} (set TEST_REDIS_URL).`)
  process.exit(1)
}
const scratch = await scratchDatabase(adminUrl)
const dbName = new URL(scratch.url).pathname.slice(1)
const env = {
  DATABASE_URL: scratch.url,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  JWT_SECRET: randomBytes(24).toString('hex'),
  ADMIN_JWT_SECRET: randomBytes(24).toString('hex'),
}
const servers: ServerProcess[] = []
let ok = true

/** autocannon in its own process (bench-search-load.ts) while this one samples the server's memory. */
async function soak(server: ServerProcess, paths: string[]) {
  const input = path.join(work, 'soak.json')
  fs.writeFileSync(
    input,
    JSON.stringify({ url: server.url, connections, durationSeconds: duration, warmupSeconds: 0, paths }),
  )
  const samples: string[] = []
  const rss: number[] = []
  const started = Date.now()
  const sample = () => {
    const mb = rssMb(server.child.pid!)
    rss.push(mb)
    samples.push(`${Math.round((Date.now() - started) / 1000)} s ${mb} MB`)
  }
  sample()
  const sampler = setInterval(sample, 5_000)
  const load = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bench-search-load.ts'), input],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  load.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  await new Promise((resolve) => load.on('exit', resolve))
  clearInterval(sampler)
  sample()
  const r = JSON.parse(out.trim().split('\n').pop()!) as LoadResult
  const failed = r.errors + r.non2xx + r.timeouts
  ok &&= failed === 0
  const early = rss.slice(1, 4)
  const late = rss.slice(-3)
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  console.log(`  RSS every 5 s: ${samples.join(', ')}`)
  console.log(
    `  RSS ${mean(early).toFixed(0)} MB at 5–15 s, ${mean(late).toFixed(0)} MB over the last 10 s ` +
      `(${(mean(late) - mean(early)).toFixed(0)} MB)`,
  )
  console.log(
    `  ${r.rps.toFixed(0)} requests/s (${r.requests}); p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
      `p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms; errors ${r.errors}, non-2xx ${r.non2xx}, ` +
      `timeouts ${r.timeouts} → ${failed === 0 ? 'PASS' : 'FAIL'}`,
  )
}

try {
  console.log('Starting the app on a fresh PostgreSQL database with the demo data…')
  const a = await startServerProcess({
    dataDir: path.join(work, 'a'),
    env: { ...env, SEED_DEMO: 'true' },
    timeoutMs: 300_000,
  })
  servers.push(a)
  const paths = await publicMix(a.url)

  console.log(`\nSoak: ${connections} connections, ${duration} s of public reads`)
  await soak(a, paths)

  if (!values['skip-faults']) {
    console.log('\nPostgreSQL going away under load')
    for (const line of await databaseOutage(a.url, adminUrl, dbName, paths)) console.log(`  ${line}`)
    console.log('\nServer killed in the middle of an upload (PGlite, no demo data)')
    for (const line of await uploadCrash()) console.log(`  ${line}`)
  }

  if (!values['skip-two']) {
    console.log('\nTwo processes, one PostgreSQL database, one Redis')
    const b = await startServerProcess({ dataDir: path.join(work, 'b'), env })
    servers.push(b)
    for (const line of await twoProcesses(a, b, paths)) console.log(`  ${line}`)
  }
} catch (err) {
  ok = false
  console.error(err)
} finally {
  for (const server of servers) await server.stop()
  await scratch.drop()
  await dropRedisKeys(redisUrl, prefix)
  fs.rmSync(work, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
