import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailLinks, type EmailLinkPurpose } from '../../db/schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update'>

const HOUR = 60 * 60 * 1000
/** How long each link works: an undo waits for an owner who reads their old mailbox less often. */
export const LINK_TTL_MS: Record<EmailLinkPurpose, number> = {
  sign_up: 48 * HOUR,
  change: 24 * HOUR,
  undo: 7 * 24 * HOUR,
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The path of the page that confirms a link (the web app's landing page). */
export const confirmPath = (token: string) => `/confirmar-email/${token}`

/** Stores a new single-use link (only the token's hash) and returns the token for the e-mail. */
export async function createEmailLink(
  db: Tx,
  userId: number,
  purpose: EmailLinkPurpose,
  email: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(emailLinks).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]),
  })
  return token
}

export type EmailLinkRow = typeof emailLinks.$inferSelect
export type LinkState = { state: 'ok'; link: EmailLinkRow } | { state: 'used' | 'expired' | 'invalid' }

/** Takes the link for this token (marks it used) when it is unused and current; else says why not. */
export async function takeEmailLink(tx: Tx, token: string, now = new Date()): Promise<LinkState> {
  const [row] = await tx
    .select()
    .from(emailLinks)
    .where(eq(emailLinks.tokenHash, hashToken(token)))
  if (!row) return { state: 'invalid' }
  if (row.usedAt) return { state: 'used' }
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' }
  const [taken] = await tx
    .update(emailLinks)
    .set({ usedAt: now })
    .where(and(eq(emailLinks.id, row.id), isNull(emailLinks.usedAt)))
    .returning()
  return taken ? { state: 'ok', link: taken } : { state: 'used' }
}

/** Ends the account's other open links of these purposes (a newer one, or a change undone, replaces them). */
export async function retireEmailLinks(
  tx: Tx,
  userId: number,
  purposes: EmailLinkPurpose[],
  now = new Date(),
) {
  for (const purpose of purposes)
    await tx
      .update(emailLinks)
      .set({ usedAt: now })
      .where(and(eq(emailLinks.userId, userId), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt)))
}
