import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from './test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const signIn = (url: string, key: 'user' | 'admin', email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload: { [key]: { email, password } } })

describe.each([
  ['/v1/auth/sign_in', 'user' as const],
  ['/v1/admin/auth/sign_in', 'admin' as const],
])('%s: nobody can lock a named account out', (url, key) => {
  it("50 wrong passwords from a few addresses leave the owner's correct one working from a new address", async () => {
    const email = uniqueEmail(key)
    if (key === 'user') await signUpUser(t.app, { email })
    else await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
    const attackers = Array.from({ length: 5 }, () => nextIp())
    for (const ip of attackers)
      for (let i = 0; i < 10; i++)
        expect((await signIn(url, key, email, `errada-${i}`, ip)).statusCode).toBe(401)

    // Every attacker address is now held back, with Retry-After…
    for (const ip of attackers) {
      const res = await signIn(url, key, email, 'errada-x', ip)
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    // …a fresh address gets one guess, and a wrong one is held back too…
    const fresh = nextIp()
    const guess = await signIn(url, key, email, 'errada-y', fresh)
    expect(guess.statusCode).toBe(429)
    expect(Number(guess.headers['retry-after'])).toBeGreaterThan(60)
    expect((await signIn(url, key, email, PASSWORD, fresh)).statusCode).toBe(429)
    // …while the owner, from a new address, signs in.
    expect((await signIn(url, key, email, PASSWORD, nextIp())).statusCode).toBe(200)
  })
})

describe('current password guesses', () => {
  it('a signed-in session gets 5 wrong current passwords, then 429 with Retry-After', async () => {
    const { token } = await signUpUser(t.app)
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/password',
        headers: bearer(token),
        payload: {
          user: {
            current_password: current,
            password: 'outra-senha-456',
            password_confirmation: 'outra-senha-456',
          },
        },
      })
    for (let i = 0; i < 5; i++) expect((await change(`errada-${i}`)).statusCode).toBe(422)
    const held = await change(PASSWORD)
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect(held.json().errors[0].detail).toMatch(/^Muitas tentativas/)

    const email = await t.app.inject({
      method: 'PUT',
      url: '/sign_up',
      headers: bearer(token),
      payload: { user: { email: uniqueEmail(), current_password: 'errada' } },
    })
    expect(email.statusCode).toBe(429)
  })
})

describe('every 429 says when to come back', () => {
  it('the per-address limit carries Retry-After', async () => {
    const { email } = await signUpUser(t.app)
    const ip = nextIp()
    let last
    for (let i = 0; i < 11; i++) last = await signIn('/v1/auth/sign_in', 'user', email, 'errada-000', ip)
    expect(last?.statusCode).toBe(429)
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
  })
})
