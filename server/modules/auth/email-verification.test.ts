import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailConfirmMsg } from '../../../src/domain/account'
import { emailLinks, users } from '../../db/schema'
import { listingBody } from '../my-listings/test-helpers'
import { buildTestApp, type TestApp } from '../../test/app'
import { decodeQuotedPrintable, startSmtp, waitForValue, type TestSmtp } from '../../test/smtp'
import { bearer, nextIp, PASSWORD, signUpBody, signUpUser, uniqueEmail } from './test-helpers'

// Addresses are confirmed by a link sent to them, at sign-up and on a change of address; until then the account
// may draft but not publish. Mail goes through a real SMTP server.

let smtp: TestSmtp
let t: TestApp
beforeAll(async () => {
  smtp = await startSmtp()
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://mercado.test' })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

/** The decoded text of the first message to `to` whose body has `phrase` (ASCII: bodies are quoted-printable). */
const mailTo = (to: string, phrase: string) =>
  waitForValue(() => {
    const found = smtp.inbox.find((m) => m.to.includes(to) && decodeQuotedPrintable(m.raw).includes(phrase))
    return found ? decodeQuotedPrintable(found.raw) : undefined
  })
const linkToken = (body: string) =>
  body.match(/https:\/\/mercado\.test\/confirmar-email\/([A-Za-z0-9_-]{43})/)?.[1]

const signUp = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign_up',
    remoteAddress: nextIp(),
    payload: signUpBody(email, password),
  })
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/email/confirm', remoteAddress: nextIp(), payload: { token } })
const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { user: { email, password } },
  })
const me = async (token: string) =>
  (await t.app.inject({ url: '/v1/users', headers: bearer(token) })).json().data.attributes

describe('confirming the e-mail at sign-up', () => {
  it('answers 202 without signing in, mails a single-use link (only its hash stored) that confirms and signs in', async () => {
    const email = uniqueEmail('novo')
    const res = await signUp(email)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ meta: { message: emailConfirmMsg.sent(email) } })
    expect(res.headers.authorization).toBeUndefined()

    const token = linkToken(await mailTo(email, 'Confirmar meu e-mail'))
    expect(token).toBeDefined()
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email))
    expect(user?.emailVerifiedAt).toBeNull()
    const stored = await t.app.db.select().from(emailLinks).where(eq(emailLinks.userId, user!.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.tokenHash).not.toContain(token!)
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    // Signing in with the password works before confirming (browse and draft), showing the account unconfirmed.
    const early = await signIn(email)
    expect(early.statusCode).toBe(200)
    expect(early.json().data.attributes).toMatchObject({ email_verified: false })

    const done = await confirm(token!)
    expect(done.statusCode).toBe(200)
    expect(done.json().meta).toMatchObject({ purpose: 'sign_up', email, message: emailConfirmMsg.signUpDone })
    expect(await me(done.json().meta.token)).toMatchObject({ email, email_verified: true })

    const again = await confirm(token!)
    expect(again.statusCode).toBe(422)
    expect(again.json().errors[0]).toMatchObject({ code: 'link_used', detail: emailConfirmMsg.used })
    expect((await confirm('x'.repeat(43))).json().errors[0].code).toBe('link_invalid')
  })

  it('refuses an expired link, and a resent link replaces the older one', async () => {
    const user = await signUpUser(t.app, { verified: false })
    const first = linkToken(await mailTo(user.email, 'Confirmar meu e-mail'))!
    await t.app.db.execute(
      sql`update email_links set expires_at = now() - interval '1 second' where user_id = ${Number(user.userId)}`,
    )
    const expired = await confirm(first)
    expect(expired.statusCode).toBe(422)
    expect(expired.json().errors[0]).toMatchObject({ code: 'link_expired', detail: emailConfirmMsg.expired })

    const resend = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/email/resend',
      headers: bearer(user.token),
    })
    expect(resend.statusCode).toBe(202)
    expect(resend.json().meta.message).toBe(emailConfirmMsg.resent(user.email))
    const second = await waitForValue(async () => {
      await t.app.background.idle()
      const tokens = smtp.inbox
        .filter((m) => m.to.includes(user.email))
        .map((m) => linkToken(decodeQuotedPrintable(m.raw)))
      return tokens.find((tk) => tk && tk !== first)
    })
    expect((await confirm(second)).statusCode).toBe(200)
    expect(await me(user.token)).toMatchObject({ email_verified: true })
  })
})

describe('publishing needs a confirmed e-mail', () => {
  it('lets an unconfirmed account draft but refuses to publish, in pt-BR, until the link is followed', async () => {
    const user = await signUpUser(t.app, { profile: 'owner', verified: false })
    const draft = await t.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(user.token),
      payload: listingBody({ status: 'pending' }),
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const id = draft.json().data.id as string
    const publish = () =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/properties/${id}/status`,
        headers: bearer(user.token),
        payload: { status: 'active' },
      })
    const refused = await publish()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0]).toMatchObject({
      code: 'email_unverified',
      detail: emailConfirmMsg.publishBlocked(user.email),
    })
    // Created already published: refused the same way.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(user.token),
      payload: listingBody({ status: 'active' }),
    })
    expect(direct.statusCode).toBe(403)

    const token = linkToken(await mailTo(user.email, 'Confirmar meu e-mail'))!
    expect((await confirm(token)).statusCode).toBe(200)
    const published = await publish()
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().data.attributes.status).toBe('active')
  })

  it('counts a password reset from the mailbox as confirming the address', async () => {
    const user = await signUpUser(t.app, { verified: false })
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/forgot',
      remoteAddress: nextIp(),
      payload: { user: { email: user.email } },
    })
    const body = await mailTo(user.email, 'resetar-senha')
    const reset = body.match(/resetar-senha\/([A-Za-z0-9_-]{43})/)?.[1] ?? ''
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/reset',
      remoteAddress: nextIp(),
      payload: {
        user: { token: reset, password: 'senha-nova-789', password_confirmation: 'senha-nova-789' },
      },
    })
    expect(done.statusCode).toBe(202)
    const signedIn = await signIn(user.email, 'senha-nova-789')
    expect(signedIn.json().data.attributes.email_verified).toBe(true)
  })
})

describe('sign-up with an address that already has an account', () => {
  it('answers exactly like a new sign-up and mails "you already have an account" instead', async () => {
    const owner = await signUpUser(t.app)
    const fresh = uniqueEmail('fresco')
    const taken = await signUp(owner.email, 'outra-senha-456')
    const created = await signUp(fresh, 'outra-senha-456')
    expect(taken.statusCode).toBe(created.statusCode)
    expect(taken.body.replace(owner.email, '<e-mail>')).toBe(created.body.replace(fresh, '<e-mail>'))
    const headerNames = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter(
          (k) => !['date', 'content-length', 'x-request-id'].includes(k) && !k.startsWith('x-ratelimit'),
        )
        .sort()
    expect(headerNames(taken.headers)).toEqual(headerNames(created.headers))

    const body = await mailTo(owner.email, 'Esqueci minha senha')
    expect(body).toContain('https://mercado.test/entrar')
    expect(body).toContain('https://mercado.test/esqueci-senha')
    expect(linkToken(body)).toBeUndefined()
    // Nothing changed for the account: same password, one row.
    expect((await signIn(owner.email)).statusCode).toBe(200)
    expect((await signIn(owner.email, 'outra-senha-456')).statusCode).toBe(401)
    const rows = await t.app.db.select().from(users).where(eq(users.email, owner.email))
    expect(rows).toHaveLength(1)
  })
})

describe('changing the e-mail', () => {
  it('applies only once the new address confirms, tells the old one, and the undo link restores it and signs out', async () => {
    const user = await signUpUser(t.app)
    const other = await t.app.tokens.issue('user', Number(user.userId))
    const next = uniqueEmail('trocado')
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/sign_up',
      headers: bearer(user.token),
      payload: { user: { email: next, current_password: PASSWORD } },
    })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().data.attributes).toMatchObject({ email: user.email, pending_email: next })
    expect((await signIn(next)).statusCode).toBe(401)

    const change = linkToken(await mailTo(next, 'Confirmar o novo e-mail'))!
    const applied = await confirm(change)
    expect(applied.statusCode).toBe(200)
    expect(applied.json().meta).toMatchObject({ purpose: 'change', email: next })
    expect(applied.json().meta.token).toBeUndefined()
    expect(await me(user.token)).toMatchObject({ email: next, pending_email: null, email_verified: true })
    expect((await signIn(next)).statusCode).toBe(200)

    const notice = await mailTo(user.email, 'Desfazer a troca de e-mail')
    expect(notice).toContain(next)
    const undo = linkToken(notice)!
    const undone = await confirm(undo)
    expect(undone.statusCode).toBe(200)
    expect(undone.json().meta).toMatchObject({ purpose: 'undo', email: user.email })
    // Every session ends: whoever changed the address is out.
    for (const token of [user.token, other.token]) {
      const res = await t.app.inject({ url: '/v1/users', headers: bearer(token) })
      expect(res.statusCode).toBe(401)
    }
    expect((await signIn(next)).statusCode).toBe(401)
    const back = await signIn(user.email)
    expect(back.json().data.attributes).toMatchObject({ email: user.email, email_verified: true })
  })

  it('refuses a change link once a newer address was asked for', async () => {
    const user = await signUpUser(t.app)
    const ask = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/sign_up',
        headers: bearer(user.token),
        payload: { user: { email, current_password: PASSWORD } },
      })
    const first = uniqueEmail('primeiro')
    await ask(first)
    const old = linkToken(await mailTo(first, 'Confirmar o novo e-mail'))!
    const second = uniqueEmail('segundo')
    await ask(second)
    await mailTo(second, 'Confirmar o novo e-mail')
    expect((await confirm(old)).statusCode).toBe(422)
    expect(await me(user.token)).toMatchObject({ email: user.email, pending_email: second })
  })
})
