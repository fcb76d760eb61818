import { eq } from 'drizzle-orm'
import { emailConfirmMsg } from '../../../../src/domain/account'
import { publicStatus, unarchivedStatusOf, type StatusOf } from '../../../../src/domain/listing-lifecycle'
import { users } from '../../../db/schema'
import { apiError } from '../../../http/errors'
import type { MoveRequest } from './request'
import type { LifecycleRow, LifecycleTx } from './tables'

/** Whether the move would put the listing in front of the public, or ask staff to. */
function goesPublic(req: MoveRequest, row: LifecycleRow): boolean {
  switch (req.action) {
    case 'publish':
    case 'request_review':
      return true
    case 'unarchive':
      return unarchivedStatusOf(req.kind, row.status as StatusOf<typeof req.kind>) === publicStatus[req.kind]
    default:
      return false
  }
}

/**
 * An advertiser whose e-mail is not confirmed may draft, but not publish: anyone can sign up with any address,
 * and listings speak for the address's owner. Refused with 403 and the way to get a new link.
 */
export async function refuseUnverifiedPublisher(tx: LifecycleTx, req: MoveRequest, row: LifecycleRow) {
  if (req.actor.type !== 'advertiser' || !goesPublic(req, row)) return
  const [user] = await tx
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, row.userId))
  if (!user || user.verifiedAt) return
  throw apiError(403, emailConfirmMsg.publishBlocked(user.email), { code: 'email_unverified' })
}
