import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResets, users } from '../../db/schema'
import { apiError } from '../../http/errors'
import { findUserByEmail } from '../users'
import { passwordResetEmail } from './emails'
import { hashPassword } from './password'

export const RESET_TTL_MS = 60 * 60 * 1000
export const RESET_INVALID = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo link.'
export const RESET_REQUESTED =
  'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha.'
export const RESET_DONE = 'Senha redefinida. Entre com a nova senha.'

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/**
 * Stores a single-use token (only its hash) and returns the e-mail to send, or null when there is no active
 * account. Runs after the answer, which is the same either way: the form does not reveal who has an account.
 */
export async function createPasswordReset(db: Db, email: string, baseUrl: string) {
  const user = await findUserByEmail(db, email)
  if (!user || user.status !== 'active') return null
  const token = randomBytes(32).toString('base64url')
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) })
  return passwordResetEmail(user.email, user.firstName, `${baseUrl}/resetar-senha/${token}`)
}

/** Uses the token (once, before it expires) to set a new password; returns the user's id. */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password)
  const now = new Date()
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId })
    if (!used) return null
    // The link came to the account's address: following it proves the address is the owner's.
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId))
    // Older links of the same account die with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)))
    return used.userId
  })
  if (userId === null)
    throw apiError(422, RESET_INVALID, { code: 'invalid_reset_token', pointer: '/user/token' })
  return userId
}
