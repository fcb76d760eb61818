import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client'

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created on that server and dropped on close.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return openDatabase({})
  const name = `mi_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  const database = await openDatabase({ url: dbUrl.toString(), max: 5 })
  return {
    ...database,
    async close() {
      await database.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}
