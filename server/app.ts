import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { Resolver } from './modules/lead-webhooks'
import { alerts } from './plugins/app/alerts'
import { audit } from './plugins/app/audit'
import { background } from './plugins/app/background'
import { auth } from './plugins/app/auth'
import { clientErrorHandler, frameworkErrors } from './http/client-error'
import { logsRequest } from './http/in-process'
import { errorHandler } from './plugins/app/error-handler'
import { idempotency } from './plugins/app/idempotency'
import { inputGuard } from './plugins/app/input-guard'
import { leadWebhooksPlugin } from './plugins/app/lead-webhooks'
import { mailer } from './plugins/app/mailer'
import { payments } from './plugins/app/payments'
import { pushSender } from './plugins/app/push-sender'
import { routeTable } from './plugins/app/route-table'
import { search } from './plugins/app/search'
import { visitors } from './plugins/app/visitors'
import { webShell } from './plugins/app/web-shell'
import { compression } from './plugins/external/compression'
import { apiDocs } from './plugins/external/docs'
import { rateLimits } from './plugins/external/rate-limits'
import { securityHeaders } from './plugins/external/security-headers'
import { registerRoutes } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    database: Database
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  logger?: boolean | object
  /** Tests only (never read from the environment): push endpoints allowed besides public https ones. */
  allowPushEndpoint?: (endpoint: string) => boolean
  /** Tests only: DNS answers for lead webhook addresses (a name that later points elsewhere). */
  webhookResolver?: Resolver
  /** Tests and benchmarks only: feed and photo hosts served locally, allowed although private. */
  allowFeedHost?: (url: URL) => boolean
}

/** Third-party plugins that shape every exchange; each hooks onto the routes added after it. */
const externalPlugins = [securityHeaders, compression, rateLimits, apiDocs]

/**
 * The app's own services as decorators and hooks, every one before any route: the auth guard must cover every /v1
 * route, and the idempotency hooks every mutation.
 */
const appPlugins = [
  routeTable,
  errorHandler,
  inputGuard,
  idempotency,
  mailer,
  background,
  auth,
  visitors,
  audit,
  pushSender,
  alerts,
  leadWebhooksPlugin,
  payments,
  search,
  webShell,
]

export async function buildApp({
  config,
  database,
  logger,
  allowPushEndpoint,
  webhookResolver,
  allowFeedHost,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: (request) => !logsRequest(request) }),
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    ajv: { customOptions: { removeAdditional: 'all' } },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('database', database)
  app.decorate('pushEndpointException', allowPushEndpoint ?? null)
  app.decorate('leadWebhookResolver', webhookResolver ?? null)
  app.decorate('feedHostException', allowFeedHost ?? null)

  for (const plugin of externalPlugins) await app.register(plugin)
  for (const plugin of appPlugins) await app.register(plugin)
  await registerRoutes(app)
  return app
}
