import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { genericPlanPool } from '../../db/generic-plans'
import { websiteSettings } from '../../db/schema'
import { plansOnce, preparedRows, preparedSelect, selectRows, statementName } from './rows'
import { Binding, inline } from './shapes'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database.close()
})

/** How often the prepared statement of `text` ran with each kind of plan, on the connection that runs it. */
async function plansOf(text: string) {
  // The pool with generic plans (server/db/generic-plans.ts); one query at a time: the same idle connection.
  const pool = genericPlanPool((database.db as unknown as { $client: unknown }).$client) as unknown as {
    query(
      text: string,
      values: unknown[],
    ): Promise<{ rows: { generic_plans: number; custom_plans: number }[] }>
  }
  const { rows } = await pool.query(
    `select generic_plans::int, custom_plans::int from pg_prepared_statements where name = $1 and statement = $2`,
    [statementName(text), text],
  )
  return rows[0]
}

const query = (n: number) => sql`select ${n}::int + 1 as n, 'x' as t`

describe('prepared statements', () => {
  it('answer what the plain statement answers', async () => {
    expect(await preparedRows(database.db, query(1))).toEqual([{ n: 2, t: 'x' }])
    expect(await preparedRows(database.db, query(2), false)).toEqual(await selectRows(database.db, query(2)))
  })

  it('name a text the same way every time, and different texts apart', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'))
    expect(statementName('select 1')).not.toBe(statementName('select 2'))
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'are parsed once per connection on PostgreSQL, whatever the values',
    async () => {
      // One query at a time: the pool hands the same idle connection back.
      for (const n of [1, 2, 3, 4])
        expect(await preparedRows(database.db, query(n))).toEqual([{ n: n + 1, t: 'x' }])
      const text = "select $1::int + 1 as n, 'x' as t"
      // Planned once, on the first run: the pool's connections keep generic plans from the start.
      const plans = await plansOf(text)
      expect(plans?.custom_plans).toBe(0)
      expect(plans?.generic_plans).toBeGreaterThanOrEqual(4)
    },
  )

  it('are not used when told not to', async () => {
    await preparedRows(database.db, sql`select 41 + 1 as n`, false)
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_prepared_statements where name = ${statementName('select 41 + 1 as n')}`,
    )
    expect(row?.n).toBe(0)
  })

  it('of a query builder answer its rows, and on PostgreSQL are named after their text', async () => {
    const query = () =>
      database.db
        .select({ n: sql<number>`count(*)::int`, seven: sql<number>`${7}::int` })
        .from(websiteSettings)
    for (let run = 0; run < 3; run++)
      expect(await preparedSelect(database.db, query)).toEqual(await query().execute())
    if (!process.env.TEST_DATABASE_URL) return
    expect(await plansOf(query().toSQL().sql)).toEqual({ generic_plans: 3, custom_plans: 0 })
  })

  it("of one shape are written once, and run with each search's values", async () => {
    let written = 0
    const city = (id: number) => {
      const binding = new Binding()
      // As a search binds them: placeholders where statements are named (PostgreSQL), else inline.
      const bind = plansOnce(database.db) ? binding.bind : inline
      const build = () => {
        written++
        return sql`select ${bind('city', id)}::int * 10 as n`
      }
      // The builder's values reach the statement through the binding, whether it is written or not.
      bind('city', id)
      return {
        build,
        shape: plansOnce(database.db) ? binding.shape('test', 'rows', { city: id, page: 1 }) : true,
      }
    }
    const first = city(3)
    const second = city(4)
    expect(await preparedRows(database.db, first.build, first.shape)).toEqual([{ n: 30 }])
    expect(await preparedRows(database.db, second.build, second.shape)).toEqual([{ n: 40 }])
    // PostgreSQL keeps the written statement; the embedded engine has no named statements and runs the query as
    // it is (a search there binds its values inline, see searchListings).
    expect(written).toBe(plansOnce(database.db) ? 1 : 2)
  })
})
