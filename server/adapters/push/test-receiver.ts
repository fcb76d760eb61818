// A push service for tests: an HTTP server standing in for FCM/Mozilla/Apple, plus a browser's subscription
// keys. It checks the VAPID Authorization header (RFC 8292) and decrypts the aes128gcm payload (RFC 8291 with
// RFC 8188) using node:crypto only, so the test proves the bytes a real browser would get.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  path: string
  /** What the service answered (a gone subscription still receives, and answers 410). */
  status: number
  headers: http.IncomingHttpHeaders
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } }
  payload: unknown
}

const b64 = (buf: Buffer) => buf.toString('base64url')

/** Verifies `vapid t=<jwt>, k=<key>` and returns the claims; throws when the signature does not hold. */
export function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`not a VAPID header: ${header}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  const [h, p, s] = jwt.split('.') as [string, string, string]
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; typ: string }
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`)
  const point = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  )
  if (!ok) throw new Error('bad VAPID signature')
  return {
    publicKey: k,
    claims: JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  }
}

/** Decrypts one aes128gcm message for the subscription (uaPrivate = the browser's ECDH, authSecret). */
export function decryptAes128gcm(
  body: Buffer,
  ua: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idlen = body[20]!
  const asPublic = body.subarray(21, 21 + idlen)
  const record = body.subarray(21 + idlen)
  if (record.length > rs) throw new Error('more than one record')
  const uaPublic = ua.getPublicKey()
  const ecdhSecret = ua.computeSecret(asPublic)
  // RFC 8291, section 3.4: IKM from the ECDH secret and the auth secret, bound to both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  // RFC 8188, sections 2.2 and 2.3: content encryption key and nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // Last record: the data, a 0x02 delimiter, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 0x02) throw new Error('missing last-record delimiter')
  return padded.subarray(0, end)
}

export interface TestPushService {
  origin: string
  received: ReceivedPush[]
  /** A fresh browser subscription at this service; `status` is what the service answers for it. */
  subscribe(status?: number): { endpoint: string; keys: { p256dh: string; auth: string } }
  /** What the service answers from now on for this subscription (a 5xx spell, then 201 again). */
  answer(endpoint: string, status: number): void
  close(): Promise<void>
}

export async function startTestPushService(): Promise<TestPushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>()
  const received: ReceivedPush[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? ''
      const browser = browsers.get(path)
      if (!browser) return void res.writeHead(404).end()
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const vapid = verifyVapid(req.headers.authorization)
        const payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8'),
        ) as unknown
        received.push({ path, status: browser.status, headers: req.headers, vapid, payload })
        res.writeHead(browser.status).end()
      } catch (err) {
        res.writeHead(400).end(String(err))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomBytes(8).toString('hex')}`
      browsers.set(path, { ecdh, auth, status })
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } }
    },
    answer(endpoint, status) {
      const browser = browsers.get(new URL(endpoint).pathname)
      if (browser) browser.status = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
