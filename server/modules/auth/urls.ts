import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config'

/**
 * The site's origin for links and redirects: PUBLIC_URL, else the request's own origin. Set PUBLIC_URL in
 * production: a forged Host header must not choose where password reset links point.
 */
export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '')
  return `${request.protocol}://${request.host}`
}
