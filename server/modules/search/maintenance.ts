import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { SearchCache } from './cache'
import type { Db } from '../../db/client'
import { selectRows } from './rows'

// PGlite runs PostgreSQL in single-user mode: no autovacuum, and no table statistics counters to decide with.
// Without ANALYZE the planner has no statistics (it then picks the wrong search plans) and without VACUUM
// index-only scans (the search counts) visit the heap. So the app does what autovacuum would for the tables search
// reads (and the photo-copy lookup, media_dhash_bands): when listings changed (a search invalidation), or when a table was never analysed or grew or shrank by a fifth (a bulk
// import, the demo seed). A run blocks PGlite for a moment, so it is checked now and then, never per request.
// PostgreSQL's own autovacuum covers the server engine.

const FIRST_CHECK_MS = 60_000
const EVERY_MS = 30 * 60 * 1000
const tables = ['properties', 'property_media', 'vehicles', 'vehicle_media', 'users', 'media_dhash_bands']

/** The searched tables to vacuum: all after listing writes, else those never analysed or whose size moved a fifth. */
export async function tablesToMaintain(db: Db, written: boolean): Promise<string[]> {
  const rows = await selectRows<{ name: string; analysed: number; pages: number; now: number }>(
    db,
    sql`select relname as name, reltuples::float8 as analysed, relpages as pages,
          (pg_relation_size(oid) / current_setting('block_size')::int)::int as now
        from pg_class where relkind = 'r' and relname in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  )
  return rows
    .filter((r) => written || r.analysed < 0 || Math.abs(r.now - r.pages) > r.pages / 5 + 10)
    .map((r) => r.name)
    .sort()
}

export function schedulePgliteMaintenance(app: FastifyInstance, cache: SearchCache): void {
  if (app.database.engine !== 'pglite') return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let written = false

  const check = () => {
    running = tablesToMaintain(app.db, written)
      .then(async (names) => {
        if (names.length === 0) return
        written = false
        await app.db.execute(sql.raw(`vacuum (analyze) ${names.join(', ')}`))
      })
      .catch((err: unknown) => app.log.warn({ err }, 'PGlite maintenance failed'))
    timer = setTimeout(check, EVERY_MS).unref()
  }

  cache.onInvalidate(() => (written = true))
  app.addHook('onReady', async () => {
    timer = setTimeout(check, FIRST_CHECK_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(timer)
    await running
  })
}
