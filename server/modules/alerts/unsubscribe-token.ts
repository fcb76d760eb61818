import { createHmac, timingSafeEqual } from 'node:crypto'

// The link that stops alert e-mails without signing in (RFC 8058 one-click): an id signed with a key of its own
// purpose, derived from the user-token key (a token made for one purpose never serves another). `search` stops
// one saved search's e-mails; `digest` stops the daily e-mail of every search of one user.

const PURPOSE = 'alerts-unsubscribe'
export type UnsubscribeScope = 'search' | 'digest'
const prefix: Record<UnsubscribeScope, string> = { search: 's', digest: 'd' }

export interface UnsubscribeTokens {
  sign(scope: UnsubscribeScope, id: number): string
  /** What the token stops, or null for a token this server did not sign. */
  verify(token: string): { scope: UnsubscribeScope; id: number } | null
}

export function unsubscribeTokens(secret: Uint8Array): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update(PURPOSE).digest()
  const mac = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, 16)
  return {
    sign: (scope, id) => {
      const body = `${prefix[scope]}${id}`
      return `${body}.${mac(body).toString('base64url')}`
    },
    verify(token) {
      const m = /^([sd])(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token)
      if (!m) return null
      // Compared as text: base64url decoding forgives the last character's spare bits, a signature must not.
      const given = Buffer.from(m[3]!)
      const expected = Buffer.from(mac(`${m[1]}${m[2]}`).toString('base64url'))
      if (!timingSafeEqual(given, expected)) return null
      return { scope: m[1] === 's' ? 'search' : 'digest', id: Number(m[2]) }
    },
  }
}
