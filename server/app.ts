import fs from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { installErrorHandler } from './http/error-handler'
import { installIdempotency } from './http/idempotency'
import { apiError } from './http/errors'
import { serveWebApp } from './http/static'
import { registerDocs } from './http/docs'
import { mediaRoutes } from './modules/media/routes'
import { settingsRoutes } from './modules/settings/routes'
import { propertyRoutes } from './modules/properties/routes'
import { vehicleRoutes } from './modules/vehicles/routes'
import { advertiserRoutes } from './modules/advertisers/routes'
import { leadRoutes } from './modules/leads/routes'
import { registerMail } from './adapters/mail/plugin'
import { registerAuth } from './modules/auth/plugin'
import { authRoutes } from './modules/auth/routes'
import { oidcRoutes } from './modules/auth/oidc-routes'
import { userRoutes } from './modules/users/routes'
import { agencyRoutes } from './modules/agency/routes'
import { adminAuthRoutes } from './modules/admin-auth/routes'
import { uploadRoutes } from './modules/uploads/routes'
import { registerPush } from './modules/push/routes'
import { myPropertyRoutes } from './modules/my-properties/routes'
import { registerSearch } from './modules/search/routes'
import { registerSeo } from './modules/seo/routes'
import { cspDirectives } from './http/csp'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    database: Database
    /** The HTML shell for a client-side route; server/modules/seo fills it with a page's head and first data. */
    renderShell(request: FastifyRequest): string
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  logger?: boolean | object
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('database', database)

  const indexFile = path.join(config.distDir, 'index.html')
  // Without a build, a bare document still carries the pages' SEO data (server/modules/seo).
  const shell = fs.existsSync(indexFile)
    ? fs.readFileSync(indexFile, 'utf8')
    : '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Mercado Irecê</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n'
  app.decorate('renderShell', () => shell)

  installErrorHandler(app)
  // Before compress: the idempotency store keeps the uncompressed body.
  installIdempotency(app)
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(rateLimit, { global: false })
  await registerDocs(app)
  // Accounts: app.mailer, app.tokens and the token guard of every /v1 route (before any route is added).
  await registerMail(app)
  registerAuth(app)
  // Search cache and places view before the routes: their hooks must see every mutation. Off in tests, which
  // write fixtures straight to the database between requests.
  // PGlite answers a miss on the event loop, blocking every request meanwhile: it keeps answers four times longer.
  const testing = config.NODE_ENV === 'test'
  const cacheTtlMs = testing ? 0 : database.engine === 'pglite' ? 60_000 : 15_000
  await registerSearch(app, { cacheTtlMs, maintenance: !testing })

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', engine: database.engine }))
  await app.register(mediaRoutes)
  await app.register(settingsRoutes)
  await app.register(propertyRoutes)
  await app.register(vehicleRoutes)
  await app.register(advertiserRoutes)
  await app.register(leadRoutes)
  await app.register(authRoutes)
  await app.register(oidcRoutes)
  await app.register(userRoutes)
  await app.register(agencyRoutes)
  await app.register(adminAuthRoutes)
  await app.register(uploadRoutes)
  await app.register(myPropertyRoutes)
  await registerPush(app)
  // Listing, list, advertiser and home pages with their SEO data and first data; sitemap.xml and robots.txt.
  await registerSeo(app)

  app.setNotFoundHandler((request, reply) => {
    const err = apiError(404, 'Página não encontrada', { code: 'not_found' })
    request.log.debug({ url: request.url }, 'not found')
    return reply.status(404).send({ errors: err.errors })
  })
  await serveWebApp(app, config.distDir)
  return app
}
