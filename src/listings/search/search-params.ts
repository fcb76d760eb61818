// Search-param parsers for the routes' validateSearch, without zod: every route definition sits in the entry
// chunk, and zod would add ~20 KB gzipped to the home page. They mirror the zod schemas of src/domain, and
// search-params.test.ts checks they give the same result as those schemas.

type Parser<T> = (value: unknown) => T

/** Like z.coerce.number(): Number(value), rejecting NaN. */
const toNumber = (value: unknown): number | undefined => {
  if (value === undefined || typeof value === 'symbol' || typeof value === 'bigint') return undefined
  const n = Number(value)
  return Number.isNaN(n) ? undefined : n
}

/** A whole number within bounds, else undefined (z.coerce.number().int().min().max().optional().catch(undefined)). */
export const int =
  ({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): Parser<
    number | undefined
  > =>
  (value) => {
    const n = toNumber(value)
    return n !== undefined && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
  }

/** A parser with a fallback for missing and invalid values (.catch(x).default(x)). */
export const withDefault =
  <T>(parser: Parser<T | undefined>, fallback: T): Parser<T> =>
  (value) =>
    parser(value) ?? fallback

/** One of a list (z.enum(values).optional().catch(undefined)). */
export const oneOf =
  <T extends string>(values: readonly T[]): Parser<T | undefined> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined

/** Text up to `max` characters, trimmed unless told (z.string().trim().max(max).optional().catch(undefined)). */
export const text =
  (max: number, { trim = true }: { trim?: boolean } = {}): Parser<string | undefined> =>
  (value) => {
    if (typeof value !== 'string') return undefined
    const result = trim ? value.trim() : value
    return result.length <= max ? result : undefined
  }

export type Shape = Record<string, Parser<unknown>>
export type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** Parses known keys and drops the rest; keys whose value parses to undefined are left out. */
export function parseSearch<S extends Shape>(shape: S, raw: Record<string, unknown>): Parsed<S> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = shape[key]!(raw[key])
    if (value !== undefined) out[key] = value
  }
  return out as Parsed<S>
}

/** `page` and `per_page` of every paginated list (pageParamsSchema). */
export const pageParams = {
  page: withDefault(int({ min: 1, max: 10_000 }), 1),
  per_page: withDefault(int({ min: 1, max: 60 }), 24),
}
