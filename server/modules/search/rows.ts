import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * Rows of a raw query on either engine (both drivers answer `{ rows }`). Cast counts to int and scores to float8
 * in SQL: node-postgres reads bigint and numeric as strings.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
