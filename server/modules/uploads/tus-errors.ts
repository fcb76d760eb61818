import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { uploadMsg } from '../../../src/domain/upload'
import { GENERIC_ERROR } from '../../http/errors'

// The tus server answers its own protocol errors in English plain text ("Upload-Offset conflict\n"); the person
// uploading sees the API's pt-BR error envelope instead. Our own hooks already answer in that envelope.
const detailByStatus: Record<number, string> = {
  400: uploadMsg.failed,
  403: uploadMsg.failed,
  404: 'Envio não encontrado.',
  409: 'O envio mudou no servidor. Retomando do ponto certo.',
  410: 'Este envio expirou. Envie o arquivo de novo.',
  412: 'Versão do envio não suportada. Atualize a página e tente novamente.',
  413: uploadMsg.tooBig(MAX_UPLOAD_BYTES),
  415: uploadMsg.invalidFormat,
}

const codeByStatus: Record<number, string> = {
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  412: 'precondition_failed',
  413: 'too_big',
}

/** Our envelope kept as is; anything else replaced by the pt-BR text for its status. */
export function tusErrorBody(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown }
    if (Array.isArray(parsed.errors)) return body
  } catch {
    // plain text from the tus server: replaced below
  }
  const detail = detailByStatus[status] ?? (status >= 500 ? GENERIC_ERROR : uploadMsg.failed)
  return JSON.stringify({
    errors: [{ status: String(status), code: codeByStatus[status] ?? 'upload_error', detail }],
  })
}

function headerObject(rest: unknown[]): OutgoingHttpHeaders {
  const raw = rest.find((r) => typeof r === 'object' && r !== null)
  const out: OutgoingHttpHeaders = {}
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) out[String(raw[i])] = raw[i + 1] as string
  } else if (raw) Object.assign(out, raw)
  for (const k of Object.keys(out)) {
    if (/^content-(type|length)$/i.test(k)) delete out[k]
  }
  return out
}

/** Rewrites the error answers the tus server writes to this response (status ≥ 400) as the pt-BR envelope. */
export function translateTusErrors(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse
  const write = res.write.bind(res) as (chunk: unknown) => boolean
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse
  let failed: number | null = null
  const chunks: string[] = []
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : ''

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 400) return writeHead(status, headerObjectKeepingType(rest))
    failed = status
    return writeHead(status, { ...headerObject(rest), 'content-type': 'application/json; charset=utf-8' })
  }) as ServerResponse['writeHead']
  res.write = ((chunk: unknown) => {
    if (failed === null) return write(chunk)
    chunks.push(text(chunk))
    return true
  }) as ServerResponse['write']
  res.end = ((chunk?: unknown) => {
    if (failed === null || typeof chunk === 'function') return end(chunk)
    if (chunk !== undefined) chunks.push(text(chunk))
    return end(tusErrorBody(failed, chunks.join('')))
  }) as ServerResponse['end']
}

function headerObjectKeepingType(rest: unknown[]): OutgoingHttpHeaders {
  const raw = rest.find((r) => typeof r === 'object' && r !== null)
  if (Array.isArray(raw)) {
    const out: OutgoingHttpHeaders = {}
    for (let i = 0; i + 1 < raw.length; i += 2) out[String(raw[i])] = raw[i + 1] as string
    return out
  }
  return (raw ?? {}) as OutgoingHttpHeaders
}
