import type { FastifyInstance } from 'fastify'
import { apiError } from './http/errors'
import { serveWebApp } from './http/static'
import { alertPublicRoutes, savedSearchRoutes } from './modules/alerts'
import { adminAuthRoutes } from './modules/admin-auth/routes'
import { advertiserRoutes } from './modules/advertisers/routes'
import { agencyRoutes } from './modules/agency/routes'
import { feedRoutes } from './modules/feeds'
import { oidcRoutes } from './modules/auth/oidc-routes'
import { authRoutes } from './modules/auth/routes'
import { billingRoutes } from './modules/billing/routes'
import { backofficeRoutes } from './modules/backoffice/routes'
import { businessLeadRoutes } from './modules/business-leads/routes'
import { devMailRoutes } from './modules/dev-mail/routes'
import { geocodeRoutes } from './modules/geocode/routes'
import { inboxRoutes } from './modules/inbox/routes'
import { leadWebhookRoutes } from './modules/lead-webhooks'
import { leadRoutes } from './modules/leads/routes'
import { mediaRoutes } from './modules/media/routes'
import { listingStatesRoutes } from './modules/listings'
import { listingsLimitsRoutes } from './modules/my-listings/limits-routes'
import { myPropertyRoutes } from './modules/my-listings/property-routes'
import { adminVehicleRoutes } from './modules/my-listings/vehicle-admin-routes'
import { myVehicleRoutes } from './modules/my-listings/vehicle-routes'
import { priceBandRoutes } from './modules/price-bands'
import { propertyRoutes } from './modules/properties/routes'
import { pushRoutes } from './modules/push/routes'
import { searchRoutes } from './modules/search/routes'
import { registerSeo } from './modules/seo/routes'
import { settingsRoutes } from './modules/settings/routes'
import { statsRoutes } from './modules/stats/routes'
import { textHelpRoutes } from './modules/text-help/routes'
import { townPackRoutes } from './modules/town-packs'
import { trustRoutes } from './modules/trust'
import { uploadRoutes } from './modules/uploads/routes'
import { userRoutes } from './modules/users/routes'
import { vehicleRoutes } from './modules/vehicles/routes'

/**
 * Every route: the API, then the pages prepared on the server (listing, list, advertiser and home pages with their
 * SEO data and first data; sitemap.xml and robots.txt), then the answer for unknown paths, then the built web app,
 * whose catch-all must come last.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', engine: app.database.engine }))
  for (const routes of [
    devMailRoutes,
    searchRoutes,
    mediaRoutes,
    settingsRoutes,
    propertyRoutes,
    vehicleRoutes,
    advertiserRoutes,
    leadRoutes,
    inboxRoutes,
    statsRoutes,
    businessLeadRoutes,
    authRoutes,
    oidcRoutes,
    userRoutes,
    agencyRoutes,
    leadWebhookRoutes,
    feedRoutes,
    adminAuthRoutes,
    uploadRoutes,
    myPropertyRoutes,
    myVehicleRoutes,
    listingsLimitsRoutes,
    textHelpRoutes,
    geocodeRoutes,
    adminVehicleRoutes,
    backofficeRoutes,
    pushRoutes,
    savedSearchRoutes,
    alertPublicRoutes,
    listingStatesRoutes,
    billingRoutes,
    priceBandRoutes,
    trustRoutes,
    townPackRoutes,
  ])
    await app.register(routes)
  await registerSeo(app)

  app.setNotFoundHandler((request, reply) => {
    const err = apiError(404, 'Página não encontrada', { code: 'not_found' })
    request.log.debug({ url: request.url }, 'not found')
    return reply.status(404).send({ errors: err.errors })
  })
  await serveWebApp(app, app.config.distDir)
}
