// The subscription state machine. Our status follows the provider's word only (a verified webhook, or the
// reconciliation job reading the provider's API), never the browser's:
//
//   provider says   trialing  active  past_due/unpaid/paused  incomplete  incomplete_expired  canceled
//   our status      trial     active  inactive                pending     expired             canceled | expired
//
// A cancelled subscription is 'expired' when it ran to the end of its period (auto-renewal off) or the renewals
// failed (dunning gave up), and 'canceled' when the advertiser ended it early (cancel, cancel trial).
import type { SubscriptionStatus } from '../../../src/domain/billing'
import type { SubscriptionSnapshot } from '../../adapters/payments/provider'

export function statusOf(s: SubscriptionSnapshot): SubscriptionStatus {
  switch (s.status) {
    case 'trialing':
      return 'trial'
    case 'active':
      return 'active'
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'inactive'
    case 'incomplete':
      return 'pending'
    case 'incomplete_expired':
      return 'expired'
    case 'canceled': {
      if (s.cancellationReason === 'payment_failed') return 'expired'
      const ranOut = s.endedAt && s.periodEnd && s.endedAt.getTime() >= s.periodEnd.getTime() - 60_000
      return ranOut ? 'expired' : 'canceled'
    }
  }
}

/** The subscription row's fields from the provider's snapshot. */
export function fieldsOf(s: SubscriptionSnapshot) {
  const status = statusOf(s)
  const ended = status === 'canceled' || status === 'expired'
  return {
    status,
    startDate: s.startDate ?? s.periodStart,
    endDate: ended ? (s.endedAt ?? s.periodEnd) : s.periodEnd,
    trialEnd: s.trialEnd,
    recurring: !ended && !s.cancelAtPeriodEnd,
  }
}
