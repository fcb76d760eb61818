// A receiver for tests: an HTTP server on 127.0.0.1 standing in for an agency's CRM. It checks each request's
// signature with the secret it is given, as docs/webhooks.md tells a receiver to, and answers the statuses a test
// scripts (one failure, then success). Test code only.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SIGNATURE_HEADER, verifySignature } from './signature'

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders
  body: string
  json: { id: string; type: string; data: Record<string, unknown> }
  /** Whether the signature held with the secret the receiver knew at that moment. */
  verified: boolean
  answered: number
}

export interface TestReceiver {
  url: string
  received: ReceivedWebhook[]
  /** The secret signatures are checked with (the one the dashboard shows). */
  secret: string
  /** Statuses to answer, in order; 200 once they run out. */
  script: number[]
  close(): Promise<void>
}

export async function startTestReceiver(path = '/webhooks/leads'): Promise<TestReceiver> {
  const state: TestReceiver = {
    url: '',
    received: [],
    secret: '',
    script: [],
    close: async () => undefined,
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const verified = verifySignature(
        req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        body,
        state.secret,
      )
      const answered = req.url !== path ? 404 : verified ? (state.script.shift() ?? 200) : 400
      let json: ReceivedWebhook['json']
      try {
        json = JSON.parse(body) as ReceivedWebhook['json']
      } catch {
        json = { id: '', type: '', data: {} }
      }
      state.received.push({ headers: req.headers, body, json, verified, answered })
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'falhou aqui')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}
