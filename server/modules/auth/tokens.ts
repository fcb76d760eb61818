import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { Db } from '../../db/client'
import { authSessions, type AuthClient } from '../../db/schema'

/** Access tokens live one hour; in their last 15 minutes any authenticated response carries a fresh one. */
export const ACCESS_TTL_SECONDS = 60 * 60
export const REFRESH_WINDOW_SECONDS = 15 * 60
/** Sliding stops here: after 30 days the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const ISSUER = 'mercado-irece'

export interface VerifiedToken {
  client: AuthClient
  subject: number
  sessionId: string
  expiresAt: Date
}

export interface IssuedToken {
  token: string
  sessionId: string
  expiresAt: Date
}

/**
 * HS256 tokens with one secret and audience per client ('user', 'admin'), each bound to a row of
 * auth_sessions (its `jti`), so sign-out revokes it before it expires.
 */
export class Tokens {
  constructor(
    private readonly db: Db,
    private readonly secrets: Record<AuthClient, Uint8Array>,
  ) {}

  private sign(client: AuthClient, subject: number, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(client)
      .setSubject(String(subject))
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secrets[client])
  }

  /** Starts a session. `ttlSeconds` is for tests (a negative one makes an already expired token). */
  async issue(client: AuthClient, subject: number, opts: { ttlSeconds?: number } = {}): Promise<IssuedToken> {
    const sessionId = randomBytes(18).toString('base64url')
    const expiresAt = new Date(Date.now() + (opts.ttlSeconds ?? ACCESS_TTL_SECONDS) * 1000)
    await this.db.insert(authSessions).values({ id: sessionId, client, subject, expiresAt })
    // Housekeeping on the way: sessions expired for a day are of no further use.
    await this.db.delete(authSessions).where(lt(authSessions.expiresAt, new Date(Date.now() - 86_400_000)))
    return { token: await this.sign(client, subject, sessionId, expiresAt), sessionId, expiresAt }
  }

  /** The token's claims when its signature, audience, expiry and session are all good; otherwise null. */
  async verify(client: AuthClient, token: string): Promise<VerifiedToken | null> {
    let payload
    try {
      ;({ payload } = await jwtVerify(token, this.secrets[client], {
        issuer: ISSUER,
        audience: client,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'jti', 'exp'],
      }))
    } catch {
      return null
    }
    const subject = Number(payload.sub)
    if (!Number.isSafeInteger(subject) || !payload.jti || !payload.exp) return null
    const [session] = await this.db
      .select({ expiresAt: authSessions.expiresAt, revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, payload.jti),
          eq(authSessions.client, client),
          eq(authSessions.subject, subject),
        ),
      )
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null
    return { client, subject, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) }
  }

  /** A fresh token for the same session when this one is in its last minutes (null otherwise). */
  async refreshIfDue(verified: VerifiedToken): Promise<string | null> {
    const now = Date.now()
    if (verified.expiresAt.getTime() - now > REFRESH_WINDOW_SECONDS * 1000) return null
    const [session] = await this.db
      .select({ createdAt: authSessions.createdAt })
      .from(authSessions)
      .where(eq(authSessions.id, verified.sessionId))
    if (!session) return null
    const limit = session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000
    const expiresAt = new Date(Math.min(now + ACCESS_TTL_SECONDS * 1000, limit))
    if (expiresAt.getTime() <= verified.expiresAt.getTime()) return null
    const updated = await this.db
      .update(authSessions)
      .set({ expiresAt: sql`greatest(${authSessions.expiresAt}, ${expiresAt.toISOString()}::timestamptz)` })
      .where(and(eq(authSessions.id, verified.sessionId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id })
    if (updated.length === 0) return null
    return this.sign(verified.client, verified.subject, verified.sessionId, expiresAt)
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
  }

  /** Signs a user or admin out everywhere (password reset, suspension), or everywhere else (`except`). */
  async revokeAll(client: AuthClient, subject: number, except?: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authSessions.client, client),
          eq(authSessions.subject, subject),
          isNull(authSessions.revokedAt),
          except ? ne(authSessions.id, except) : undefined,
        ),
      )
  }

  /** For short-lived signed values that are not sessions (the OIDC login state cookie). */
  signValue(purpose: string, value: Record<string, string>, ttlSeconds: number): Promise<string> {
    return new SignJWT(value)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.secrets.user)
  }

  async verifyValue(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.secrets.user, {
        issuer: ISSUER,
        audience: purpose,
        algorithms: ['HS256'],
      })
      return payload
    } catch {
      return null
    }
  }
}
