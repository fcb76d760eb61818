import { eq, sql } from 'drizzle-orm'
import { emailConfirmMsg, type SignUpInput } from '../../../src/domain/account'
import { fieldMsg } from '../../../src/domain/validation'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { users, type EmailLinkPurpose } from '../../db/schema'
import { apiError } from '../../http/errors'
import { findUserByEmail, insertUser, isUniqueViolation } from '../users'
import { confirmPath, createEmailLink, retireEmailLinks, takeEmailLink } from './email-links'
import { accountExistsEmail, confirmSignUpEmail, emailChangedEmail } from './emails'
import { hashPassword } from './password'

interface Deps {
  db: Db
  mailer: { send(message: MailMessage): Promise<void> }
}

/**
 * The work of a sign-up, done after the answer (which is the same whatever happens here): a new account gets a
 * confirmation link; an address that already has an account gets "you already have an account" instead, so the
 * form never tells who is registered. The password is hashed either way, so both cost the same.
 */
export async function signUpLater({ db, mailer }: Deps, input: SignUpInput['user'], baseUrl: string) {
  const passwordHash = await hashPassword(input.password)
  const existing = await findUserByEmail(db, input.email)
  const tellExisting = (name: string) =>
    mailer.send(accountExistsEmail(input.email, name, `${baseUrl}/entrar`, `${baseUrl}/esqueci-senha`))
  if (existing) return tellExisting(existing.firstName)
  let user
  try {
    user = await insertUser(db, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
    })
  } catch (err) {
    // Two sign-ups of one address at once: the second is the "already" case.
    if (isUniqueViolation(err)) return tellExisting(input.first_name)
    throw err
  }
  await sendSignUpLink({ db, mailer }, user.id, user.email, user.firstName, baseUrl)
}

/** A fresh confirmation link for an account's address (older ones stop working). */
export async function sendSignUpLink(
  { db, mailer }: Deps,
  userId: number,
  email: string,
  name: string,
  baseUrl: string,
) {
  await retireEmailLinks(db, userId, ['sign_up'])
  const token = await createEmailLink(db, userId, 'sign_up', email)
  await mailer.send(confirmSignUpEmail(email, name, `${baseUrl}${confirmPath(token)}`))
}

export interface Confirmed {
  purpose: EmailLinkPurpose
  userId: number
  email: string
  message: string
  /** To send after the answer: the old address told of a change, with its undo link. */
  mail: MailMessage | null
  /** False for a suspended or inactive account: the link confirms the address but signs nobody in. */
  active: boolean
}

const linkError = (state: 'used' | 'expired' | 'invalid') =>
  apiError(422, emailConfirmMsg[state], { code: `link_${state}`, pointer: '/token' })

/**
 * Follows a link: a sign-up's confirms the address; a change's makes the new address the account's (and tells
 * the old one, with a link to undo); an undo's gives the old address back. The caller signs out every session
 * after an undo.
 */
export async function confirmEmailLink(db: Db, token: string, baseUrl: string): Promise<Confirmed> {
  const now = new Date()
  return db
    .transaction(async (tx): Promise<Confirmed> => {
      const taken = await takeEmailLink(tx, token, now)
      if (taken.state !== 'ok') throw linkError(taken.state)
      const { link } = taken
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update')
      if (!user) throw linkError('invalid')
      const verified = { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now }
      switch (link.purpose) {
        case 'sign_up':
          // The account has another address since this link was sent: it confirms nothing any more.
          if (user.email.toLowerCase() !== link.email.toLowerCase()) throw linkError('invalid')
          await tx.update(users).set(verified).where(eq(users.id, user.id))
          return {
            purpose: link.purpose,
            userId: user.id,
            email: user.email,
            message: emailConfirmMsg.signUpDone,
            mail: null,
            active: user.status === 'active',
          }
        case 'change': {
          if (user.pendingEmail !== link.email) throw linkError('invalid')
          await tx
            .update(users)
            .set({ email: link.email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, user.id))
          const undo = await createEmailLink(tx, user.id, 'undo', user.email)
          return {
            purpose: link.purpose,
            userId: user.id,
            email: link.email,
            message: emailConfirmMsg.changeDone(link.email),
            mail: emailChangedEmail(user.email, user.firstName, link.email, `${baseUrl}${confirmPath(undo)}`),
            active: user.status === 'active',
          }
        }
        case 'undo':
          await tx
            .update(users)
            .set({ email: link.email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, user.id))
          await retireEmailLinks(tx, user.id, ['change', 'undo', 'sign_up'], now)
          return {
            purpose: link.purpose,
            userId: user.id,
            email: link.email,
            message: emailConfirmMsg.undoDone(link.email),
            mail: null,
            active: user.status === 'active',
          }
      }
    })
    .catch((err: unknown) => {
      // The address went to another account in between: the link cannot apply.
      if (isUniqueViolation(err))
        throw apiError(422, fieldMsg.emailTaken, { code: 'taken', pointer: '/token' })
      throw err
    })
}
