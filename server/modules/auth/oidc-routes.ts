import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProvidersSchema } from '../../../src/domain/account'
import { safeRedirect } from '../../../src/domain/redirects'
import type { Db } from '../../db/client'
import { userIdentities } from '../../db/schema'
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users'
import { OidcClient, oidcSettings, type LoginChecks, type OidcProfile } from './oidc'
import { authLimits } from './rate-limits'
import { publicBaseUrl } from './urls'

const COOKIE = 'mi_oidc'
const COOKIE_PATH = '/v1/auth/oidc'
const STATE_TTL_SECONDS = 600
const PURPOSE = 'oidc-login'
const tags = ['conta']

/** A third-party sign-in that found an account with its e-mail not yet confirmed: it is not linked. */
export const UNVERIFIED_ACCOUNT = 'unverified_account'

/**
 * The user for a third-party account: linked before; else the account with the same e-mail when both the issuer
 * and this site have verified that e-mail; else a new account (its e-mail verified by the issuer). An account
 * whose e-mail was never confirmed here is not taken over: someone else may have registered that address.
 */
export async function findOrCreateOidcUser(
  db: Db,
  p: OidcProfile,
): Promise<UserRow | typeof UNVERIFIED_ACCOUNT | null> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, p.issuer), eq(userIdentities.subject, p.subject)))
  if (linked) return (await findUserById(db, linked.userId)) ?? null
  if (!p.email || !p.emailVerified) return null
  const existing = await findUserByEmail(db, p.email)
  if (existing && !existing.emailVerifiedAt) return UNVERIFIED_ACCOUNT
  const user =
    existing ??
    (await insertUser(db, {
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      passwordHash: null,
      emailVerifiedAt: new Date(),
    }))
  await db
    .insert(userIdentities)
    .values({ userId: user.id, issuer: p.issuer, subject: p.subject, email: p.email })
    .onConflictDoNothing()
  return user
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}

function setStateCookie(reply: FastifyReply, value: string, secure: boolean, maxAge: number) {
  const attrs = [
    `${COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (secure) attrs.push('Secure')
  reply.header('set-cookie', attrs.join('; '))
}

/**
 * Third-party sign-in (OpenID Connect, code + PKCE): /v1/auth/oidc/start sends the browser to the issuer with
 * state, nonce and PKCE kept in a signed, HttpOnly cookie; /v1/auth/oidc/callback signs the user in and lands
 * on /entrar#token=<token>[&redirect=<path>] (or /entrar#error=oidc|unverified_account|account_blocked), where the web app stores the token.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = oidcSettings(app.config)
  const client = settings ? new OidcClient(settings) : null

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Provedores de login de terceiros configurados (lista vazia: esconder o botão)',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({
      data: settings
        ? [
            {
              id: 'oidc',
              type: 'auth_provider' as const,
              attributes: { name: settings.name, start_url: `${COOKIE_PATH}/start` },
            },
          ]
        : [],
    }),
  )
  if (!client) return

  const callbackUrl = () => `${publicBaseUrl(app)}${COOKIE_PATH}/callback`

  app.get(
    `${COOKIE_PATH}/start`,
    {
      config: { auth: 'public', rateLimit: authLimits.oidc },
      schema: {
        tags,
        summary: 'Redireciona ao provedor de login (OpenID Connect)',
        querystring: z.object({ redirect: z.string().optional() }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const { url, checks } = await client.start(callbackUrl())
      // Where to go afterwards travels in the signed state: a tap before the page's script ran has no other way.
      const redirect = safeRedirect(request.query.redirect)
      const cookie = await app.tokens.signValue(
        PURPOSE,
        { ...checks, ...(redirect ? { redirect } : {}) },
        STATE_TTL_SECONDS,
      )
      setStateCookie(reply, cookie, callbackUrl().startsWith('https:'), STATE_TTL_SECONDS)
      return reply.header('cache-control', 'no-store').redirect(url.href, 302)
    },
  )

  app.get(
    `${COOKIE_PATH}/callback`,
    {
      config: { auth: 'public', rateLimit: authLimits.oidc },
      schema: {
        tags,
        summary:
          'Retorno do provedor: entra (criando a conta pelo e-mail verificado) e redireciona a /entrar#token=…',
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const base = publicBaseUrl(app)
      setStateCookie(reply, '', base.startsWith('https:'), 0)
      reply.header('cache-control', 'no-store')
      const fail = (reason: string, err?: unknown) => {
        request.log.warn({ err, reason }, 'third-party sign-in failed')
        return reply.redirect('/entrar#error=oidc', 302)
      }
      const raw = readCookie(request, COOKIE)
      const stored = raw ? await app.tokens.verifyValue(PURPOSE, raw) : null
      if (
        !stored ||
        typeof stored.state !== 'string' ||
        typeof stored.nonce !== 'string' ||
        typeof stored.verifier !== 'string'
      ) {
        return fail('missing or expired state cookie')
      }
      let profile: OidcProfile
      try {
        const checks: LoginChecks = { state: stored.state, nonce: stored.nonce, verifier: stored.verifier }
        profile = await client.finish(new URL(request.url, base), checks)
      } catch (err) {
        return fail('code exchange', err)
      }
      const user = await findOrCreateOidcUser(app.db, profile)
      if (!user) return fail('no verified e-mail')
      if (user === UNVERIFIED_ACCOUNT) {
        request.log.warn({ reason: 'account e-mail not confirmed' }, 'third-party sign-in not linked')
        return reply.redirect('/entrar#error=unverified_account', 302)
      }
      if (user.status !== 'active') return reply.redirect('/entrar#error=account_blocked', 302)
      const { token } = await app.tokens.issue('user', user.id)
      const next = safeRedirect(stored.redirect)
      const hash = new URLSearchParams({ token, ...(next ? { redirect: next } : {}) })
      return reply.redirect(`/entrar#${hash.toString()}`, 302)
    },
  )
}
