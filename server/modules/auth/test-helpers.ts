import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { UserDocument } from '../../../src/domain/account'
import { users } from '../../db/schema'

let counter = 0
/** A fresh address per call: sign-up is rate-limited per IP, and tests sign up many users. */
export const nextIp = (): string => {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}
export const uniqueEmail = (prefix = 'user'): string => `${prefix}.${process.pid}.${++counter}@example.com`
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const PASSWORD = 'segredo-forte-123'

export interface SignedUp {
  token: string
  userId: string
  email: string
  password: string
  doc: UserDocument
}

/** The sign-up form's body for an address. */
export const signUpBody = (email: string, password = PASSWORD) => ({
  user: {
    first_name: 'Maria',
    last_name: 'Souza',
    email,
    password,
    password_confirmation: password,
    terms_of_service: true,
  },
})

/**
 * Signs a new user up through the API (optionally choosing the profile) and returns a token for it. The account
 * counts as having confirmed its e-mail (as if its link had been followed) unless `verified: false`; it is signed
 * in directly, without reading the confirmation e-mail (tests of the link itself follow it from the mail).
 */
export async function signUpUser(
  app: FastifyInstance,
  opts: {
    email?: string
    password?: string
    profile?: 'owner' | 'broker' | 'business'
    verified?: boolean
  } = {},
): Promise<SignedUp> {
  const email = opts.email ?? uniqueEmail()
  const password = opts.password ?? PASSWORD
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign_up',
    remoteAddress: nextIp(),
    payload: signUpBody(email, password),
  })
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  // The account is created after the answer.
  await app.background.idle()
  const [row] = await app.db
    .update(users)
    .set({ emailVerifiedAt: opts.verified === false ? null : new Date() })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id })
  if (!row) throw new Error(`sign-up created no account for ${email}`)
  const { token } = await app.tokens.issue('user', row.id)
  const current = await app.inject({ url: '/v1/users', headers: bearer(token) })
  if (current.statusCode !== 200)
    throw new Error(`current user failed: ${current.statusCode} ${current.body}`)
  const doc = current.json<UserDocument>()
  const signedUp: SignedUp = { token, userId: doc.data.id, email, password, doc }
  if (opts.profile) {
    const chosen = await app.inject({
      method: 'PUT',
      url: '/v1/users/profile_type',
      headers: bearer(signedUp.token),
      payload: { user: { profile: opts.profile } },
    })
    if (chosen.statusCode !== 200) throw new Error(`profile failed: ${chosen.statusCode} ${chosen.body}`)
    signedUp.doc = chosen.json<UserDocument>()
  }
  return signedUp
}

/** The `detail` of the error at a pointer, for asserting one field's message. */
export function errorAt(
  body: { errors?: { detail: string; source?: { pointer: string } }[] },
  pointer: string,
): string | undefined {
  return body.errors?.find((e) => e.source?.pointer === pointer)?.detail
}
