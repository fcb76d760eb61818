// `npm run bench:alerts`: saved-search alerts at scale, against the budgets in docs/alerts.md. A temporary database
// (PGlite in a temp dir by default; --engine=postgres for a fresh database on TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) with 10 000 buyers and 100 000 saved searches,
// then 1 000 listings published in a burst, each matched by the one statement the app runs (matchListing), then the
// daily e-mail built for every buyer. Prints a table; exit 1 when a budget is missed.
//   --engine=pglite|postgres   the engine (default pglite: the embedded budget)
//   --searches=100000 --users=10000 --listings=1000
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Mailer } from '../server/adapters/mail/mailer'
import type { PushSender } from '../server/adapters/push/sender'
import { openDatabase, type Database } from '../server/db/client'
import { deliverDue, enqueueDigests, matchListing, unsubscribeTokens } from '../server/modules/alerts'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    searches: { type: 'string', default: '100000' },
    users: { type: 'string', default: '10000' },
    listings: { type: 'string', default: '1000' },
    // Internal: PGlite is seeded in a child process (creating the database files takes some 500 MB the engine
    // keeps), then the figures are measured in this one on the existing files, as a running server opens them.
    'seed-only': { type: 'string' },
  },
})
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite'
const SEARCHES = Number(values.searches)
const USERS = Number(values.users)
const LISTINGS = Number(values.listings)
const budgets = { burstS: 30, matchP95Ms: 50, digestS: 60, rssMb: 400 }
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// The seeding child writes into its parent's folder: it makes none of its own.
const work = values['seed-only'] ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'mi-bench-alerts-'))
const elapsed = (from: number) => (performance.now() - from) / 1000

let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 100)

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

async function open(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const dir = values['seed-only'] ?? path.join(work, 'pglite')
    return {
      database: await openDatabase({ dir }),
      drop: async () =>
        process.env.BENCH_KEEP
          ? console.log(`kept ${dir}`)
          : fs.rmSync(work, { recursive: true, force: true }),
    }
  }
  const name = `mi_bench_alerts_${process.pid}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), max: 10 })
  return {
    database,
    drop: async () => {
      await database.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      fs.rmSync(work, { recursive: true, force: true })
    },
  }
}

const towns = [2914604, 2933604, 2919157, 2918357, 2913101, 2901155, 2903003]
const categories = ['house', 'apartment', 'land', 'lot', 'farm', 'commercial', 'office', 'site', 'ranch']
const pgArray = (xs: (string | number)[]) =>
  sql.raw(`array[${xs.map((x) => (typeof x === 'number' ? x : `'${x}'`)).join(',')}]`)

/**
 * Buyers (one device in five subscribed to push), then saved searches: each buyer's first is a town and a category
 * on the daily e-mail (every buyer has a digest); the others mix kinds, towns, categories, deals, price bands,
 * bedrooms and words (one in ten).
 */
async function seed(db: Database['db']) {
  await db.execute(
    sql`insert into users (email, first_name) select 'buyer' || g || '@example.com', 'Comprador ' || g from generate_series(1, ${USERS}) g`,
  )
  await db.execute(
    sql`insert into users (email, first_name, profile) select 'seller' || g || '@example.com', 'Anunciante', 'business' from generate_series(1, 50) g`,
  )
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://push.example.com/' || id, 'k', 'a' from users where email like 'buyer%' and id % 5 = 0`)
  await db.execute(sql`insert into saved_searches (user_id, kind, query, name, email, push, city_id, category)
    select u.id, 'property', '{}'::jsonb, 'Busca', 'daily', false,
      (${pgArray(towns)})[1 + u.id % 7], (${pgArray(categories)})[1 + (u.id / 7) % 9]
    from users u where u.email like 'buyer%'`)
  // Seven in ten about properties (the others about vehicles: they never match a property): mostly one town, one
  // category, one deal and a price band, as the list's filters are used.
  await db.execute(sql`insert into saved_searches (user_id, kind, query, name, email, push, city_id, category, deal, price_min, price_max, bedrooms_min, q_tsquery, q_city_ids)
    select (select min(id) from users) + (g % ${USERS}), case when g % 10 < 7 then 'property' else 'vehicle' end::listing_kind,
      '{}'::jsonb, 'Busca', (array['off', 'instant', 'daily'])[1 + g % 3], g % 2 = 0,
      case when g % 10 = 3 then 0 else (${pgArray(towns)})[1 + (g / 10) % 7] end,
      case when g % 20 < 3 then '' else (${pgArray(categories)})[1 + (g / 70) % 9] end,
      case when g % 10 = 5 then '' else (array['sale', 'rent'])[1 + (g / 7) % 2] end,
      case when g % 10 < 7 then 50000 + (g * 7919) % 700000 end,
      case when g % 10 < 7 then 50000 + (g * 7919) % 700000 + 150000 end,
      case when g % 5 = 0 then 1 + g % 4 end,
      case when g % 10 = 0 then plainto_tsquery('pt_unaccent'::regconfig, search_fold((array['piscina', 'quintal', 'centro', 'varanda', 'garagem'])[1 + g % 5])) end,
      case when g % 10 = 0 then array[]::integer[] end
    from generate_series(1, ${SEARCHES - USERS}) g`)
  await db.execute(sql`analyze`)
}

/** Listings, saved unpublished: the burst makes them public one after another, as advertisers do. */
async function seedListings(db: Database['db']): Promise<number[]> {
  const rows =
    (await db.execute(sql`insert into properties (user_id, name, description, category, listing_type, price, bedroom, city_id, lat, lng, status)
    select (select min(id) from users where email like 'seller%') + g % 50,
      'Imóvel ' || g, (array['Casa com piscina', 'Quintal grande', 'Perto do centro', 'Varanda ampla', 'Garagem coberta'])[1 + g % 5],
      ((${pgArray(categories)})[1 + g % 9])::property_category, (array['sale', 'rent', 'both'])[1 + g % 3]::listing_type,
      50000 + (g * 7919) % 900000, 1 + g % 5, (${pgArray(towns)})[1 + (g / 9) % 7], -11.3 - (g % 10) * 0.01, -41.85, 'pending'
    from generate_series(1, ${LISTINGS}) g returning id`)) as unknown as { rows: { id: number }[] }
  return rows.rows.map((r) => Number(r.id))
}

const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!

async function main() {
  console.log(
    `bench:alerts on ${engine}: ${SEARCHES.toLocaleString('pt-BR')} saved searches, ${USERS.toLocaleString('pt-BR')} buyers, ${LISTINGS.toLocaleString('pt-BR')} listings`,
  )
  let started = performance.now()
  if (engine === 'pglite') {
    const args = process.argv.slice(2).filter((a) => !a.startsWith('--seed-only'))
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, ...args, `--seed-only=${path.join(work, 'pglite')}`],
      { stdio: 'inherit' },
    )
    if (seeded.status !== 0) throw new Error('seeding failed')
    console.log(`  seeded in ${elapsed(started).toFixed(1)} s (another process)`)
  }
  const { database, drop } = await open()
  const db = database.db
  peakRss = process.memoryUsage().rss
  const rssOpened = peakRss
  try {
    if (engine === 'postgres') {
      await seed(db)
      await seedListings(db)
      console.log(`  seeded in ${elapsed(started).toFixed(1)} s`)
    }
    const ids = (
      (await db.execute(sql`select id from properties where status = 'pending' order by id`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows.map((r) => Number(r.id))

    // The burst: every listing goes live, then is matched and its alerts queued (the app does it after the commit).
    const costs: number[] = []
    let matched = 0
    let queued = 0
    started = performance.now()
    for (const id of ids) {
      await db.execute(sql`update properties set status = 'active' where id = ${id}`)
      const one = performance.now()
      const r = await matchListing(db, { kind: 'property', id, event: 'new' })
      costs.push(performance.now() - one)
      matched += r.matched
      queued += r.queued
    }
    const burstS = elapsed(started)
    const rssBurst = peakRss

    // The daily e-mail of every buyer: queued at 8 h, then built and handed to the mailer (here, one that counts).
    let mails = 0
    const mailer: Mailer = { send: async () => void mails++, close() {} }
    const push: PushSender = { publicKey: 'x', send: async () => ({ status: 201, ok: true, gone: false }) }
    await db.execute(sql`update alert_jobs set sent_at = now() where channel <> 'digest'`)
    started = performance.now()
    const digests = await enqueueDigests(db)
    const tokens = unsubscribeTokens(new TextEncoder().encode('bench-secret-bench-secret-bench-secret'))
    // In batches of the app's worker (50 jobs), as the server sends them.
    await deliverDue({ db, push, mailer, origin: 'https://mercadoirece.com.br', tokens })
    const digestS = elapsed(started)

    const rssMb = peakRss / 1024 / 1024
    const matchP95 = p95(costs)
    const rows: [string, string, string, boolean][] = [
      [
        `${LISTINGS} listings matched and queued`,
        `${burstS.toFixed(1)} s`,
        `≤ ${budgets.burstS} s`,
        burstS <= budgets.burstS,
      ],
      [
        'one listing matched (p95)',
        `${matchP95.toFixed(1)} ms`,
        `≤ ${budgets.matchP95Ms} ms`,
        matchP95 <= budgets.matchP95Ms,
      ],
      [
        `daily e-mail for ${mails.toLocaleString('pt-BR')} buyers`,
        `${digestS.toFixed(1)} s`,
        `≤ ${budgets.digestS} s`,
        digestS <= budgets.digestS,
      ],
      [
        'peak memory (RSS)',
        `${rssMb.toFixed(0)} MB`,
        engine === 'pglite' ? `≤ ${budgets.rssMb} MB` : '—',
        engine !== 'pglite' || rssMb <= budgets.rssMb,
      ],
    ]
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
    console.log(
      `  peak RSS: opened ${mb(rssOpened)}, through the burst ${mb(rssBurst)}, through the e-mails ${mb(peakRss)}`,
    )
    const median = [...costs].sort((a, b) => a - b)[Math.floor(costs.length / 2)]!
    console.log(`  one listing: median ${median.toFixed(1)} ms, max ${Math.max(...costs).toFixed(0)} ms`)
    console.log(
      `  ${matched.toLocaleString('pt-BR')} matches, ${queued.toLocaleString('pt-BR')} deliveries queued, ${digests.toLocaleString('pt-BR')} digests queued`,
    )
    console.log('\n| measure | result | budget | ok |\n|---|---|---|---|')
    for (const [what, got, budget, ok] of rows)
      console.log(`| ${what} | ${got} | ${budget} | ${ok ? 'yes' : 'NO'} |`)
    process.exitCode = rows.every((r) => r[3]) && mails === USERS ? 0 : 1
  } finally {
    clearInterval(sampler)
    if (engine === 'pglite') await database.close()
    await drop()
  }
}

if (values['seed-only']) {
  const database = await openDatabase({ dir: values['seed-only'] })
  await seed(database.db)
  await seedListings(database.db)
  await database.close()
  clearInterval(sampler)
} else await main()
