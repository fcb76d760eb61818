import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import { users, type AuthClient } from '../../db/schema'
import { apiError } from '../../http/errors'
import { errorMsg } from '../../../src/domain/messages'
import { invalidToken, sendToken, SIGN_IN_REQUIRED, type Guard } from '../../modules/auth/request-auth'
import { loadTokenSecrets } from '../../modules/auth/secrets'
import { Tokens } from '../../modules/auth/tokens'

const other = (client: AuthClient): AuthClient => (client === 'user' ? 'admin' : 'user')

/**
 * Token checks for every /v1 route (the back office's /v1/admin/* with the admin token, the rest with the user
 * token) unless the route is `config: { auth: 'public' }`; plus the sliding refresh header and `no-store`. Registered before any
 * route, so no /v1 route can be added unguarded.
 */
export const auth = fp(
  async (app: FastifyInstance) => {
    const tokens = new Tokens(app.db, loadTokenSecrets(app.config))
    app.decorate('tokens', tokens)
    app.decorateRequest('auth', null)

    const isActiveUser = async (id: number) => {
      const [row] = await app.db.select({ status: users.status }).from(users).where(eq(users.id, id))
      return row?.status === 'active'
    }
    const guard =
      (client: AuthClient): Guard =>
      async (request, reply) => {
        if (request.auth?.client === client) return
        const header = request.headers.authorization
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
        if (!token) throw apiError(401, SIGN_IN_REQUIRED, { code: 'unauthorized', type: 'missing_token' })
        const verified = await tokens.verify(client, token)
        if (!verified) {
          // A valid token of the other client is not an expired session: refuse without making it be discarded.
          if (await tokens.verify(other(client), token))
            throw apiError(403, errorMsg.accessDenied, { code: 'forbidden' })
          throw invalidToken()
        }
        // A suspended or inactive account's sessions are revoked with the suspension; this also refuses any left.
        if (client === 'user' && !(await isActiveUser(verified.subject))) throw invalidToken()
        request.auth = verified
        const fresh = await tokens.refreshIfDue(verified)
        if (fresh) sendToken(reply, fresh)
      }
    const requireUser = guard('user')
    const requireAdmin = guard('admin')
    app.decorate('requireUser', requireUser)
    app.decorate('requireAdmin', requireAdmin)

    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url
      // Answers for a signed-in account (and their refusals) are never kept by a browser or a shared cache.
      if (url?.startsWith('/v1/') || request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store')
      if (!url?.startsWith('/v1/') || request.routeOptions.config.auth === 'public') return
      await (url.startsWith('/v1/admin/') ? requireAdmin(request, reply) : requireUser(request, reply))
    })
  },
  { name: 'auth' },
)
