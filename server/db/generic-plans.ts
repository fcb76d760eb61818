// The searches' prepared statements run on connections of their own, where PostgreSQL plans each statement once
// (plan_cache_mode = force_generic_plan) instead of five times before it may keep a generic plan. Searches come in
// many shapes, each a statement per connection: most of them are rarely run often enough on one connection to get
// past those five custom plans, and planning them cost as much as running them. Their plans do not depend on the
// values (the values that choose an index, category and deal, are written into the text), which is why they are
// prepared; every other statement keeps PostgreSQL's own choice on the main pool.

/** What node-postgres' pool offers for a named statement. */
export interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

const pools = new WeakMap<object, NamedQueryClient>()

/** Links a pool to its twin with generic plans (PostgreSQL only; set when the database is opened). */
export function setGenericPlanPool(pool: object, generic: NamedQueryClient): void {
  pools.set(pool, generic)
}

/** The twin with generic plans of `client` when it is such a pool (not a transaction's connection, not PGlite). */
export const genericPlanPool = (client: unknown): NamedQueryClient | undefined =>
  typeof client === 'object' && client !== null ? pools.get(client) : undefined
