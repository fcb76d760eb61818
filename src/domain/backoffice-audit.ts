import { z } from 'zod'
import { pageParamsSchema, pageSchema, resourceSchema } from './api'

/** GET /v1/admin/audit: the back office's actions, newest first, by admin and by target. */
export const auditQuerySchema = pageParamsSchema.extend({
  admin_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const auditEntrySchema = resourceSchema(
  'audit_entry',
  z.object({
    admin_id: z.string().nullable(),
    admin_email: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
  }),
)
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditPageSchema = pageSchema(auditEntrySchema)
export type AuditPage = z.infer<typeof auditPageSchema>

export const adminListSchema = z.object({
  data: z.array(resourceSchema('admin', z.object({ name: z.string(), email: z.string() }))),
})
