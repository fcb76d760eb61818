// Retry policy of the outbox: exponential backoff with full jitter
// (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/), so a hundred phones that
// regain signal at the same antenna do not all retry in the same second.
export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000

/** The upper bound of the wait after the `attempts`-th failed attempt (1-based): base·2^(n-1), capped. */
export function backoffCeiling(attempts: number, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const exp = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(cap, base * 2 ** exp)
}

/** A wait drawn uniformly from [0, ceiling]: "full jitter". `random` returns [0, 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  return Math.round(random() * backoffCeiling(attempts))
}
