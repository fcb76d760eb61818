import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'

/**
 * The client address of a request the server sends itself (a page's data, asked in-process while the server renders
 * it: server/modules/seo/in-process-fetch.ts). Not an IP address, so no request from the network can carry it: a
 * socket's remote address always is one, whatever the headers say.
 */
export const IN_PROCESS_ADDRESS = 'in-process'

/**
 * A request the server sent itself: what only matters on the network (security headers for a browser, rate limits
 * per client) is left out, while its route, validation, auth and errors are those of any other request.
 */
export function isInProcess(request: FastifyRequest): boolean {
  return request.raw.socket?.remoteAddress === IN_PROCESS_ADDRESS
}

/**
 * Whether Fastify logs a request's arrival and answer (it passes the raw request or its own): not for the server's
 * own reads while it renders a page, whose two lines per read would outnumber the page's own (and cost a write each).
 */
export function logsRequest(request: FastifyRequest | IncomingMessage): boolean {
  const raw = 'raw' in request ? request.raw : request
  return raw.socket?.remoteAddress !== IN_PROCESS_ADDRESS
}
