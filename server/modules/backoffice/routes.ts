import type { FastifyInstance } from 'fastify'
import { adminCatalogueRoutes } from '../admin-catalogue/routes'
import { adminModerationRoutes } from '../admin-moderation/routes'
import { adminOverviewRoutes } from '../admin-overview/routes'
import { adminPlanRoutes } from '../admin-plans/routes'
import { adminSettingsRoutes } from '../admin-settings/routes'
import { adminUserRoutes } from '../admin-users/routes'
import { auditRoutes } from '../audit/routes'

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
  ])
    await app.register(routes)
}
