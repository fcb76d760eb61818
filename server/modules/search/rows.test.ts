import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { preparedRows, selectRows, statementName } from './rows'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database.close()
})

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
      const [row] = await selectRows<{ runs: number }>(
        database.db,
        sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
            where name = ${statementName(text)} and statement = ${text}`,
      )
      expect(row?.runs).toBeGreaterThanOrEqual(4)
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
})
