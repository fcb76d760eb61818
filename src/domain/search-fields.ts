// A listing search's params, each described once and without zod: src/domain/search-schema.ts builds the zod
// schema the server validates with, and src/listings/search/listing-search.ts the zod-free parser the routes use
// (zod would weigh on the home page). A new filter is one line in the kind's fields (property-search.ts,
// vehicle-search.ts).

/** A whole number ≥ 0 (an amount, a count, an id). */
export const count = { type: 'count' } as const
/** One of a list of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  ({ type: 'oneOf', values }) as const
/** Text up to `max` characters, trimmed unless told. */
export const text = <const Trim extends boolean = true>(max: number, trim?: Trim) =>
  ({ type: 'text', max, trim: (trim ?? true) as Trim }) as const

export type SearchField =
  | typeof count
  | { readonly type: 'oneOf'; readonly values: readonly [string, ...string[]] }
  | { readonly type: 'text'; readonly max: number; readonly trim: boolean }

export type SearchFields = Record<string, SearchField>

/** The value a field parses to. */
export type SearchValue<F extends SearchField> = F extends { type: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : F extends typeof count
    ? number
    : string
