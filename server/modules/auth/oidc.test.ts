import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userIdentities, users } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from './test-helpers'

const APP_ORIGIN = 'https://mercado.test'
const CALLBACK = `${APP_ORIGIN}/v1/auth/oidc/callback`

interface Account {
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}

/**
 * A local OpenID provider on a random port. Its login step is a custom interaction that signs in whichever
 * account the test put in `next` (no form), and consent is granted up front (loadExistingGrant).
 */
async function startProvider(accounts: Map<string, Account>) {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const state = { next: '' }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'mercado-irece',
        client_secret: 'segredo-do-cliente-de-teste',
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['chave-de-cookie-de-teste'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId
      if (!accountId || !ctx.oidc.client) return undefined
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res)
    provider
      .interactionFinished(req, res, { login: { accountId: state.next } }, { mergeWithLastSubmission: false })
      .catch((err: unknown) => {
        res.statusCode = 500
        res.end(String(err))
      })
  })
  return { issuer, state, close: () => new Promise<void>((r) => server.close(() => r())) }
}

/** Follows the provider's redirects like a browser (cookies included) until it sends us back to the app. */
async function followToApp(start: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = start
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP_ORIGIN)) return new URL(url)
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const i = pair.indexOf('=')
      jar.set(pair.slice(0, i), pair.slice(i + 1))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`)
    url = new URL(location, url).href
  }
  throw new Error('too many redirects')
}

describe('third-party sign-in (OpenID Connect, code + PKCE)', () => {
  const accounts = new Map<string, Account>()
  let op: Awaited<ReturnType<typeof startProvider>>
  let t: TestApp

  beforeAll(async () => {
    op = await startProvider(accounts)
    t = await buildTestApp({
      PUBLIC_URL: APP_ORIGIN,
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: 'mercado-irece',
      OIDC_CLIENT_SECRET: 'segredo-do-cliente-de-teste',
      OIDC_PROVIDER_NAME: 'Provedor de teste',
    })
  })
  afterAll(async () => {
    await t?.close()
    await op?.close()
  })

  /** start → provider login → callback; returns where the app finally sends the browser. */
  async function signInAs(
    sub: string,
    opts: { dropCookie?: boolean; redirect?: string } = {},
  ): Promise<string> {
    op.state.next = sub
    const query = opts.redirect ? `?${new URLSearchParams({ redirect: opts.redirect }).toString()}` : ''
    const start = await t.app.inject({ method: 'GET', url: `/v1/auth/oidc/start${query}` })
    expect(start.statusCode).toBe(302)
    const authorize = new URL(String(start.headers.location))
    expect(authorize.origin).toBe(op.issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK)
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(p)).toBeTruthy()
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? ''
    expect(cookie).toMatch(/^mi_oidc=/)

    const back = await followToApp(authorize.href)
    expect(back.searchParams.get('code')).toBeTruthy()
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: opts.dropCookie ? {} : { cookie },
    })
    expect(callback.statusCode).toBe(302)
    return String(callback.headers.location)
  }

  const tokenOf = (location: string) => decodeURIComponent(location.match(/^\/entrar#token=(.+)$/)?.[1] ?? '')

  it('hands back the page to open afterwards beside the token, and never a page of another site', async () => {
    accounts.set('rita-1', {
      email: 'rita@exemplo.com.br',
      email_verified: true,
      given_name: 'Rita',
      family_name: 'Lima',
    })
    const back = new URLSearchParams(
      (await signInAs('rita-1', { redirect: '/dashboard/settings' })).replace(/^\/entrar#/, ''),
    )
    expect(back.get('token')).toBeTruthy()
    expect(back.get('redirect')).toBe('/dashboard/settings')
    const away = await signInAs('rita-1', { redirect: '//evil.example/x' })
    expect(away).toMatch(/^\/entrar#token=[^&]+$/)
  })

  it('lists the provider for the login button', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(res.json()).toEqual({
      data: [
        {
          id: 'oidc',
          type: 'auth_provider',
          attributes: { name: 'Provedor de teste', start_url: '/v1/auth/oidc/start' },
        },
      ],
    })
  })

  it('creates the account from the verified e-mail, signs in, and finds it again next time', async () => {
    accounts.set('carla-1', {
      email: 'Carla@Exemplo.com.br',
      email_verified: true,
      given_name: 'Carla',
      family_name: 'Dias',
    })
    const location = await signInAs('carla-1')
    const token = tokenOf(location)
    expect(token).not.toBe('')
    const me = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.attributes).toMatchObject({
      email: 'carla@exemplo.com.br',
      first_name: 'Carla',
      last_name: 'Dias',
      has_password: false,
      profile_chosen: false,
    })
    expect(me.json().included).toHaveLength(2)

    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/users',
      headers: bearer(tokenOf(await signInAs('carla-1'))),
    })
    expect(again.json().data.id).toBe(me.json().data.id)

    // No password yet: the first one is set without a current password, then e-mail sign-in works too.
    const first = await t.app.inject({
      method: 'PUT',
      url: '/password',
      headers: bearer(token),
      payload: { user: { password: 'primeira-senha-1', password_confirmation: 'primeira-senha-1' } },
    })
    expect(first.statusCode).toBe(202)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      payload: { user: { email: 'carla@exemplo.com.br', password: 'primeira-senha-1' } },
    })
    expect(signIn.statusCode).toBe(200)
  })

  it('links to an existing account with the same verified e-mail', async () => {
    const existing = await signUpUser(t.app)
    accounts.set('existente-2', {
      email: existing.email,
      email_verified: true,
      given_name: 'Outro',
      family_name: 'Nome',
    })
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users',
      headers: bearer(tokenOf(await signInAs('existente-2'))),
    })
    expect(me.json().data).toMatchObject({
      id: existing.userId,
      attributes: { first_name: 'Maria', has_password: true },
    })
  })

  it('never takes over an account whose e-mail was not confirmed here, and links once it is', async () => {
    // Someone registered the address first, with their own password, and never confirmed it.
    const squatter = await signUpUser(t.app, { verified: false })
    accounts.set('dona-5', {
      email: squatter.email,
      email_verified: true,
      given_name: 'Dona',
      family_name: 'Real',
    })
    expect(await signInAs('dona-5')).toBe('/entrar#error=unverified_account')
    const linked = await t.app.db.select().from(userIdentities).where(eq(userIdentities.subject, 'dona-5'))
    expect(linked).toHaveLength(0)
    const rows = await t.app.db.select().from(users).where(eq(users.email, squatter.email))
    expect(rows).toHaveLength(1)

    // Confirmed from the mailbox (here: as if the link were followed), the same sign-in links and enters.
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, Number(squatter.userId)))
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users',
      headers: bearer(tokenOf(await signInAs('dona-5'))),
    })
    expect(me.json().data.id).toBe(squatter.userId)
  })

  it('creates a new account with the e-mail confirmed by the provider', async () => {
    accounts.set('nova-6', {
      email: 'nova@exemplo.com.br',
      email_verified: true,
      given_name: 'N',
      family_name: 'O',
    })
    const me = await t.app.inject({ url: '/v1/users', headers: bearer(tokenOf(await signInAs('nova-6'))) })
    expect(me.json().data.attributes).toMatchObject({ email: 'nova@exemplo.com.br', email_verified: true })
  })

  it('refuses an unverified e-mail and a callback without the state cookie', async () => {
    accounts.set('sem-verificar-3', {
      email: 'nao-verificado@exemplo.com.br',
      email_verified: false,
      given_name: 'N',
      family_name: 'V',
    })
    expect(await signInAs('sem-verificar-3')).toBe('/entrar#error=oidc')
    accounts.set('sem-cookie-4', {
      email: 'sem-cookie@exemplo.com.br',
      email_verified: true,
      given_name: 'S',
      family_name: 'C',
    })
    expect(await signInAs('sem-cookie-4', { dropCookie: true })).toBe('/entrar#error=oidc')
  })
})

describe('third-party sign-in not configured', () => {
  it('lists no provider and has no start route', async () => {
    const t = await buildTestApp()
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ data: [] })
      expect((await t.app.inject({ method: 'GET', url: '/v1/auth/oidc/start' })).statusCode).not.toBe(302)
    } finally {
      await t.close()
    }
  })
})
