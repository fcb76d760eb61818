import type { IncomingMessage } from 'node:http'
import helmet from '@fastify/helmet'
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
    // Not on every route by itself (global: false): the hook below applies it to every answer that leaves the
    // process. The answers a page's render asks for in-process reach no browser, and their headers are dropped.
    await app.register(helmet, {
      global: false,
      contentSecurityPolicy: { directives: cspDirectives(app.config) },
      // The app embeds YouTube and map tiles, which send no Cross-Origin-Resource-Policy header.
      crossOriginEmbedderPolicy: false,
    })
    app.addHook('onRequest', async (request, reply) => {
      if (isInProcess(request)) return
      // Before the policy is written from the directives (csp.ts reads this per request).
      ;(request.raw as IncomingMessage & { [TRACKERS]?: TrackerSources })[TRACKERS] = await trackers()
      reply.helmet()
    })
  },
  { name: 'security-headers' },
)
