import fc from 'fast-check'
import type { z } from 'zod'

// Hostile values for any field: wrong types, huge and unicode strings, NUL, deep nesting, boundary numbers.
const INT4 = 2_147_483_647
const boundaryNumber = fc.constantFrom(
  0,
  -1,
  -0,
  1.5,
  INT4,
  INT4 + 1,
  -INT4 - 2,
  1e15,
  -1e15,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  5e-324,
)
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202E',
    '💥'.repeat(300),
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.constantFrom('2147483648', '1e15', '-1', 'NaN', 'Infinity', '0x10', ' 7 ', ''),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
)
const deep = (depth: number): unknown => (depth === 0 ? 'fundo' : { a: [deep(depth - 1)] })
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  boundaryNumber,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(deep(40), deep(200), [], {}, [[[[]]]]),
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
)

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
}
const defOf = (schema: unknown): Def | undefined => (schema as { def?: Def } | undefined)?.def

/** Strips optional, nullable, default, catch and pipe wrappers to the schema that says what the value is. */
function core(schema: z.ZodType | undefined): z.ZodType | undefined {
  let s = schema
  for (let i = 0; i < 10 && s; i++) {
    const def = defOf(s)
    if (!def) return s
    if (def.innerType) s = def.innerType
    else if (def.type === 'pipe' && def.in) s = def.in
    else return s
  }
  return s
}

/** A value shaped loosely like the schema (its keys, mostly), with hostile leaves and unknown keys added. */
export function valueFor(schema: z.ZodType | undefined, depth = 0): fc.Arbitrary<unknown> {
  const c = core(schema)
  const def = defOf(c)
  if (depth > 4 || !def) return leaf
  if (def.type === 'object') {
    const shape = (c as unknown as { shape: Record<string, z.ZodType> }).shape
    const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valueFor(v, depth + 1)]))
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string(), leaf, { maxKeys: 3 }))
          .map(([a, b]) => ({ ...b, ...a })),
      },
      { weight: 1, arbitrary: leaf },
    )
  }
  if (def.type === 'array')
    return fc.oneof(fc.array(valueFor(def.element, depth + 1), { maxLength: 5 }), leaf)
  return leaf
}

/** Query or path values: always text, as they come in a URL. */
export function textValuesFor(
  schema: z.ZodType | undefined,
): fc.Arbitrary<Record<string, string | undefined>> {
  const def = defOf(core(schema))
  const keys = def?.type === 'object' ? Object.keys((core(schema) as unknown as { shape: object }).shape) : []
  const text = fc.oneof(nastyString, boundaryNumber.map(String))
  return fc.record(Object.fromEntries(keys.map((k) => [k, text])), { requiredKeys: [] })
}
