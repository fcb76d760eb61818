/** What a request answers while the database cannot be reached (restart, lost connections, timeouts). */
export const SERVICE_UNAVAILABLE = 'Serviço indisponível no momento. Tente novamente em instantes.'

// PostgreSQL codes: connection exceptions (08…), the server shutting down or restarting (57P01–57P03), too many
// connections (53300), a statement timeout (57014), a database that refuses connections (55000 on connect).
const UNAVAILABLE_CODES = /^(08...|57P0[1-3]|53300|57014|55000|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i

/**
 * Whether an error means the database is out of reach rather than a fault of this request. Drizzle wraps the
 * driver's error in its own (`cause`), so the chain is followed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    e = cause
  }
  return false
}
