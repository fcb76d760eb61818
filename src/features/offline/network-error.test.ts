import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/http/api-error'
import { isNetworkError } from './network-error'

describe('isNetworkError: no answer at all, as the worker gives offline for what it never cached', () => {
  it('is true for a fetch without an answer', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true)
  })

  it('is false for an API error, an abort or a bug', () => {
    expect(isNetworkError(new ApiError(500, []))).toBe(false)
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(false)
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isNetworkError('offline')).toBe(false)
  })
})
