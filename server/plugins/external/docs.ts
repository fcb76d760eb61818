import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs.
 * The UI needs no CSP exception: its page loads only same-origin scripts and styles (the app's helmet policy
 * allows them), and the external validator badge is off (validatorUrl null), so no staticCSP is set.
 */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Mercado Irecê API',
          version: '1.0.0',
          description: 'API pública, do anunciante (/v1) e do back office (/v1/admin).',
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, deepLinking: true },
      theme: { title: 'Mercado Irecê API' },
    })
  },
  { name: 'api-docs' },
)
