import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../../src/domain/messages'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, errorAt, nextIp, PASSWORD, signUpUser, uniqueEmail } from './test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

const signIn = (email: string, password: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign_in',
    remoteAddress,
    payload: { user: { email, password } },
  })

const invalidToken = {
  status: '401',
  code: 'unauthorized',
  type: 'invalid_token',
  detail: 'Sua sessão expirou, entre novamente.',
}

describe('sign-up, sign-in, current user, sign-out', () => {
  it('runs the whole session lifecycle and refuses the token after sign-out', async () => {
    const email = uniqueEmail('ciclo')
    const signedUp = await signUpUser(t.app, { email })
    const user = signedUp.doc.data
    expect(user.attributes).toMatchObject({
      email,
      first_name: 'Maria',
      profile: 'owner',
      profile_chosen: false,
    })
    expect(user.attributes.is_profile_complete).toBe(false)
    // Two blank phones, the second flagged WhatsApp, merged through `included`.
    expect(signedUp.doc.included.map((p) => p.attributes)).toEqual([
      { number: '', whatsapp: false },
      { number: '', whatsapp: true },
    ])
    expect(user.relationships.phones.data.map((r) => r.id)).toEqual(signedUp.doc.included.map((p) => p.id))

    const res = await signIn(email.toUpperCase(), PASSWORD)
    expect(res.statusCode).toBe(200)
    const token = res.json().meta.token as string
    expect(res.headers.authorization).toBe(`Bearer ${token}`)
    const claims = decodeJwt(token)
    expect(claims.aud).toBe('user')
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600)

    const me = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.id).toBe(signedUp.userId)
    expect(me.headers.authorization).toBeUndefined()

    const out = await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: bearer(token) })
    expect(out.statusCode).toBe(204)
    const after = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ errors: [invalidToken] })
    // The sign-up session is another one, still valid.
    const other = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(signedUp.token) })
    expect(other.statusCode).toBe(200)
  })

  it('answers the exact message for a wrong password or an unknown e-mail', async () => {
    const { email } = await signUpUser(t.app)
    for (const res of [
      await signIn(email, 'senha-errada-1'),
      await signIn(uniqueEmail('ninguem'), PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().errors[0].detail).toBe('E-mail ou senha inválidos, tente novamente.')
      expect(res.json().errors[0].type).toBeUndefined()
    }
  })

  it('validates the sign-up form with its pt-BR messages, one error per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_up',
      remoteAddress: nextIp(),
      payload: {
        user: { first_name: '  ', email: 'nao-e-email', password: 'curta', password_confirmation: 'outra' },
      },
    })
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(errorAt(body, '/user/first_name')).toBe(msg.required)
    expect(errorAt(body, '/user/last_name')).toBe(msg.required)
    expect(errorAt(body, '/user/email')).toBe(msg.email)
    expect(errorAt(body, '/user/password')).toBe('Deve ter no mínimo 8 caracteres')
    expect(errorAt(body, '/user/terms_of_service')).toBe(msg.terms)
    const pointers = body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)
    expect(new Set(pointers).size).toBe(pointers.length)

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_up',
      remoteAddress: nextIp(),
      payload: {
        user: {
          first_name: 'A',
          last_name: 'B',
          email: uniqueEmail(),
          password: PASSWORD,
          password_confirmation: `${PASSWORD}x`,
          terms_of_service: true,
        },
      },
    })
    expect(errorAt(mismatch.json(), '/user/password_confirmation')).toBe('As senhas não coincidem')
  })
})

describe('tokens', () => {
  it('answers 401 invalid_token for an expired, a malformed, a foreign or a missing token', async () => {
    const { userId } = await signUpUser(t.app)
    const expired = await t.app.tokens.issue('user', Number(userId), { ttlSeconds: -5 })
    const forged = `${expired.token.slice(0, -4)}AAAA`
    for (const token of [expired.token, 'nao.e.jwt', forged]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ errors: [invalidToken] })
    }
    const none = await t.app.inject({ method: 'GET', url: '/v1/users' })
    expect(none.statusCode).toBe(401)
    expect(none.json().errors[0].type).toBe('missing_token')
  })

  it('hands out a fresh token in the Authorization header in the last minutes of the old one', async () => {
    const { userId } = await signUpUser(t.app)
    const old = await t.app.tokens.issue('user', Number(userId), { ttlSeconds: 5 * 60 })
    const res = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(old.token) })
    expect(res.statusCode).toBe(200)
    const header = res.headers.authorization as string
    expect(header).toMatch(/^Bearer /)
    const fresh = header.slice(7)
    expect(fresh).not.toBe(old.token)
    expect(res.headers['access-control-expose-headers']).toBe('Authorization')
    expect(decodeJwt(fresh).exp).toBeGreaterThan(decodeJwt(old.token).exp ?? 0)
    expect(decodeJwt(fresh).jti).toBe(decodeJwt(old.token).jti)

    const again = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(fresh) })
    expect(again.statusCode).toBe(200)
    expect(again.headers.authorization).toBeUndefined()
    // Signing out with the fresh token ends the session of both.
    await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: bearer(fresh) })
    const oldAfter = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(old.token) })
    expect(oldAfter.json().errors[0].type).toBe('invalid_token')
  })

  it('keeps user tokens off the back office', async () => {
    const { token } = await signUpUser(t.app)
    for (const url of ['/v1/admin/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].detail).toBe('Você não tem permissão para acessar esta página.')
      // Not invalid_token: the user client must keep its (valid) token.
      expect(res.json().errors[0].type).toBeUndefined()
    }
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/auth/sign_out',
      headers: bearer(token),
    })
    expect(out.statusCode).toBe(403)
  })
})

describe('rate limits', () => {
  it('limits sign-in per IP and e-mail, in pt-BR', async () => {
    const { email } = await signUpUser(t.app)
    const ip = '198.51.100.7'
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'errada-000', ip)).statusCode).toBe(401)
    const blocked = await signIn(email, PASSWORD, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().errors[0]).toMatchObject({
      status: '429',
      code: 'too_many_requests',
      detail: 'Muitas tentativas. Aguarde 1 minuto e tente novamente.',
    })
    expect(blocked.headers['retry-after']).toBeDefined()
    // Another address, or another account from the same address, is not held back.
    expect((await signIn(email, PASSWORD, '198.51.100.8')).statusCode).toBe(200)
    expect((await signIn(uniqueEmail(), PASSWORD, ip)).statusCode).toBe(401)
  })

  it('believes no X-Forwarded-For by default: a forged one does not dodge the limit', async () => {
    const { email } = await signUpUser(t.app)
    const ip = '198.51.100.20'
    const forged = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign_in',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.9.8.${i}` },
        payload: { user: { email, password: 'errada-000' } },
      })
    for (let i = 0; i < 10; i++) expect((await forged(i)).statusCode).toBe(401)
    expect((await forged(99)).statusCode).toBe(429)
  })

  it('also bounds guesses on one account that come from many addresses', async () => {
    const { email } = await signUpUser(t.app)
    for (let i = 0; i < 50; i++) expect((await signIn(email, 'errada-000', nextIp())).statusCode).toBe(401)
    // Past 50 wrong passwords a new address still gets one guess, and a wrong one is held back 15 minutes…
    const blocked = await signIn(email, 'errada-001', nextIp())
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().errors[0].detail).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.')
    // …while the owner's correct password is never locked out.
    expect((await signIn(email, PASSWORD, nextIp())).statusCode).toBe(200)
  })

  it('limits sign-up and forgotten-password requests per IP', async () => {
    const ip = '203.0.113.9'
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign_up',
        remoteAddress: ip,
        payload: {
          user: {
            first_name: 'R',
            last_name: `L${i}`,
            email: 'x',
            password: 'x',
            password_confirmation: 'x',
          },
        },
      })
    for (let i = 0; i < 10; i++) expect((await signUp(i)).statusCode).toBe(422)
    const blocked = await signUp(10)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().errors[0].detail).toBe('Muitas tentativas. Aguarde 10 minutos e tente novamente.')

    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/password/forgot',
        remoteAddress: ip,
        payload: { user: { email: 'a@b.com.br' } },
      })
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(202)
    expect((await forgot()).statusCode).toBe(429)
  })
})
