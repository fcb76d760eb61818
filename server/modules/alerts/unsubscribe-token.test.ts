import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { unsubscribeTokens } from './unsubscribe-token'

describe('unsubscribe tokens', () => {
  const tokens = unsubscribeTokens(randomBytes(32))

  it('names what they stop, and nothing once altered in any character', () => {
    const token = tokens.sign('search', 42)
    expect(tokens.verify(token)).toEqual({ scope: 'search', id: 42 })
    expect(tokens.verify(tokens.sign('digest', 7))).toEqual({ scope: 'digest', id: 7 })
    for (let i = 0; i < token.length; i++) {
      const c = token[i]!
      const altered = token.slice(0, i) + (c === 'A' ? 'B' : 'A') + token.slice(i + 1)
      expect(tokens.verify(altered), altered).toBeNull()
    }
  })

  it('refuses a token signed with another key, or for another scope', () => {
    const other = unsubscribeTokens(randomBytes(32))
    expect(tokens.verify(other.sign('search', 42))).toBeNull()
    const token = tokens.sign('search', 42)
    expect(tokens.verify(`d${token.slice(1)}`)).toBeNull()
    expect(tokens.verify('')).toBeNull()
  })
})
