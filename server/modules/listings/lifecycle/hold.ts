import type { StaffHold, StaffHoldKind } from '../../../../src/domain/listing-lifecycle'

/** A row's staff hold as the API shows it (the advertiser's dashboard, the back office). */
export function holdOf(r: {
  hold: StaffHoldKind | null
  holdReason: string | null
  heldAt: Date | null
  reviewRequestedAt: Date | null
}): StaffHold | null {
  if (!r.hold) return null
  return {
    kind: r.hold,
    reason: r.holdReason ?? '',
    at: (r.heldAt ?? new Date(0)).toISOString(),
    review_requested_at: r.reviewRequestedAt?.toISOString() ?? null,
  }
}
