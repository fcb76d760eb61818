import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { adminListSchema, auditPageSchema, auditQuerySchema } from '../../../src/domain/backoffice-audit'
import { pageMeta } from '../../http/public-read'
import { findAuditPage, listAdmins } from './repository'

const tags = ['backoffice']
const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema }

/** The audit log of the back office, filtered by admin and by target, and the admins to filter by. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Registro de ações do back office (quem, quando, o quê, antes e depois), mais recentes primeiro',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...denied },
      },
    },
    async (request) => {
      const q = request.query
      const { rows, total } = await findAuditPage(
        app.db,
        { adminId: q.admin_id, targetType: q.target_type, targetId: q.target_id },
        q.per_page,
        (q.page - 1) * q.per_page,
      )
      return {
        data: rows.map(({ entry: r, adminName }) => ({
          id: String(r.id),
          type: 'audit_entry' as const,
          attributes: {
            admin_id: r.adminId === null ? null : String(r.adminId),
            admin_email: r.adminEmail,
            admin_name: adminName,
            action: r.action,
            target_type: r.targetType,
            target_id: r.targetId,
            target_label: r.targetLabel,
            before: r.before,
            after: r.after,
            created_at: r.createdAt.toISOString(),
          },
        })),
        meta: pageMeta(q.page, q.per_page, total),
      }
    },
  )

  app.get(
    '/v1/admin/admins',
    {
      schema: {
        tags,
        summary: 'Administradores (para filtrar o registro)',
        response: { 200: adminListSchema, ...denied },
      },
    },
    async () => ({
      data: (await listAdmins(app.db)).map((a) => ({
        id: String(a.id),
        type: 'admin' as const,
        attributes: { name: a.name, email: a.email },
      })),
    }),
  )
}
