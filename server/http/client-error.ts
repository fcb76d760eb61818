import type { Socket } from 'node:net'
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
