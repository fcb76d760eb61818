import { z } from 'zod'
import { pageParamsSchema, pageSchema, resourceSchema } from './api'

/** Every action the server writes to the audit log; a route's `request.audit` takes only these. */
export const auditActions = [
  'brands.create',
  'brands.update',
  'brands.activate',
  'brands.deactivate',
  'models.create',
  'models.update',
  'years.create',
  'years.create_many',
  'years.update',
  'users.suspend',
  'users.reactivate',
  'users.subscription',
  'plans.create',
  'plans.update',
  'plans.enable',
  'plans.disable',
  'plans.reorder',
  'reports.resolve',
  'reports.dismiss',
  'properties.pause',
  'properties.archive',
  'properties.release',
  'properties.keep',
  'vehicles.pause',
  'vehicles.archive',
  'vehicles.release',
  'vehicles.keep',
  'vehicles.approve',
  'vehicles.reject',
  'settings.update',
  'trust.approve',
  'trust.refuse',
] as const
export type AuditAction = (typeof auditActions)[number]

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
    /** The admin's name today; null once the admin is removed. */
    admin_name: z.string().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    /** What the target was called at the time (an e-mail, a name); null in entries older than the label. */
    target_label: z.string().nullable(),
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
