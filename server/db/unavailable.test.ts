import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

describe('isDatabaseUnavailable', () => {
  it('knows lost connections, restarts, refusals and timeouts, also wrapped by the query builder', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    })
    expect(isDatabaseUnavailable(terminated)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: terminated }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('canceled'), { code: '57014' }))).toBe(true)
  })

  it('leaves a request’s own faults alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('out of range'), { code: '22003' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
