import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { decodeQuotedPrintable, startSmtp, waitForValue as waitFor, type TestSmtp } from '../../test/smtp'
import { RESET_INVALID } from './password-reset'
import { bearer, errorAt, nextIp, signUpUser, uniqueEmail } from './test-helpers'

describe('forgot and reset password over a real SMTP server', () => {
  let smtp: TestSmtp
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://mercado.test/' })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/forgot',
      remoteAddress: nextIp(),
      payload: { user: { email } },
    })
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/reset',
      remoteAddress: nextIp(),
      payload: { user: { token, password, password_confirmation: password } },
    })
  // The sign-up's own confirmation link went to the same address: the reset is the one with its subject.
  const resetMailTo = (email: string) =>
    waitFor(() => smtp.inbox.find((m) => m.to.includes(email) && m.raw.includes('Redefini')))
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { user: { email, password } } })

  it('mails a single-use link that resets the password and ends the open sessions', async () => {
    const user = await signUpUser(t.app)
    const res = await forgot(user.email.toUpperCase())
    expect(res.statusCode).toBe(202)
    expect(res.json().meta.message).toMatch(/link para redefinir a senha/)

    const mail = await resetMailTo(user.email)
    const body = decodeQuotedPrintable(mail.raw)
    expect(body).toMatch(/^Subject: .*/m)
    const link = body.match(/https:\/\/mercado\.test\/resetar-senha\/([A-Za-z0-9_-]{43})/)
    expect(link).not.toBeNull()
    const token = link?.[1] ?? ''

    const done = await reset(token, 'senha-nova-789')
    expect(done.statusCode).toBe(202)
    expect((await signIn(user.email, 'senha-nova-789')).statusCode).toBe(200)
    expect((await signIn(user.email, user.password)).statusCode).toBe(401)
    // The session from before the reset is over.
    const old = await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(user.token) })
    expect(old.json().errors[0].type).toBe('invalid_token')

    const reused = await reset(token, 'outra-senha-000')
    expect(reused.statusCode).toBe(422)
    expect(errorAt(reused.json(), '/user/token')).toBe(RESET_INVALID)
    expect((await signIn(user.email, 'senha-nova-789')).statusCode).toBe(200)
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    await t.app.background.idle()
    const before = smtp.inbox.length
    const email = uniqueEmail('desconhecido')
    const res = await forgot(email)
    expect(res.statusCode).toBe(202)
    await t.app.background.idle()
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.inbox.length).toBe(before)
  })

  it('refuses an expired or unknown token and checks the new password', async () => {
    const user = await signUpUser(t.app)
    await forgot(user.email)
    const mail = await resetMailTo(user.email)
    const token = decodeQuotedPrintable(mail.raw).match(/resetar-senha\/([A-Za-z0-9_-]{43})/)?.[1] ?? ''

    const short = await reset(token, 'curta')
    expect(errorAt(short.json(), '/user/password')).toBe('Deve ter no mínimo 8 caracteres')
    await t.app.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`)
    expect(errorAt((await reset(token, 'senha-nova-789')).json(), '/user/token')).toBe(RESET_INVALID)
    expect(errorAt((await reset('x'.repeat(43), 'senha-nova-789')).json(), '/user/token')).toBe(RESET_INVALID)
  })
})

describe('local mail outbox (no SMTP_URL)', () => {
  it('keeps the message in DATA_DIR/mail and lists it at /dev/mail', async () => {
    const t = await buildTestApp()
    try {
      const user = await signUpUser(t.app)
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/password/forgot',
        payload: { user: { email: user.email } },
      })
      const list = await waitFor(async () => {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mail' })
        const data = res.json().data as { id: string; to: string; subject: string; text: string }[]
        return data.some((m) => m.subject.startsWith('Redefinição')) ? data : undefined
      })
      expect(list[0]).toMatchObject({ to: user.email, subject: 'Redefinição de senha — Mercado Irecê' })
      // No PUBLIC_URL: the link uses the address the server listens on (never the request's Host).
      expect(list[0]?.text).toMatch(/http:\/\/localhost:3000\/resetar-senha\/[A-Za-z0-9_-]{43}/)
      const eml = await t.app.inject({ method: 'GET', url: `/dev/mail/${list[0]?.id}` })
      expect(eml.statusCode).toBe(200)
      expect(eml.headers['content-type']).toMatch(/^message\/rfc822/)
    } finally {
      await t.close()
    }
  })

  it('hides the dev mailbox in production', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production' })
    try {
      // Not the mailbox: a 404, or the web app's shell when a build is present.
      for (const url of ['/dev/mail', '/dev/mail/2026-01-01T00-00-00-000Z-0123abcd']) {
        const res = await t.app.inject({ method: 'GET', url })
        expect(res.statusCode === 404 || String(res.headers['content-type']).startsWith('text/html')).toBe(
          true,
        )
      }
    } finally {
      await t.close()
    }
  })
})
