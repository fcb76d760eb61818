import { describe, expect, it } from 'vitest'
import { applicationServerKey } from './push-subscription'

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key into its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256)
    bytes[0] = 0x04
    const key = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect([...applicationServerKey(key)]).toEqual([...bytes])
  })
})
