import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../http/api-error'

const request = vi.fn()
vi.mock('../http/clients', () => ({
  api: {
    request: (...args: unknown[]) => request(...args),
    get: async () => ({ data: { attributes: { public_key: 'BA' } } }),
    tokens: { get: () => 'a-signed-in-token' },
  },
}))

/** A browser subscription: its endpoint, and whether it was unsubscribed. */
function subscription(endpoint: string) {
  return {
    endpoint,
    unsubscribed: false,
    toJSON() {
      return { endpoint, keys: { p256dh: 'p', auth: 'a' } }
    },
    async unsubscribe() {
      this.unsubscribed = true
      return true
    },
  }
}

describe('enablePush on a browser another account still holds', () => {
  let current: ReturnType<typeof subscription> | null
  beforeEach(() => {
    request.mockReset()
    current = subscription('https://push.example/old')
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async () => (current = subscription('https://push.example/new')),
    }
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' })
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve({ pushManager }) },
      configurable: true,
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives this account a subscription of its own when the server says the endpoint is taken (409)', async () => {
    const old = current!
    request.mockRejectedValueOnce(
      new ApiError(409, [{ status: '409', code: 'conflict', detail: 'outra conta' }]),
    )
    request.mockResolvedValueOnce({})
    const { enablePush } = await import('./push-subscription')
    expect(await enablePush()).toBe('on')
    expect(old.unsubscribed).toBe(true)
    expect(request).toHaveBeenCalledTimes(2)
    expect(request.mock.calls[1]![1]).toMatchObject({ body: { endpoint: 'https://push.example/new' } })
  })
})
