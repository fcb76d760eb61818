import { describe, expect, it } from 'vitest'
import { planMonthly } from './billing'

describe('planMonthly', () => {
  it('spreads a yearly price over 12 months and names the saving against the price before discount', () => {
    expect(planMonthly({ price: 590, price_before_discount: 708, duration_in_months: 12 })).toEqual({
      months: 12,
      monthly: 49.17,
      saving: 118,
    })
  })
  it('has no saving without a higher price before discount', () => {
    expect(planMonthly({ price: 59, price_before_discount: null, duration_in_months: 1 })).toEqual({
      months: 1,
      monthly: 59,
      saving: 0,
    })
    expect(planMonthly({ price: 59, price_before_discount: 50, duration_in_months: 1 }).saving).toBe(0)
  })
})
