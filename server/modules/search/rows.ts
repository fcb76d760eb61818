import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { genericPlanPool, type NamedQueryClient } from '../../db/generic-plans'

/**
 * Rows of a raw query on either engine (both drivers answer `{ rows }`). Cast counts to int and scores to float8
 * in SQL: node-postgres reads bigint and numeric as strings.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

// Prepared statements. A search's statement costs PostgreSQL more to plan than to run (1 ms of planning against
// 0.6 ms of execution for the plain list on 50 000 listings): named once per text, a connection parses and plans
// it once (on the pool with generic plans, server/db/generic-plans.ts). The texts are few (one per set of filters
// and page, values are parameters), so each connection's cache stays small. PGlite has no named statements.

/** The name of a statement's text on every connection (the same text, the same name). */
export const statementName = (text: string): string =>
  `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`

const dialect = new PgDialect()

/** The pool with generic plans behind `db` (PostgreSQL, outside a transaction), else undefined. */
const namedQueryClient = (db: Db): NamedQueryClient | undefined =>
  genericPlanPool((db as unknown as { $client?: unknown }).$client)

/** Whether `db` plans a prepared statement once (PostgreSQL's pool with generic plans; not PGlite). */
export const plansOnce = (db: Db): boolean => namedQueryClient(db) !== undefined

/**
 * `selectRows` as a prepared statement on PostgreSQL when `prepare` is true. Leave it false where a value decides
 * the plan (the words of a full-text search: a generic plan cannot estimate how many rows they match, and measured
 * slower).
 */
export async function preparedRows<T>(db: Db, query: SQL, prepare = true): Promise<T[]> {
  const client = prepare ? namedQueryClient(db) : undefined
  if (!client) return selectRows(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  return (await client.query({ name: statementName(text), text, values: params })).rows as T[]
}

/** What Drizzle's node-postgres driver keeps in a prepared query: its connection and its two configs. */
interface DriverQuery {
  client?: unknown
  queryConfig?: { name?: string; text?: string }
  rawQueryConfig?: { name?: string }
}

/**
 * A query builder's rows, as a prepared statement on PostgreSQL when `prepare` is true (see preparedRows). The
 * statement is written once: preparing it writes its text, which then gives the statement its name (asking the
 * builder for the text first, to name it, wrote the whole statement twice per search).
 */
export function preparedSelect<R>(
  query: { prepare(name: string): { execute(): Promise<R> }; execute(): Promise<R> },
  prepare = true,
): Promise<R> {
  if (!prepare) return query.execute()
  const prepared = query.prepare('')
  const driver = prepared as DriverQuery
  const generic = genericPlanPool(driver.client)
  const text = driver.queryConfig?.text
  // PGlite (no named statements) and a transaction's connection run the query as it is.
  if (generic && text !== undefined && driver.rawQueryConfig) {
    const name = statementName(text)
    driver.queryConfig!.name = name
    driver.rawQueryConfig.name = name
    driver.client = generic
  }
  return prepared.execute()
}
