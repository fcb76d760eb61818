import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'

// Multi-row inserts: one statement per `size` rows keeps the seed fast on PGlite (one round trip per chunk,
// well under PostgreSQL's 65 535 bind parameters for our widest table).

export async function insertMany<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[], size = 500) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size))
}

/** Inserts and returns the new ids in the order of `rows` (PostgreSQL returns a VALUES list's rows in order). */
export async function insertIds<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  size = 500,
): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += size) {
    const out = await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning({ id: table.id })
    for (const r of out) ids.push(r.id as number)
  }
  return ids
}
