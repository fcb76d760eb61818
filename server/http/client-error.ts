import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { frameworkErrorText } from './error-texts'

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a malformed request line):
 * answered with the API's pt-BR envelope instead of Node's bare status line.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy(err)
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'
  const body = JSON.stringify({
    errors: [{ status: String(status), code: 'bad_request', detail: frameworkErrorText(status) }],
  })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * Errors Fastify meets while routing (a malformed percent-encoding, a path parameter over the length limit):
 * the same pt-BR envelope as every other error.
 */
export function frameworkErrors(
  err: Error & { statusCode?: number; code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode ?? 400
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({
      errors: [
        { status: String(status), code: err.code ?? 'bad_request', detail: frameworkErrorText(status) },
      ],
    })
}
