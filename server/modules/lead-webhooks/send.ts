import http from 'node:http'
import https from 'node:https'
import { guardedLookup, webhookUrlAllowed, type AddressPolicy } from './address-policy'

// One POST to a receiver. Redirects are not followed (a 3xx is a failure: the next hop could be anywhere), the
// answer waits at most TIMEOUT_MS, and only its first EXCERPT_BYTES are kept for the log.

export const TIMEOUT_MS = 10_000
const EXCERPT_BYTES = 500

export interface SendResult {
  ok: boolean
  statusCode: number | null
  /** Why it failed, in pt-BR for the log; null when the receiver answered 2xx. */
  error: string | null
  response: string | null
  durationMs: number
}

const BLOCKED = 'Endereço recusado: ele não está na internet.'

const errorText = (err: NodeJS.ErrnoException) => {
  if (err.code === 'EBLOCKEDADDRESS') return BLOCKED
  if (err.name === 'TimeoutError' || err.code === 'ABORT_ERR')
    return `Sem resposta em ${TIMEOUT_MS / 1000} s.`
  if (err.code === 'ENOTFOUND') return 'Endereço não encontrado (DNS).'
  if (err.code === 'ECONNREFUSED') return 'Conexão recusada.'
  return `Falha de conexão (${err.code ?? err.message}).`
}

export async function postSigned(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs = TIMEOUT_MS,
): Promise<SendResult> {
  const started = Date.now()
  const took = () => Date.now() - started
  const url = new URL(rawUrl)
  // Checked again now (scheme, literal address, the name's addresses), and the socket's own lookup checks what it
  // connects to: the name may resolve elsewhere between the two.
  if (!(await webhookUrlAllowed(rawUrl, policy)))
    return { ok: false, statusCode: null, error: BLOCKED, response: null, durationMs: took() }
  const client = url.protocol === 'https:' ? https : http
  return new Promise<SendResult>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy) as unknown as typeof import('node:dns').lookup,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const finish = () => {
          const statusCode = res.statusCode ?? 0
          const response = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null
          const ok = statusCode >= 200 && statusCode < 300
          const error = ok
            ? null
            : statusCode >= 300 && statusCode < 400
              ? `Redirecionamento (${statusCode}) não seguido.`
              : `O servidor respondeu ${statusCode}.`
          resolve({ ok, statusCode, error, response, durationMs: took() })
        }
        res.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk)
          size += chunk.length
          // Enough for the log: the rest of a large answer is not read.
          if (size >= EXCERPT_BYTES) {
            res.destroy()
            finish()
          }
        })
        res.on('end', finish)
        res.on('error', finish)
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ ok: false, statusCode: null, error: errorText(err), response: null, durationMs: took() }),
    )
    req.end(body)
  })
}
