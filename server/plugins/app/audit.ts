import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuditAction } from '../../../src/domain/backoffice-audit'
import { insertAudit, type AuditRecord } from '../../modules/audit/repository'

/** What a route says it did: only an action the web app has a pt-BR sentence for (`auditActions`). */
export type AuditNote = Omit<AuditRecord, 'adminId' | 'action'> & { action: AuditAction }
type AnyNote = Omit<AuditRecord, 'adminId'>

declare module 'fastify' {
  interface FastifyRequest {
    /** What a back office write did, with the target before and after; the audit hook stores it. */
    audit(note: AuditNote): void
    auditNote: AnyNote | null
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Is this exchange a back office action (a write under /v1/admin by an admin, other than signing in or out)? */
export function isAdminAction(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? ''
  return (
    url.startsWith('/v1/admin/') &&
    !url.startsWith('/v1/admin/auth/') &&
    !READS.has(request.method) &&
    request.auth?.client === 'admin'
  )
}

/**
 * A route that says nothing is still recorded: its path names the action ('/v1/admin/vehicles/:id/approve' →
 * 'vehicles.approve' on target 'vehicles' :id) and its body is the "after".
 */
export function genericNote(request: FastifyRequest): AnyNote {
  const url = request.routeOptions.url ?? ''
  const parts = url.replace('/v1/admin/', '').split('/')
  const words = parts.filter((p) => p && !p.startsWith(':'))
  const params = (request.params ?? {}) as Record<string, unknown>
  const id = typeof params.id === 'string' ? params.id : null
  return {
    action: words.join('.') || 'admin',
    targetType: words[0] ?? 'admin',
    targetId: id,
    before: null,
    after: request.body ?? null,
  }
}

/**
 * The audit log: every successful back office write is recorded before its answer leaves (who, when, what, on what,
 * before and after), so no route added later can act unrecorded. Routes describe their action with
 * `request.audit(...)`; others get a note made from their path.
 */
export const audit = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auditNote', null)
    app.decorateRequest('audit', function (this: FastifyRequest, note: AuditNote) {
      this.auditNote = note
    })
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 || !isAdminAction(request)) return payload
      const note = request.auditNote ?? genericNote(request)
      try {
        await insertAudit(app.db, { ...note, adminId: request.auth!.subject })
      } catch (err) {
        request.log.error({ err, action: note.action }, 'audit log write failed')
      }
      return payload
    })
  },
  { name: 'audit', dependencies: ['auth'] },
)
