import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'

export interface RouteEntry {
  method: string
  url: string
  /** The request schemas (body, querystring, params) the route validates with, for the fuzz tests. */
  schema?: FastifySchema
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, in order: what the access-control and fuzz tests walk through. */
    routeTable: RouteEntry[]
  }
}

/** Collects the route table while the routes are added (Fastify has no public list of its routes). */
export const routeTable = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = []
    app.decorate('routeTable', table)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema })
    })
  },
  { name: 'route-table' },
)
