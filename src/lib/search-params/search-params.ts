// The one way a list keeps its state in the URL: every route with filters (the public lists, the inbox, the
// dashboard's lists, the back office's tables) describes its search params as a shape of the parsers below, and
// gets its validateSearch and its defaults from it. Without zod: every route definition sits in the entry chunk,
// and zod would add ~20 KB gzipped to the home page. The parsers mirror the zod schemas of src/domain, and the
// tests check they give the same result as those schemas.
import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'

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

/** Text matching `pattern` (z.string().regex(pattern).optional().catch(undefined)). */
export const matching =
  (pattern: RegExp): Parser<string | undefined> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined

/** Parses known keys and drops the rest; keys whose value parses to undefined are left out. */
export function parseSearch<S extends Shape>(shape: S, raw: Record<string, unknown>): Parsed<S> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = shape[key]!(raw[key])
    if (value !== undefined) out[key] = value
  }
  return out as Parsed<S>
}

/** A page of a list: 1 when missing or invalid (pageParamsSchema's `page`). */
export const pageNumber = withDefault(int({ min: 1, max: 10_000 }), 1)

/** `page` and `per_page` of every paginated list (pageParamsSchema). */
export const pageParams = {
  page: pageNumber,
  per_page: withDefault(int({ min: 1, max: 60 }), 24),
}

/**
 * A route's validateSearch from its shape. The input type is what links may pass (every key optional, marked
 * with SearchSchemaInput); the result is the parsed search, defaults filled in.
 */
export const searchValidator =
  <S extends Shape>(shape: S) =>
  (input: Partial<Parsed<S>> & SearchSchemaInput): Parsed<S> =>
    parseSearch(shape, input)

/** The values a shape gives to an empty URL: what `stripSearchParams` keeps out of links. */
export const defaultsOf = <S extends Shape>(shape: S): Partial<Parsed<S>> => parseSearch(shape, {})

/**
 * A route's search options from its shape: validateSearch, and links that leave out the values equal to their
 * defaults (`?page=1` is the same page as none). Spread into the route's options.
 */
export function routeSearch<S extends Shape>(shape: S) {
  const defaults = defaultsOf(shape)
  return {
    validateSearch: searchValidator(shape),
    search: { middlewares: [stripSearchParams<Parsed<S>>(defaults as never)] },
  }
}
