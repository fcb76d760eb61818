import { afterEach, describe, expect, it, vi } from 'vitest'
import { cepMsg } from '../../../domain/cep'
import { ApiError } from '../../../lib/http/api-error'
import { cepError, lookupCep } from './lookup-cep'

afterEach(() => vi.restoreAllMocks())

describe('the CEP lookup', () => {
  it('offline, fails at once saying it cannot look up now, without asking the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetch = vi.spyOn(globalThis, 'fetch')
    const error = await lookupCep('44900000').catch((e: unknown) => e)
    expect(cepError(error)).toBe(cepMsg.offline)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("a request without an answer says the same; the server's refusal says its own message", () => {
    expect(cepError(new TypeError('Failed to fetch'))).toBe(cepMsg.offline)
    const notFound = new ApiError(404, [{ status: '404', code: 'not_found', detail: cepMsg.notFound }])
    expect(cepError(notFound)).toBe(cepMsg.notFound)
  })
})
