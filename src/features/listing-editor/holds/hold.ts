// A staff hold on one of the advertiser's listings, as every listing answer carries it (`hold`): paused or archived
// by the team with a reason; only staff lift it. The advertiser may still edit, delete, and ask for a review.

export interface ListingHold {
  kind: 'paused' | 'archived'
  reason: string
  /** ISO date of the hold. */
  at: string
  /** When the advertiser asked for a review; null while none waits. */
  review_requested_at: string | null
}

/** The listing's hold, read defensively from its attributes (absent from answers of servers without holds). */
export function holdOf(attributes: object): ListingHold | null {
  const hold = (attributes as { hold?: unknown }).hold
  if (!hold || typeof hold !== 'object') return null
  const h = hold as Partial<ListingHold>
  if (
    (h.kind !== 'paused' && h.kind !== 'archived') ||
    typeof h.reason !== 'string' ||
    typeof h.at !== 'string'
  )
    return null
  return {
    kind: h.kind,
    reason: h.reason,
    at: h.at,
    review_requested_at: typeof h.review_requested_at === 'string' ? h.review_requested_at : null,
  }
}
