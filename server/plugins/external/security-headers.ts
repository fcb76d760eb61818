import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isInProcess } from '../../http/in-process'
import { getWebsiteSettings } from '../../modules/settings'
import { cspDirectives, NO_TRACKERS, TRACKERS, trackerSources, type TrackerSources } from './csp'

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the tracker hosts the policy allows, after staff change the website settings. */
    forgetTrackerHosts(): void
  }
}

/** Other processes sharing the database follow a settings change within this time. */
const TRACKERS_TTL_MS = 30_000

/** Security headers on every answer, with the app's Content Security Policy. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    let cached: { at: number; value: Promise<TrackerSources> } | null = null
    const trackers = () => {
      if (!cached || Date.now() - cached.at > TRACKERS_TTL_MS) {
        // Without the database (an outage) no tracker is allowed, and the next request asks again.
        const value = getWebsiteSettings(app.db, '').then(
          (s) => trackerSources(s.analytics),
          () => {
            cached = null
            return NO_TRACKERS
          },
        )
        cached = { at: Date.now(), value }
      }
      return cached.value
    }
    app.decorate('forgetTrackerHosts', () => {
      cached = null
    })
    // The headers depend only on the tracker hosts allowed, which change with the settings: helmet writes them
    // once per set of hosts, and every answer copies them (building helmet's middleware per request, as its
    // Fastify plugin does, was a thirtieth of a search's work).
    const middleware = helmet({
      contentSecurityPolicy: { directives: cspDirectives(app.config) },
      // The app embeds YouTube and map tiles, which send no Cross-Origin-Resource-Policy header.
      crossOriginEmbedderPolicy: false,
    })
    const written = new WeakMap<TrackerSources, [string, string][]>()
    const headersFor = (sources: TrackerSources) => {
      let headers = written.get(sources)
      if (!headers) {
        const collected: [string, string][] = []
        const req = { [TRACKERS]: sources } as unknown as IncomingMessage
        const res = {
          setHeader: (name: string, value: unknown) => collected.push([name, String(value)]),
          removeHeader: () => undefined,
        } as unknown as ServerResponse
        middleware(req, res, (err?: unknown) => {
          if (err) throw err
        })
        written.set(sources, (headers = collected))
      }
      return headers
    }
    // Every answer that leaves the process. The answers a page's render asks for in-process reach no browser, and
    // their headers are dropped.
    app.addHook('onRequest', async (request, reply) => {
      if (isInProcess(request)) return
      for (const [name, value] of headersFor(await trackers())) reply.header(name, value)
    })
  },
  { name: 'security-headers' },
)
