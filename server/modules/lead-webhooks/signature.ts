import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// The signature scheme, Stripe's in shape: `Mercado-Irece-Signature: t=<unix seconds>,v1=<hex>`, where v1 is
// HMAC-SHA256 with the webhook's secret over `<t>.<raw body>`. The timestamp lets a receiver refuse old replays.

export const SIGNATURE_HEADER = 'Mercado-Irece-Signature'

export const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`

export const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`

/**
 * What a receiver does (docs/webhooks.md): the header's v1 matches the body and t is within `toleranceS` of now.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  { now = Date.now(), toleranceS = 300 }: { now?: number; toleranceS?: number } = {},
): boolean {
  const parts = new Map<string, string[]>()
  for (const item of (header ?? '').split(',')) {
    const [k, v] = item.split('=', 2)
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()])
  }
  const t = Number(parts.get('t')?.[0])
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceS) return false
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex')
  return (parts.get('v1') ?? []).some((v) => {
    const got = Buffer.from(v, 'hex')
    return got.length === expected.length && timingSafeEqual(got, expected)
  })
}
