import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]'])

/**
 * The site's origin for e-mail links, canonical URLs, og:url, the sitemap and robots: PUBLIC_URL, else the address
 * the server listens on. Never the request's Host header: a forged one would choose where a password reset link
 * points.
 */
export function siteOrigin(app: FastifyInstance): string {
  const { config } = app
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '')
  const address = app.server.address()
  const port = address && typeof address === 'object' ? address.port : config.PORT
  return `http://${listenHost(config.HOST)}:${port}`
}

function listenHost(host: string): string {
  if (ANY_ADDRESS.has(host)) return 'localhost'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/** The boot warning when links fall back to the listening address; null when PUBLIC_URL is set. */
export function publicUrlWarning(config: Config): string | null {
  if (config.PUBLIC_URL) return null
  return (
    `PUBLIC_URL is not set: links in e-mails, canonical URLs, the sitemap and robots.txt point to ` +
    `http://${listenHost(config.HOST)}:${config.PORT}. Set PUBLIC_URL to the site's public address (https://…).`
  )
}
