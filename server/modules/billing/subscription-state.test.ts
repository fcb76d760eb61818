import { describe, expect, it } from 'vitest'
import type { SubscriptionSnapshot } from '../../adapters/payments/provider'
import { fieldsOf, statusOf } from './subscription-state'

const at = (day: number) => new Date(Date.UTC(2026, 0, day))
const snap = (over: Partial<SubscriptionSnapshot>): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  startDate: at(1),
  trialEnd: null,
  periodStart: at(1),
  periodEnd: at(31),
  cancelAtPeriodEnd: false,
  endedAt: null,
  cancellationReason: null,
  metadata: {},
  cardFingerprint: null,
  ...over,
})

describe('subscription state from the provider', () => {
  it.each([
    ['trialing', 'trial'],
    ['active', 'active'],
    ['past_due', 'inactive'],
    ['unpaid', 'inactive'],
    ['paused', 'inactive'],
    ['incomplete', 'pending'],
    ['incomplete_expired', 'expired'],
  ] as const)('%s is %s', (provider, ours) => {
    expect(statusOf(snap({ status: provider }))).toBe(ours)
  })

  it('a cancelled subscription is expired when it ran out or dunning gave up, canceled when ended early', () => {
    expect(statusOf(snap({ status: 'canceled', endedAt: at(31) }))).toBe('expired')
    expect(
      statusOf(snap({ status: 'canceled', endedAt: at(10), cancellationReason: 'payment_failed' })),
    ).toBe('expired')
    expect(
      statusOf(snap({ status: 'canceled', endedAt: at(10), cancellationReason: 'cancellation_requested' })),
    ).toBe('canceled')
  })

  it('auto-renewal off keeps it active until the end; an ended one ends when it ended', () => {
    expect(fieldsOf(snap({ cancelAtPeriodEnd: true }))).toMatchObject({
      status: 'active',
      recurring: false,
      endDate: at(31),
    })
    expect(fieldsOf(snap({ status: 'canceled', endedAt: at(10) }))).toMatchObject({
      status: 'canceled',
      recurring: false,
      endDate: at(10),
    })
  })
})
