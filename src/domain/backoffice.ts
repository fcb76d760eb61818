import { z } from 'zod'
import { pageParamsSchema } from './api'
import { plainText } from './validation'

// What every back office list accepts: a search text, a sort column and direction, and the page.
export const adminListQuerySchema = pageParamsSchema.extend({
  q: plainText().trim().max(120).optional().catch(undefined),
  sort: z.string().trim().max(40).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
})
export type AdminListQuery = z.infer<typeof adminListQuerySchema>

/** A reason staff give (a pause, an archive, a refusal): 3 to 500 characters. */
export const adminReasonSchema = plainText('Campo obrigatório')
  .trim()
  .min(3, 'Deve ter no mínimo 3 caracteres')
  .max(500, 'Deve ter no máximo 500 caracteres')

/** The sort column when `sort` names one of `columns`, else the default. */
export function sortOf<const C extends readonly string[]>(
  q: Pick<AdminListQuery, 'sort' | 'dir'>,
  columns: C,
  fallback: C[number],
  fallbackDir: 'asc' | 'desc' = 'asc',
): { column: C[number]; dir: 'asc' | 'desc' } {
  const column = columns.includes(q.sort ?? '') ? (q.sort as C[number]) : fallback
  return { column, dir: q.dir ?? (column === fallback ? fallbackDir : 'asc') }
}
