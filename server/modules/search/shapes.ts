import { sql, type SQL } from 'drizzle-orm'
import { cacheKey } from './cache'

// A search's statement depends on its shape (which filters, which order, which page), not on its values, when the
// values are named placeholders: the statement is then written once per shape and run with each search's values.
// Writing it (Drizzle walking the query's parts into text) was a fifth of the server's work per search.

/** How a search's values enter its statement. */
export type Bind = (name: string, value: unknown) => SQL

/** Values as parameters of a statement written for them. */
export const inline: Bind = (_name, value) => sql`${value}`

/** What a statement's text depends on (`key`), and the values of its placeholders. */
export interface StatementShape {
  key: string
  values: Record<string, unknown>
  /**
   * 'once': prepared, one plan for every value (the default). 'each run': written once but planned for its values
   * on every run (an unnamed statement), where the values decide the best plan (words, closed ranges).
   */
  planned?: 'once' | 'each run'
}

/**
 * Stands for a bound value in a shape's key. A search's values are strings, numbers and lists, never an object, so
 * no value can be mistaken for it.
 */
const BOUND = { bound: true }

/** The values of one search, bound as placeholders named after the search's own fields. */
export class Binding {
  readonly values: Record<string, unknown> = {}

  /** `name` must be the field of the search the value comes from (its key then leaves the value out). */
  readonly bind: Bind = (name, value) => {
    if (name in this.values && this.values[name] !== value)
      throw new Error(`placeholder ${name} bound to two values`)
    this.values[name] = value
    return sql`${sql.placeholder(name)}`
  }

  /**
   * The shape of a statement of `kind` (`variant`: which statement of the search) for `search`: its fields with
   * the bound ones masked. Every value not bound stays in the key, so two searches of one key always have the
   * same text.
   */
  shape(
    kind: string,
    variant: string,
    search: object,
    planned: 'once' | 'each run' = 'once',
  ): StatementShape {
    const masked = Object.fromEntries(
      Object.entries(search).map(([field, value]) => [field, field in this.values ? BOUND : value]),
    )
    return { key: cacheKey(`${kind}:${variant}:${planned}`, masked), values: this.values, planned }
  }
}
