import { eq } from 'drizzle-orm'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { confirmPath, createEmailLink, retireEmailLinks } from './email-links'
import { confirmNewEmailEmail } from './emails'

/**
 * Sends the confirmation link of an address change to the new address (older change links stop working). Does
 * nothing when the account no longer waits for this address (changed again in between).
 */
export async function sendEmailChangeLink(
  { db, mailer }: { db: Db; mailer: { send(message: MailMessage): Promise<void> } },
  userId: number,
  email: string,
  baseUrl: string,
): Promise<void> {
  const [user] = await db
    .select({ firstName: users.firstName, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || user.pendingEmail !== email) return
  await retireEmailLinks(db, userId, ['change'])
  const token = await createEmailLink(db, userId, 'change', email)
  await mailer.send(confirmNewEmailEmail(email, user.firstName, `${baseUrl}${confirmPath(token)}`))
}
