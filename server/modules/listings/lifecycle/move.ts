import type { PropertyStatus, VehicleStatus } from '../../../../src/domain/enums'
import {
  countedStatuses,
  heldStatus,
  lifecycleOf,
  publicStatus,
  refusalOf,
  unarchivedStatusOf,
  type ListingAction,
  type ListingKind,
  type StatusOf,
} from '../../../../src/domain/listing-lifecycle'
import type { Db } from '../../../db/client'
import { notFound } from '../../../http/errors'
import { lockUser } from '../../plan-limits'
import type { SearchInvalidator } from '../../search'
import { moveEvent, type ListingEventSink } from './events'
import { checkPlanSlot, planSlots } from './slots'
import { refusalError, notFoundMsg, extraRefusal } from './refusals'
import type { MoveRequest } from './request'
import { clearRisks, findRisks, reasonOf, riskHoldValues } from './risk'
import { refuseUnverifiedPublisher } from './unverified'
import { lifecycleTables, type LifecycleRow, type LifecycleTx, type LifecycleValues } from './tables'

// Every move of a listing between states, for both kinds and every actor, goes through moveListing: the table in
// src/domain/listing-lifecycle.ts says whether the move is allowed, this file says what it writes. A move runs in
// one transaction under the advertiser's lock (plan-limits' lockUser), so moves that count against the plan
// never interleave: the count and the write see the same listings.

export type { Actor, MoveRequest } from './request'

/** The listing's state around a move; `after` is null once deleted. */
export interface MoveResult {
  before: LifecycleRow
  after: LifecycleRow | null
}

export interface LifecycleDeps {
  db: Db
  searchCache: SearchInvalidator
  /** Told after the commit when a listing goes live or ends (saved-search alerts, followed favourites). */
  listingEvents?: ListingEventSink
}

const isPublic = (kind: ListingKind, r: LifecycleRow | null) =>
  r !== null && r.status === publicStatus[kind] && r.deletedAt === null

/** Whether a status takes one of the plan's places. */
export const counts = (kind: ListingKind, status: string) =>
  (countedStatuses[kind] as readonly string[]).includes(status)

/** Leaving the public status (or the archive) ends a property's highlight: it frees one of the plan's places. */
const noHighlight = { highlighted: false, highlightedUntil: null }

const noHold = {
  hold: null,
  holdReason: null,
  heldAt: null,
  statusBeforeHold: null,
  reviewRequestedAt: null,
  reviewRequestNote: null,
}

/** The status the table leads an action to, for the simple moves. */
function targetOf(kind: ListingKind, action: ListingAction, from: string): string {
  const to = lifecycleOf[kind][action]?.to
  if (to === undefined || to === 'same' || to === 'held' || to === 'before_hold' || to === 'unarchived')
    return from
  return to
}

/** What a move writes, given the row before it; plan checks happen here, in the transaction. */
async function valuesOf(
  tx: LifecycleTx,
  req: MoveRequest,
  row: LifecycleRow,
  now: Date,
): Promise<LifecycleValues | 'delete'> {
  const { kind, action } = req
  const table = lifecycleTables[kind]
  switch (action) {
    case 'delete':
      return 'delete'
    case 'archive':
      return { deletedAt: now, ...noHighlight }
    case 'unarchive': {
      const status = unarchivedStatusOf(kind, row.status as StatusOf<typeof kind>)
      if (counts(kind, status)) await checkPlanSlot(tx, kind, row, '/status')
      return { deletedAt: null, status }
    }
    case 'hold_pause':
    case 'hold_archive':
      return {
        status: heldStatus[kind],
        statusBeforeHold: row.hold ? row.statusBeforeHold : row.status,
        hold: action === 'hold_pause' ? 'paused' : 'archived',
        holdReason: req.reason ?? row.holdReason,
        heldAt: now,
        reviewRequestedAt: null,
        reviewRequestNote: null,
        ...(action === 'hold_archive' ? { deletedAt: now } : {}),
        ...noHighlight,
      }
    case 'release': {
      // Staff give back the status the hold interrupted, if the plan still has room for it; otherwise paused.
      const before = row.statusBeforeHold ?? 'paused'
      const wanted = before === heldStatus[kind] ? 'paused' : before
      const fits = !counts(kind, wanted) || (await planSlots(tx, kind, row.userId, row.id)).free > 0
      return { ...noHold, status: fits ? wanted : 'paused', deletedAt: null }
    }
    case 'risk_hold':
      return riskHoldValues(row, kind, req.reason ?? '', row.status, now)
    case 'keep_hold':
      return { holdReason: req.reason ?? row.holdReason, reviewRequestedAt: null, reviewRequestNote: null }
    case 'request_review':
      return { reviewRequestedAt: now, reviewRequestNote: req.message?.trim() || null }
    case 'approve':
      await checkPlanSlot(tx, kind, row, '/status', { subscription: false, statuses: [publicStatus[kind]] })
      return { status: 'published', rejectionReason: null, reviewedAt: now }
    case 'reject':
      return { status: 'inactive', rejectionReason: req.reason ?? null, reviewedAt: now }
    case 'plan_resume':
      // Back to the status the plan's pause interrupted: a vehicle that was waiting for review waits again.
      return {
        status:
          kind === 'vehicle' && row.planPausedFrom === 'pending'
            ? 'pending'
            : targetOf(kind, action, row.status),
      }
    default: {
      const status = targetOf(kind, action, row.status)
      if (action === 'publish') {
        if (kind === 'vehicle' && (await table.photos(tx, row.id)) === 0)
          throw extraRefusal('photos_required')
        if (counts(kind, status)) await checkPlanSlot(tx, kind, row, '/status')
      }
      return {
        status,
        ...(status === publicStatus[kind] ? {} : noHighlight),
        ...(kind === 'vehicle' && action === 'publish' ? { rejectionReason: null } : {}),
      }
    }
  }
}

/**
 * One move inside a transaction the caller holds (an editor's save that also changes the status). The caller has
 * taken the advertiser's lock when the move can count against the plan; moveListing does it for every move.
 */
export async function moveInTx(tx: LifecycleTx, req: MoveRequest, owner: number): Promise<MoveResult> {
  const table = lifecycleTables[req.kind]
  const row = await table.lock(tx, req.id)
  if (!row || row.userId !== owner) throw notFound(notFoundMsg[req.kind])
  // A move to the status the listing already has changes nothing: a replayed status action answers the same.
  if (isNoop(req, row)) return { before: row, after: row }
  // Sold needs a listing for sale, rented one for rent: said first, whatever the status.
  if (req.action === 'sold' && row.listingType === 'rent') throw extraRefusal('sold_needs_sale')
  if (req.action === 'rented' && row.listingType === 'sale') throw extraRefusal('rented_needs_rent')
  const refusal = refusalOf(req.kind, req.action, req.actor.type, {
    status: row.status as PropertyStatus & VehicleStatus,
    archived: row.deletedAt !== null,
    hold: row.hold,
  })
  if (refusal) throw refusalError(req, row, refusal)
  await refuseUnverifiedPublisher(tx, req, row)
  if (req.action === 'request_review' && row.reviewRequestedAt) throw extraRefusal('review_already_requested')
  const now = req.at ?? new Date()
  const values = await withRiskChecks(tx, req, row, await valuesOf(tx, req, row, now), now)
  if (values === 'delete') {
    await table.remove(tx, req.id)
    return { before: row, after: null }
  }
  await table.write(tx, req.id, { ...values, ...planPauseMark(req, row, values, now), updatedAt: now })
  if (req.actor.type === 'staff' && (req.action === 'release' || req.action === 'approve'))
    await clearRisks(tx, req.kind, req.id, req.actor.adminId)
  return { before: row, after: (await table.lock(tx, req.id))! }
}

/**
 * A listing the advertiser or the plan would make live is looked at by the risk checks first (./risk.ts): what they
 * find holds it for staff instead. A vehicle sent to review carries the findings to staff. Staff's own moves are
 * their decision and are not checked.
 */
async function withRiskChecks(
  tx: LifecycleTx,
  req: MoveRequest,
  row: LifecycleRow,
  values: LifecycleValues | 'delete',
  now: Date,
): Promise<LifecycleValues | 'delete'> {
  if (values === 'delete' || req.actor.type === 'staff' || values.status === undefined) return values
  const subject = { kind: req.kind, id: row.id, userId: row.userId }
  const entering = values.status !== row.status || row.deletedAt !== null
  if (entering && values.status === publicStatus[req.kind]) {
    const findings = await findRisks(tx, subject, now)
    return findings.length ? riskHoldValues(row, req.kind, reasonOf(findings), values.status, now) : values
  }
  if (entering && req.kind === 'vehicle' && values.status === 'pending')
    await findRisks(tx, subject, now, { recordOnly: true })
  return values
}

/**
 * A pause by the plan is marked (when, and the status it interrupted) so that a plan with places again brings the
 * listing back; any other move of its status, or an archive, ends the mark: the listing is then the advertiser's
 * or staff's to publish.
 */
function planPauseMark(req: MoveRequest, row: LifecycleRow, values: LifecycleValues, now: Date) {
  if (req.action === 'plan_pause') return { planPausedAt: now, planPausedFrom: row.status }
  const moved = (values.status !== undefined && values.status !== row.status) || values.deletedAt
  return moved ? { planPausedAt: null, planPausedFrom: null } : {}
}

const statusMoves: Partial<Record<ListingAction, true>> = {
  publish: true,
  pause: true,
  plan_pause: true,
  plan_resume: true,
  unpublish: true,
  sold: true,
  rented: true,
}

/**
 * A property's status action toward the status it has (not archived, not held) is answered as done. A vehicle's
 * is refused: "publish" on a vehicle in review would say nothing of the review it waits for.
 */
function isNoop(req: MoveRequest, row: LifecycleRow): boolean {
  if (req.kind !== 'property' || !statusMoves[req.action] || row.deletedAt || row.hold) return false
  if (!lifecycleOf.property[req.action]?.actors.includes(req.actor.type)) return false
  return targetOf(req.kind, req.action, row.status) === row.status
}

/**
 * Moves one listing: 404 when it does not exist, or is not the advertiser's own (an advertiser never tells others'
 * ids apart); 409/422 with a pt-BR message when the table or the plan refuses. Empties the search cache when the
 * move changed what the public sees, and tells the listing's listeners (after the commit).
 */
export async function moveListing(
  deps: LifecycleDeps,
  req: MoveRequest,
  /** What must be written with the move or not at all (e.g. staff's decision for the advertiser's standing). */
  alongside?: (tx: LifecycleTx, result: MoveResult, owner: number) => Promise<void>,
): Promise<MoveResult> {
  const owner = await lifecycleTables[req.kind].ownerOf(deps.db, req.id)
  if (owner === null || (req.actor.type === 'advertiser' && owner !== req.actor.userId))
    throw notFound(notFoundMsg[req.kind])
  const result = await deps.db.transaction(async (tx) => {
    await lockUser(tx, owner)
    const moved = await moveInTx(tx, req, owner)
    await alongside?.(tx, moved, owner)
    return moved
  })
  if (isPublic(req.kind, result.before) !== isPublic(req.kind, result.after))
    deps.searchCache.invalidate(
      `listing ${req.action} by ${req.actor.type}`,
      req.actor.type === 'advertiser' ? req.actor.userId : undefined,
    )
  const event = moveEvent(req.kind, result.before, result.after)
  if (event) deps.listingEvents?.emit(event)
  return result
}
