import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { boundaryMsg } from '../../../src/domain/validation'
import { defaultMsg } from '../../../src/domain/zod-messages'
import { apiError } from '../../http/errors'

const MAX_DEPTH = 32

/** The JSON pointer of the first NUL character (in a value or a key), 'deep' past MAX_DEPTH, else null. */
function findNul(value: unknown, pointer: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? pointer || '/' : null
  if (!value || typeof value !== 'object') return null
  if (depth >= MAX_DEPTH) return 'deep'
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
    if (key.includes('\0')) return at
    const found = findNul(child, at, depth + 1)
    if (found) return found
  }
  return null
}

/**
 * No API request carries a NUL character, in any text field, search parameter or path: PostgreSQL text cannot hold
 * one. Schemas refuse it field by field (src/domain/validation.ts); this makes sure a field without that rule still
 * answers the pt-BR 422 rather than a database error.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (!/^\/(api|v1)\//.test(request.url)) return
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const found = findNul(value, part === 'body' ? '' : `/${part}`)
        if (found === 'deep') throw apiError(422, defaultMsg.invalid, { code: 'invalid', pointer: '/' })
        if (found) throw apiError(422, boundaryMsg.nul, { code: 'invalid', pointer: found })
      }
    })
  },
  { name: 'input-guard' },
)
