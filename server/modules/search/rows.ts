import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/**
 * Rows of a raw query on either engine (both drivers answer `{ rows }`). Cast counts to int and scores to float8
 * in SQL: node-postgres reads bigint and numeric as strings.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

// Prepared statements. A search's statement costs PostgreSQL more to plan than to run (1 ms of planning against
// 0.6 ms of execution for the plain list on 50 000 listings): named once per text, a connection parses it once and,
// after five runs, keeps a generic plan when it is as cheap as the custom ones. The texts are few (one per set of
// filters, values are parameters), so each connection's cache stays small. PGlite has no named statements.

/** The name of a statement's text on every connection (the same text, the same name). */
export const statementName = (text: string): string =>
  `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`

const dialect = new PgDialect()

interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
  totalCount: number
}
/** node-postgres' pool (without loading the driver on a PGlite server). */
const namedQueryClient = (db: Db): NamedQueryClient | undefined => {
  const client = (db as unknown as { $client?: Partial<NamedQueryClient> }).$client
  return client && typeof client.totalCount === 'number' ? (client as NamedQueryClient) : undefined
}

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

/** A query builder's rows, as a prepared statement on PostgreSQL when `prepare` is true (see preparedRows). */
export function preparedSelect<R>(
  query: {
    toSQL(): { sql: string }
    prepare(name: string): { execute(): Promise<R> }
    execute(): Promise<R>
  },
  prepare = true,
): Promise<R> {
  return prepare ? query.prepare(statementName(query.toSQL().sql)).execute() : query.execute()
}
