import {
  propertyStatusMsg,
  propertyTargetAction,
  type PropertyOwnerTarget,
} from '../../../src/domain/property-status'
import type { Db } from '../../db/client'
import { apiError, notFound } from '../../http/errors'
import { moveListing } from '../listings'
import { checkHighlightLimit, effectivePlanLimits, highlightEnd, lockUser } from '../plan-limits'
import type { ListingWriteDeps } from './deps'
import { countHighlights, findOwned, patchProperty, type MineDetailRow } from './property-repository'

// The advertiser's status moves of a property (through the listing lifecycle), archive, delete, review requests
// and highlights.

export const MY_PROPERTY_NOT_FOUND = 'O imóvel que você está procurando não existe ou foi removido.'

/** A highlight counts while the listing is published and the highlight has not expired. */
export function highlightIsOn(
  r: Pick<MineDetailRow, 'highlighted' | 'highlightedUntil' | 'status' | 'deletedAt'>,
) {
  return (
    r.highlighted &&
    r.status === 'active' &&
    r.deletedAt === null &&
    (r.highlightedUntil === null || r.highlightedUntil.getTime() > Date.now())
  )
}

/** The owner's listing (archived or not), or 404 for anyone else's or a missing one. */
async function owned(db: Db, userId: number, id: number) {
  const found = await findOwned(db, userId, id)
  if (!found) throw notFound(MY_PROPERTY_NOT_FOUND)
  return found
}

const advertiser = (userId: number) => ({ type: 'advertiser' as const, userId })

/** PUT /v1/properties/:id/status: one status action, checked against the lifecycle table and the plan. */
export async function changeStatus(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
  to: PropertyOwnerTarget,
): Promise<void> {
  await moveListing(deps, {
    kind: 'property',
    id,
    actor: advertiser(userId),
    action: propertyTargetAction[to],
  })
}

/** POST /v1/properties/:id/archive: hidden from the list and from search; keeps its status. */
export async function archiveListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'archive' })
}

/**
 * POST /v1/properties/:id/unarchive: back in the list with its status, except a published one, which comes back
 * paused (publishing it again counts the plan's limit and is one tap away). A staff archive is lifted by staff only.
 */
export async function unarchiveListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
) {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'unarchive' })
}

/** DELETE /v1/properties/:id: gone for good, archived or not (its photos' files stay with the media store). */
export async function removeListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  await moveListing(deps, { kind: 'property', id, actor: advertiser(userId), action: 'delete' })
}

/** POST /v1/properties/:id/review-request: the advertiser asks staff to look again at a listing they hold. */
export async function requestReview(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
  message?: string,
): Promise<void> {
  await moveListing(deps, {
    kind: 'property',
    id,
    actor: advertiser(userId),
    action: 'request_review',
    message,
  })
}

/** Leaving the highlights frees one of the plan's places. */
const noHighlight = { highlighted: false, highlightedUntil: null }

/** POST /v1/properties/:id/highlight: a published listing, within properties_highlighted_limit, for highlight_days. */
export async function highlightListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  const existing = await owned(deps.db, userId, id)
  if (existing.deletedAt) throw apiError(409, propertyStatusMsg.archived, { code: 'archived' })
  if (existing.status !== 'active')
    throw apiError(409, propertyStatusMsg.highlightNeedsActive, { code: 'not_published' })
  if (highlightIsOn(existing)) return
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [limits, inUse] = await Promise.all([effectivePlanLimits(tx, userId), countHighlights(tx, userId)])
    checkHighlightLimit(limits, inUse)
    await patchProperty(tx, id, { highlighted: true, highlightedUntil: highlightEnd(limits) })
  })
  deps.searchCache.invalidate('listing highlighted', userId)
}

/** DELETE /v1/properties/:id/highlight: the listing leaves the highlights (a place of the plan is freed). */
export async function unhighlightListing(
  deps: Pick<ListingWriteDeps, 'db' | 'searchCache'>,
  userId: number,
  id: number,
): Promise<void> {
  const existing = await owned(deps.db, userId, id)
  if (!existing.highlighted) return
  await patchProperty(deps.db, id, noHighlight)
  if (highlightIsOn(existing)) deps.searchCache.invalidate('listing highlight removed', userId)
}
