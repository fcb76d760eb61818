import type { FastifyInstance } from 'fastify'
import { adminCatalogueRoutes } from '../admin-catalogue'
import { adminModerationRoutes } from '../admin-moderation'
import { adminOverviewRoutes } from '../admin-overview'
import { adminPlanRoutes } from '../admin-plans'
import { adminSettingsRoutes } from '../admin-settings'
import { adminUserRoutes } from '../admin-users'
import { auditRoutes } from '../audit'
import { photoMatchRoutes } from '../photo-match'

/**
 * The back office's API, all under /v1/admin: the global guard asks every one of them for an admin token (401
 * without a token, 403 with a user's), and the audit hook records every successful write.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    adminOverviewRoutes,
    adminCatalogueRoutes,
    adminUserRoutes,
    adminPlanRoutes,
    adminModerationRoutes,
    adminSettingsRoutes,
    auditRoutes,
    photoMatchRoutes,
  ])
    await app.register(routes)
}
