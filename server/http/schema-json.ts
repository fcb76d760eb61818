import fastJson from 'fast-json-stringify'
import { z } from 'zod'

// Answers written as JSON by a serializer compiled from their schema, as Fastify writes a route's answer: only the
// schema's properties, in its order, each written the way its type says. Checking an answer of 24 cards with zod
// and then stringifying it was a twentieth of the server's work per search; the compiled serializer does both at
// a fraction of that cost. It does not check values, only writes them as their type: the code that builds an
// answer is typed after the same schema, and the tests compare both ways on real answers (schema-json.test.ts).

type JsonSchema = { [key: string]: unknown }

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The JSON Schema zod writes, in the form the serializer compiles best: "X or null" as one type (a union it would
 * otherwise pick between by validating every value), without the bounds and patterns it ignores anyway.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify)
  if (!isObject(node)) return node
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) {
    if (['minimum', 'maximum', 'pattern', 'format', '$schema', 'minLength', 'maxLength'].includes(key))
      continue
    out[key] = simplify(value)
  }
  const anyOf = out.anyOf
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullable = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1)
    const other = anyOf[1 - nullable]
    if (nullable >= 0 && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out
      return { ...rest, ...other, type: [other.type, 'null'] }
    }
  }
  return out
}

/** The JSON Schema a serializer is compiled from, for an answer of `schema` (exported for its test). */
export const serializerSchema = (schema: z.ZodType): JsonSchema =>
  simplify(z.toJSONSchema(schema, { io: 'output' })) as JsonSchema

const compiled = new WeakMap<z.ZodType, (value: unknown) => string>()

/**
 * Writes `value`, an answer of `schema`, as JSON through the serializer compiled from the schema (once per schema).
 * A schema JSON Schema cannot express (a transform, a refinement the answer relies on) keeps zod's check.
 */
export function schemaJson(schema: z.ZodType, value: unknown): string {
  let write = compiled.get(schema)
  if (!write) {
    try {
      const serialize = fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0])
      write = (v) => serialize(v)
    } catch {
      write = (v) => JSON.stringify(schema.parse(v))
    }
    compiled.set(schema, write)
  }
  return write(value)
}
