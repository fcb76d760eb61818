import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { findUserByEmail, type UserRow } from '../users'
import { hashPassword, needsRehash, verifyPassword } from './password'

export const ACCOUNT_BLOCKED = 'Sua conta está suspensa ou inativa. Entre em contato com o suporte.'

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
let decoy: Promise<string> | undefined

/** The account for these credentials, or null (unknown e-mail, no password set, wrong password). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email)
  if (!user?.passwordHash) {
    decoy ??= hashPassword('decoy password, never matches')
    await verifyPassword(await decoy, password)
    return null
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
  }
  return user
}
