// `npm run bench:search`: the property search under load on both engines, against the budgets in docs/search.md.
// For each engine: a temporary database (PGlite in a temp dir; a fresh PostgreSQL database on TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), 50 000 properties from the demo seed's own
// generators, then the app on a free port and autocannon, each in its own process, with a rotating mix of
// filtered searches (scripts/bench-search-mix.ts). Beside the latencies, the CPU per search of the server (Node)
// and of the database, from /proc (scripts/bench-search-cpu.ts). Exit 1 when a budget is missed or a request fails.
//   --engine=pglite|postgres   one engine only
//   --duration=20              measured seconds, after --warmup=10 unmeasured ones (first visits of each search)
//   --distinct=300             different searches in the mix (drawn with Zipf weights)
//   --no-cache                 without the search cache: the raw database figures
//   --listings=50000           properties seeded (500000 for the scale figures)
//   --connections=10,50        concurrent connections, one run each (PGlite: 10); the budget is judged at the first
//   --shapes                   then each query shape of the mix alone (--shape-duration=8 s after 3 of warm-up):
//                              CPU per search per shape; --shape=text runs that shape only
//   --keep                     keep the databases and print where; --pglite-dir=DIR / --postgres-db=NAME reuse one
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { localDiskStorage } from '../server/adapters/storage/local-disk'
import { openDatabase, type Database } from '../server/db/client'
import { properties } from '../server/db/schema'
import { buildImagePool } from '../server/db/seed/images/pool'
import { seedProperties } from '../server/db/seed/properties'
import { Rng } from '../server/db/seed/random'
import { seedUsers } from '../server/db/seed/users'
import { snapshot, used, type CpuUsed } from './bench-search-cpu'
import type { LoadResult } from './bench-search-load'
import { searchMix, searchShapes, shapeOf, type SearchShape } from './bench-search-mix'

type Engine = 'postgres' | 'pglite'

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    duration: { type: 'string', default: '20' },
    // The figures are a running server's: the first visit of each search (a cache miss) comes before.
    warmup: { type: 'string', default: '10' },
    'no-cache': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'pglite-dir': { type: 'string' },
    'postgres-db': { type: 'string' },
    distinct: { type: 'string', default: '300' },
    listings: { type: 'string', default: '50000' },
    connections: { type: 'string' },
    shapes: { type: 'boolean', default: false },
    shape: { type: 'string' },
    'shape-duration': { type: 'string', default: '8' },
  },
})
const LISTINGS = Number(values.listings)
const large = LISTINGS >= 500_000
/** Uncached budgets (docs/search.md): p95 at the first number of connections, CPU per search (Node + database). */
const engines = {
  postgres: { connections: [10, 50], p95: large ? 40 : 20, cpuMs: large ? 2 : 1.5 },
  pglite: { connections: [10], p95: 50, cpuMs: large ? 2 : 1.5 },
} as const
const duration = Number(values.duration)
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-bench-search-'))
const postgresDb = values['postgres-db'] ?? `mi_bench_${process.pid}_${Date.now().toString(36)}`
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`

async function adminQuery(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return (await client.query(text, params)).rowCount ?? 0
  } finally {
    await client.end()
  }
}

/** A fresh (or reused) database and how to drop it. */
async function openBenchDatabase(
  engine: Engine,
): Promise<{ database: Database; where: { url?: string; dir?: string }; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const dir = values['pglite-dir'] ?? path.join(work, 'pglite')
    const database = await openDatabase({ dir })
    const keep = values.keep || values['pglite-dir'] !== undefined
    return {
      database,
      where: { dir },
      drop: async () => {
        if (keep) console.log(`  kept PGlite in ${dir}`)
      },
    }
  }
  const name = postgresDb
  const exists = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!exists) await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), max: 20 })
  const keep = values.keep || values['postgres-db'] !== undefined
  return {
    database,
    where: { url: url.toString() },
    drop: async () => {
      if (keep) console.log(`  kept PostgreSQL database ${name}`)
      else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** The demo seed's advertisers and properties (its generators, not a copy), then fresh planner statistics. */
async function seed(database: Database, mediaDir: string): Promise<void> {
  const [row] = await database.db.select({ n: count() }).from(properties)
  if (Number(row?.n ?? 0) >= LISTINGS) return console.log(`  reusing ${row?.n} properties`)
  const started = performance.now()
  const rng = new Rng('bench-search')
  const pool = await buildImagePool(database.db, localDiskStorage(mediaDir))
  const people = await database.db.transaction((tx) =>
    seedUsers(tx, rng.fork('users'), { perProfile: 60, passwordHash: '!', pool }),
  )
  // In batches of 50 000 (one transaction of 500 000 rows holds them all in memory).
  for (let done = 0; done < LISTINGS; done += 50_000) {
    const count = Math.min(50_000, LISTINGS - done)
    await database.db.transaction((tx) =>
      seedProperties(tx, rng.fork(done === 0 ? 'properties' : `properties-${done}`), {
        count,
        users: people.users,
        pool,
      }),
    )
  }
  // What autovacuum would do after a bulk load (PGlite has no autovacuum: the app runs it, see search/routes.ts).
  await database.db.execute(sql`vacuum analyze`)
  console.log(`  seeded ${LISTINGS.toLocaleString('pt-BR')} properties in ${seconds(started)}`)
}

/** Runs a script of this folder with tsx; resolves with its stdout lines as they come. */
function child(script: string, arg: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: string[] = []
  const waiters: (() => void)[] = []
  let buffer = ''
  proc.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      lines.push(buffer.slice(0, i))
      buffer = buffer.slice(i + 1)
      waiters.splice(0).forEach((w) => w())
    }
  })
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve))
  const nextLine = <T>() =>
    new Promise<T>((resolve, reject) => {
      const take = () => lines.length > 0 && (resolve(JSON.parse(lines.shift()!) as T), true)
      if (take()) return
      waiters.push(() => void take())
      void exited.then(() => take() || reject(new Error(`${script} exited without an answer`)))
    })
  return { proc, nextLine, exited }
}

interface Measured {
  load: LoadResult
  cpu: CpuUsed
}

/** One load run against the running server, with the CPU used by the server and the database meanwhile. */
async function measure(
  engine: Engine,
  server: { pid: number; address: string; engineTid?: number },
  paths: string[],
  connections: number,
  seconds: { duration: number; warmup: number },
): Promise<Measured> {
  const inputFile = path.join(work, 'load.json')
  fs.writeFileSync(
    inputFile,
    JSON.stringify({
      url: server.address,
      connections,
      durationSeconds: seconds.duration,
      warmupSeconds: seconds.warmup,
      paths,
    }),
  )
  const postgres = engine === 'postgres' ? { adminUrl, database: postgresDb } : undefined
  const load = child('bench-search-load.ts', inputFile)
  await load.nextLine<{ measuring: true }>()
  const before = await snapshot(server.pid, postgres)
  const r = await load.nextLine<LoadResult>()
  const after = await snapshot(server.pid, postgres)
  await load.exited
  if (engine === 'pglite' && server.engineTid === undefined)
    throw new Error('PGlite did not report its thread')
  return { load: r, cpu: used(before, after, engine === 'pglite' ? server.engineTid : undefined) }
}

// No request finished in the window gives NaN, which crosses the process boundary as null.
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : `${n.toFixed(1)} ms`)
const perSearch = (m: Measured) => {
  const n = Math.max(1, m.load.requests)
  return { node: m.cpu.node / n, database: m.cpu.database / n, all: (m.cpu.node + m.cpu.database) / n }
}
const cpuText = (m: Measured) => {
  const c = perSearch(m)
  return `CPU per search ${c.all.toFixed(2)} ms (Node ${c.node.toFixed(2)}, database ${c.database.toFixed(2)})`
}
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

async function bench(engine: Engine): Promise<boolean> {
  const target = engines[engine]
  const connections = values.connections ? values.connections.split(',').map(Number) : [...target.connections]
  console.log(
    `\n${engine}: ${LISTINGS.toLocaleString('pt-BR')} listings, ${duration} s, budget at ${connections[0]} ` +
      `connections p95 ≤ ${target.p95} ms, CPU per search ≤ ${target.cpuMs} ms`,
  )
  const started = performance.now()
  const { database, drop, where } = await openBenchDatabase(engine)
  console.log(`  opened and migrated in ${seconds(started)}`)
  const dataDir = path.join(work, engine)
  try {
    await seed(database, path.join(dataDir, 'media'))
  } finally {
    await database.close()
  }
  try {
    const server = child(
      'bench-search-server.ts',
      JSON.stringify({ ...where, dataDir, noCache: values['no-cache'] }),
    )
    const { address, engineTid } = await server.nextLine<{ address: string; engineTid?: number }>()
    const running = { pid: server.proc.pid!, address, engineTid }
    const mix = searchMix(20_000, Number(values.distinct))
    let ok = true
    try {
      const only = values.shape as SearchShape | undefined
      const paths = only ? mix.filter((p) => shapeOf(p) === only) : mix
      for (const [i, n] of connections.entries()) {
        const m = await measure(engine, running, paths, n, { duration, warmup: Number(values.warmup) })
        const r = m.load
        const failures = r.errors + r.non2xx + r.timeouts
        console.log(
          `  ${n} connections${only ? `, shape ${only}` : ''}: ${r.rps.toFixed(0)} requests/s (${r.requests} in ` +
            `${duration} s); latency p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ` +
            `errors ${r.errors}, non-2xx ${r.non2xx}, timeouts ${r.timeouts}; load average ${loadAverage()}`,
        )
        console.log(`    ${cpuText(m)}`)
        const cpu = perSearch(m).all
        // The budget is judged at the first number of connections; the others are printed.
        if (i === 0) {
          const pass = r.requests > 0 && r.p95 <= target.p95 && cpu <= target.cpuMs && failures === 0
          ok = pass
          console.log(
            `    ${pass ? 'PASS' : 'FAIL'} (p95 ${ms(r.p95)} ${r.p95 <= target.p95 ? '≤' : '>'} ${target.p95} ms, ` +
              `CPU ${cpu.toFixed(2)} ${cpu <= target.cpuMs ? '≤' : '>'} ${target.cpuMs} ms, ${failures} failed)`,
          )
        } else if (failures > 0) ok = false
      }
      if (values.shapes) {
        const shapeSeconds = { duration: Number(values['shape-duration']), warmup: 3 }
        console.log(`  per shape (${connections[0]} connections, ${shapeSeconds.duration} s each):`)
        for (const shape of searchShapes) {
          const paths = mix.filter((p) => shapeOf(p) === shape)
          const m = await measure(engine, running, paths, connections[0]!, shapeSeconds)
          const share = ((paths.length / mix.length) * 100).toFixed(0)
          console.log(
            `    ${shape.padEnd(12)} ${share.padStart(3)} % of the mix: ${cpuText(m)}; ` +
              `${m.load.rps.toFixed(0)} requests/s, p95 ${ms(m.load.p95)}; load average ${loadAverage()}`,
          )
        }
      }
    } finally {
      server.proc.kill('SIGTERM')
    }
    const cache = await server.nextLine<{ hits: number; misses: number }>()
    await server.exited
    console.log(
      `  search cache: ${values['no-cache'] ? 'off' : `${cache.hits} hits, ${cache.misses} misses`}`,
    )
    return ok
  } finally {
    await drop()
  }
}

const selected: Engine[] = values.engine ? [values.engine as Engine] : ['pglite', 'postgres']
let allOk = true
try {
  for (const engine of selected) allOk = (await bench(engine)) && allOk
} finally {
  if (!values.keep) fs.rmSync(work, { recursive: true, force: true })
}
process.exit(allOk ? 0 : 1)
