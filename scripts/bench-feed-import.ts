// `npm run bench:feed-import`: an agency's VRSync feed of 2 000 listings (one photo each, every photo a picture of
// its own, served by a local server in the same process) imported through the API into an embedded database on
// disk, then the same feed again. Run as `npm start` runs the server (bundled, plain JavaScript), on database files
// made by another process (creating them takes some 500 MB the engine keeps; a server opens existing ones). Prints
// the first import's time, the re-import's time and the peak resident memory, each with the load average; exit 1
// above the budgets (import ≤ 120 s, re-import ≤ 20 s, RSS ≤ 400 MB).
//   --listings=2000 --photos=1
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { agencies } from '../server/db/schema'
import { bearer, signUpUser } from '../server/modules/auth/test-helpers'
import { photoServer, sampleFeed } from '../server/modules/feeds/sample-feed'
import { subscribe } from '../server/modules/my-listings/test-helpers'
import { insertFreePlans } from '../server/test/app'

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '2000' },
    photos: { type: 'string', default: '1' },
    // Internal: the child that creates the database files, and the one that serves the feed's photos.
    'make-db': { type: 'string' },
    'serve-photos': { type: 'boolean' },
  },
})
if (values['make-db']) {
  const made = await openDatabase({ dir: values['make-db'] })
  await insertFreePlans(made.db)
  await made.close()
  process.exit(0)
}
if (values['serve-photos']) {
  const served = await photoServer()
  process.stdout.write(`${served.origin}\n`)
  process.stdin.on('end', () => void served.close().then(() => process.exit(0)))
  process.stdin.resume()
  await new Promise<never>(() => {})
}
const LISTINGS = Number(values.listings)
const PHOTOS = Number(values.photos)
const BUDGET = { importS: 120, reimportS: 20, rssMb: 400 }
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024)

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-bench-feed-'))
const dbDir = path.join(work, 'db')
const made = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, `--make-db=${dbDir}`], {
  stdio: 'inherit',
})
if (made.status !== 0) throw new Error('creating the database failed')
// The agency's web host, in a process of its own: drawing the photos is not the server's memory.
const host = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--serve-photos'], {
  stdio: ['pipe', 'pipe', 'inherit'],
})
const origin = await new Promise<string>((resolve, reject) => {
  host.once('exit', () => reject(new Error('the photo server stopped')))
  host.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
})
const photos = { origin, photoBase: `${origin}/photos`, close: async () => void host.stdin.end() }
const local = new URL(photos.origin).host
const database = await openDatabase({ dir: dbDir })
const config = loadConfig({
  DATA_DIR: path.join(work, 'data'),
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
})
const app = await buildApp({ config, database, logger: false, allowFeedHost: (url) => url.host === local })
await app.ready()
const t = { app, database }
const ready = process.memoryUsage()
console.log(
  `started:   RSS ${Math.round(ready.rss / 1048576)} MB, JavaScript heap ${Math.round(ready.heapTotal / 1048576)} MB`,
)
try {
  const user = await signUpUser(t.app, { profile: 'business' })
  const userId = Number(user.userId)
  await t.database.db
    .insert(agencies)
    .values({ userId, name: 'Imobiliária do benchmark', cnpj: generateCnpj() })
  await subscribe(t.database.db, userId, {
    kind: 'business',
    propertiesLimit: LISTINGS + 10,
    propertyGalleryLimit: 20,
  })
  const xml = sampleFeed({
    count: LISTINGS,
    photoBase: photos.photoBase,
    photosPerListing: PHOTOS,
    malformed: false,
  })
  console.log(
    `feed: ${LISTINGS} listings, ${PHOTOS} photo(s) each, ${(xml.length / 1024 / 1024).toFixed(1)} MB`,
  )

  const run = async () => {
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feeds/imports',
      headers: { ...bearer(user.token), 'content-type': 'application/xml' },
      payload: xml,
    })
    if (res.statusCode !== 202) throw new Error(res.body)
    await t.app.background.idle()
    const report = await t.app.inject({
      method: 'GET',
      url: `/v1/feeds/imports/${res.json().data.id}`,
      headers: bearer(user.token),
    })
    const a = report.json().data.attributes
    const seconds = (performance.now() - started) / 1000
    // Every thread of the process (the app's, the database's, libvips'): steadier than the wall clock on a busy machine.
    const used = process.cpuUsage(cpuBefore)
    return { seconds, cpu: (used.user + used.system) / 1e6, a }
  }

  const trace = process.env.BENCH_TRACE
    ? setInterval(() => {
        const m = process.memoryUsage()
        console.log(
          `  rss ${Math.round(m.rss / 1048576)} heap ${Math.round(m.heapUsed / 1048576)}/${Math.round(m.heapTotal / 1048576)}`,
        )
      }, 5000)
    : null
  const first = await run()
  if (trace) clearInterval(trace)
  console.log(
    `import:    ${first.seconds.toFixed(1)} s, CPU ${first.cpu.toFixed(1)} s  (imported ${first.a.imported}, skipped ${first.a.skipped.length}, status ${first.a.status})  load ${loadavg()}`,
  )
  const second = await run()
  console.log(
    `re-import: ${second.seconds.toFixed(1)} s, CPU ${second.cpu.toFixed(1)} s  (unchanged ${second.a.unchanged}, updated ${second.a.updated})  load ${loadavg()}`,
  )
  const rss = peakRssMb()
  const heap = process.memoryUsage()
  console.log(
    `now:       RSS ${Math.round(heap.rss / 1048576)} MB, JavaScript heap ${Math.round(heap.heapUsed / 1048576)} of ${Math.round(heap.heapTotal / 1048576)} MB, outside the heap ${Math.round(heap.external / 1048576)} MB`,
  )
  console.log(`peak RSS:  ${rss} MB (benchmark process: app, database and photo server)  load ${loadavg()}`)
  const over = first.seconds > BUDGET.importS || second.seconds > BUDGET.reimportS || rss > BUDGET.rssMb
  if (first.a.imported !== LISTINGS || second.a.unchanged !== LISTINGS) {
    console.error('the import did not bring every listing, or the re-import changed some')
    process.exitCode = 1
  } else if (over) {
    console.error(
      `over budget: import ≤ ${BUDGET.importS} s, re-import ≤ ${BUDGET.reimportS} s, RSS ≤ ${BUDGET.rssMb} MB`,
    )
    process.exitCode = 1
  }
} finally {
  await app.close()
  await database.close()
  await photos.close()
  fs.rmSync(work, { recursive: true, force: true })
}
