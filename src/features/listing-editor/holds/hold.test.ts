import { describe, expect, it } from 'vitest'
import { holdOf } from './hold'

describe('a staff hold as the listing answers carry it', () => {
  it('reads the hold, with or without a review waiting', () => {
    const hold = { kind: 'paused', reason: 'Fotos de outro imóvel', at: '2026-11-20T10:00:00Z' }
    expect(holdOf({ hold: { ...hold, review_requested_at: null } })).toEqual({
      ...hold,
      review_requested_at: null,
    })
    const asked = { ...hold, review_requested_at: '2026-11-21T09:00:00Z' }
    expect(holdOf({ hold: asked })?.review_requested_at).toBe('2026-11-21T09:00:00Z')
  })

  it('none when the listing is not held, or the answer has no such field', () => {
    expect(holdOf({ hold: null })).toBeNull()
    expect(holdOf({ status: 'active' })).toBeNull()
    expect(holdOf({ hold: { kind: 'other', reason: 'x', at: 'y' } })).toBeNull()
  })
})
