import { createHash } from 'node:crypto'
import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { genericPlanPool, type NamedQueryClient } from '../../db/generic-plans'
import { compileRowMapper, type OrderedField } from './row-mapper'
import type { StatementShape } from './shapes'

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

/** The pool behind `db` itself, where statements are planned for their values (PostgreSQL, outside a transaction). */
const mainPool = (db: Db): NamedQueryClient & object =>
  (db as unknown as { $client: NamedQueryClient & object }).$client

/** Whether `db` plans a prepared statement once (PostgreSQL's pool with generic plans; not PGlite). */
export const plansOnce = (db: Db): boolean => namedQueryClient(db) !== undefined

/**
 * Statements written once per shape (shapes.ts), per pool with generic plans: what writing one gave, kept for the
 * next search of its shape. Bounded: the oldest shape goes first.
 */
class WrittenStatements<T> {
  private readonly byPool = new WeakMap<object, Map<string, T>>()
  constructor(private readonly max = 2000) {}

  get(pool: object, key: string, write: () => T): T {
    let shapes = this.byPool.get(pool)
    if (!shapes) this.byPool.set(pool, (shapes = new Map()))
    let written = shapes.get(key)
    if (written === undefined) {
      written = write()
      shapes.set(key, written)
      if (shapes.size > this.max) shapes.delete(shapes.keys().next().value!)
    }
    return written
  }
}

const writtenQueries = new WrittenStatements<{ name: string; text: string; params: unknown[] }>()

/**
 * `selectRows` as a prepared statement on PostgreSQL when `prepare` is true, or a shape (written once per shape,
 * its placeholders filled with the shape's values). Leave it false where a value decides the plan (the words of a
 * full-text search: a generic plan cannot estimate how many rows they match, and measured slower). `query` may be
 * given as a function, only called when the statement must be written.
 */
export async function preparedRows<T>(
  db: Db,
  query: SQL | (() => SQL),
  prepare: boolean | StatementShape = true,
): Promise<T[]> {
  const client = prepare ? namedQueryClient(db) : undefined
  const build = typeof query === 'function' ? query : () => query
  if (!client || !prepare) return selectRows(db, build())
  const write = () => {
    const { sql: text, params } = dialect.sqlToQuery(build())
    return { name: statementName(text), text, params }
  }
  if (prepare !== true && prepare.planned === 'each run') {
    // Written once, run unnamed: PostgreSQL plans it for its values every time.
    const pool = mainPool(db)
    const { text, params } = writtenQueries.get(pool, prepare.key, write)
    const values = fillPlaceholders(params, prepare.values)
    return (await (pool as unknown as UnnamedQueryClient).query({ text, values })).rows as T[]
  }
  const { name, text, params } = prepare === true ? write() : writtenQueries.get(client, prepare.key, write)
  const values = prepare === true ? params : fillPlaceholders(params, prepare.values)
  return (await client.query({ name, text, values })).rows as T[]
}

interface UnnamedQueryClient {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

/** What Drizzle's node-postgres driver keeps in a prepared query: its connection and its two configs. */
interface DriverQuery {
  client?: unknown
  queryConfig?: { name?: string; text?: string }
  rawQueryConfig?: { name?: string }
  fields?: OrderedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: unknown[][]) => unknown
}

interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> }
  execute(): Promise<R>
}

/**
 * A query builder prepared on the pool with generic plans, named after its text; or, `unnamed`, kept written on its
 * own pool, where each run is planned for its values.
 */
function prepareNamed<R>(query: Preparable<R>, unnamed = false) {
  const prepared = query.prepare('')
  const driver = prepared as unknown as DriverQuery
  const generic = genericPlanPool(driver.client)
  const text = driver.queryConfig?.text
  // A transaction's connection runs the query as it is.
  if (generic && text !== undefined && driver.rawQueryConfig) {
    if (!unnamed) {
      const name = statementName(text)
      driver.queryConfig!.name = name
      driver.rawQueryConfig.name = name
      driver.client = generic
    }
    // Its rows are mapped by a mapper worked out once for its fields (row-mapper.ts).
    if (driver.fields && !driver.customResultMapper)
      driver.customResultMapper = compileRowMapper(driver.fields, driver.joinsNotNullableMap)
  }
  return prepared
}

const writtenSelects = new WrittenStatements<{
  execute(values?: Record<string, unknown>): Promise<unknown>
}>()

/**
 * A query builder's rows, as a prepared statement on PostgreSQL when `prepare` is true (see preparedRows), or a
 * shape: `build` is only called to write a shape's statement the first time, then the prepared query runs with
 * the shape's values. Preparing writes the text, which then names the statement (asking the builder for the text
 * first, to name it, wrote the whole statement twice).
 */
export async function preparedSelect<R>(
  db: Db,
  build: () => Preparable<R>,
  prepare: boolean | StatementShape = true,
): Promise<R> {
  const generic = prepare ? namedQueryClient(db) : undefined
  // PGlite (no named statements) runs the query as it is.
  if (!generic || !prepare) return build().execute()
  if (prepare === true) return prepareNamed(build()).execute()
  const unnamed = prepare.planned === 'each run'
  const pool = unnamed ? mainPool(db) : generic
  const prepared = writtenSelects.get(pool, prepare.key, () => prepareNamed(build(), unnamed))
  return (await prepared.execute(prepare.values)) as R
}
