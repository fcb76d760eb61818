import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { heldStatus, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import { listingRiskFlags } from '../../../db/schema'
import type { LifecycleRow, LifecycleTx, LifecycleValues } from './tables'

// Risk checks: before a listing goes live, every check registered here looks at it (a price far below its region's,
// another advertiser's photos…). What one finds holds the listing for staff instead ('review' hold, already in
// staff's review queue); a vehicle going to review anyway only carries the findings to staff. The checks live in
// the modules that know the risk and register themselves, so the lifecycle knows none of them.

export interface RiskSubject {
  kind: ListingKind
  id: number
  userId: number
}

export interface RiskFinding {
  /** What was found ('below_band', 'cloned_photo'…): the staff queue orders and groups by it. */
  code: string
  /** Names this finding on this listing (a band, a pair of photos): one staff cleared does not hold again. */
  key: string
  /** Why, in pt-BR, as the advertiser and staff read it. */
  reason: string
  /** What staff see beside it (the band and the price, the two photos). */
  detail?: Record<string, unknown>
}

/** Looks at a listing inside the move's transaction; answers what it found (nothing: an empty list). */
export type RiskCheck = (tx: LifecycleTx, subject: RiskSubject) => Promise<RiskFinding[]>

const checks = new Map<string, RiskCheck>()

/** Adds (or replaces, by name) a check; answers the function that takes it away (tests). */
export function addRiskCheck(name: string, check: RiskCheck): () => void {
  checks.set(name, check)
  return () => {
    if (checks.get(name) === check) checks.delete(name)
  }
}

/** What the checks find that staff have not already cleared on this listing. */
async function newFindings(tx: LifecycleTx, subject: RiskSubject): Promise<RiskFinding[]> {
  if (checks.size === 0) return []
  const found = (await Promise.all([...checks.values()].map((check) => check(tx, subject)))).flat()
  if (found.length === 0) return []
  const cleared = await tx
    .select({ key: listingRiskFlags.key })
    .from(listingRiskFlags)
    .where(
      and(
        eq(listingRiskFlags.kind, subject.kind),
        eq(listingRiskFlags.listingId, subject.id),
        inArray(
          listingRiskFlags.key,
          found.map((f) => f.key),
        ),
        isNotNull(listingRiskFlags.clearedAt),
      ),
    )
  const done = new Set(cleared.map((c) => c.key))
  return found.filter((f) => !done.has(f.key))
}

async function record(tx: LifecycleTx, subject: RiskSubject, findings: RiskFinding[], now: Date) {
  if (findings.length === 0) return
  await tx
    .insert(listingRiskFlags)
    .values(
      findings.map((f) => ({
        kind: subject.kind,
        listingId: subject.id,
        code: f.code,
        key: f.key,
        reason: f.reason,
        detail: f.detail ?? null,
        foundAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [listingRiskFlags.kind, listingRiskFlags.listingId, listingRiskFlags.key],
      set: { reason: sql`excluded.reason`, detail: sql`excluded.detail`, foundAt: sql`excluded.found_at` },
    })
}

/** The hold that keeps a risky listing for staff: released, it gets `target` back (within the plan). */
export function riskHoldValues(
  row: LifecycleRow,
  kind: ListingKind,
  reason: string,
  target: string,
  now: Date,
) {
  return {
    status: heldStatus[kind],
    statusBeforeHold: row.hold ? row.statusBeforeHold : target,
    hold: 'review',
    holdReason: reason,
    heldAt: now,
    // In staff's review queue at once; the advertiser has nothing to ask for.
    reviewRequestedAt: now,
    reviewRequestNote: null,
    highlighted: false,
    highlightedUntil: null,
  } satisfies LifecycleValues
}

/** The reasons as one sentence list, as the hold shows them. */
export const reasonOf = (findings: RiskFinding[]) => findings.map((f) => f.reason).join(' ')

/**
 * Runs the checks on a listing about to go live: what they find is recorded, and answered so that the caller holds
 * it. `recordOnly` (a vehicle going to staff review anyway) records and holds nothing.
 */
export async function findRisks(
  tx: LifecycleTx,
  subject: RiskSubject,
  now: Date,
  opts: { recordOnly?: boolean } = {},
): Promise<RiskFinding[]> {
  const findings = await newFindings(tx, subject)
  await record(tx, subject, findings, now)
  return opts.recordOnly ? [] : findings
}

/** Staff lifted the hold or approved the listing: what was found is cleared, and holds it no more. */
export async function clearRisks(tx: LifecycleTx, kind: ListingKind, id: number, staffId: number | null) {
  await tx
    .update(listingRiskFlags)
    .set({ clearedAt: new Date(), clearedBy: staffId })
    .where(
      and(
        eq(listingRiskFlags.kind, kind),
        eq(listingRiskFlags.listingId, id),
        isNull(listingRiskFlags.clearedAt),
      ),
    )
}

/** The open findings of listings, for staff (the queue, the moderation panel). */
export function openRisks(tx: LifecycleTx, kind: ListingKind, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select({
      listingId: listingRiskFlags.listingId,
      code: listingRiskFlags.code,
      reason: listingRiskFlags.reason,
      detail: listingRiskFlags.detail,
      foundAt: listingRiskFlags.foundAt,
    })
    .from(listingRiskFlags)
    .where(
      and(
        eq(listingRiskFlags.kind, kind),
        inArray(listingRiskFlags.listingId, ids),
        isNull(listingRiskFlags.clearedAt),
      ),
    )
    .orderBy(listingRiskFlags.foundAt)
}
