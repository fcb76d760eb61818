import type { FastifyInstance } from 'fastify'
import { siteOrigin } from '../../http/site-origin'

/** The site's origin for links and redirects (PUBLIC_URL, else the listening address; never the Host header). */
export function publicBaseUrl(app: FastifyInstance): string {
  return siteOrigin(app)
}
