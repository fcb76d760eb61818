import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { upsertAdmin } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await upsertAdmin(t.app.db, {
    email: 'Admin@MercadoIrece.com.br',
    name: 'Ana Admin',
    password: 'admin-senha-123',
  })
})
afterAll(async () => t?.close())

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/auth/sign_in', payload: { admin: { email, password } } })

describe('back office sign-in', () => {
  it('signs in with its own token, reads /v1/admin/me and signs out', async () => {
    const res = await signIn('admin@mercadoirece.com.br', 'admin-senha-123')
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toMatchObject({
      type: 'admin',
      attributes: { email: 'admin@mercadoirece.com.br', name: 'Ana Admin' },
    })
    const token = data.attributes.token as string
    expect(res.headers.authorization).toBe(`Bearer ${token}`)
    expect(decodeJwt(token).aud).toBe('admin')

    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.attributes.token).toBeUndefined()
    // The admin token is no user token either.
    const asUser = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })
    expect(asUser.statusCode).toBe(403)

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/admin/auth/sign_out', headers: bearer(token) }))
        .statusCode,
    ).toBe(204)
    const after = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().errors[0].type).toBe('invalid_token')
  })

  it('refuses wrong credentials with the login message, and user accounts', async () => {
    const wrong = await signIn('admin@mercadoirece.com.br', 'errada-errada')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().errors[0].detail).toBe('E-mail ou senha inválidos, tente novamente.')
    const user = await signUpUser(t.app)
    expect((await signIn(user.email, user.password)).statusCode).toBe(401)
  })

  it('refuses a user token, an expired admin token and no token on admin endpoints', async () => {
    const { token } = await signUpUser(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) })
    expect(res.statusCode).toBe(403)
    const expired = await t.app.tokens.issue('admin', 1, { ttlSeconds: -1 })
    const old = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(expired.token) })
    expect(old.statusCode).toBe(401)
    expect(old.json().errors[0].type).toBe('invalid_token')
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/me' })).statusCode).toBe(401)
  })
})
