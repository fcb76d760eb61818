import { describe, expect, it } from 'vitest'
import { tokenSubject } from '../../../lib/http/token-subject'
import { accountKeys, toCurrentUser } from './get-current-user'
import { testUserDocument } from '../test-helpers'

const jwt = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify(payload)).replace(/=+$/, ''), 'assinatura'].join('.')

describe('current user', () => {
  it('keys the user queries by the account the token belongs to', () => {
    expect(tokenSubject(jwt({ sub: '42', aud: 'user' }))).toBe('42')
    expect(accountKeys.me(jwt({ sub: '42' }))).toEqual(['account', '42', 'me'])
    expect(accountKeys.me(jwt({ sub: '43' }))).not.toEqual(accountKeys.me(jwt({ sub: '42' })))
    expect(tokenSubject('não-é-um-jwt')).toBe('unknown')
    expect(tokenSubject(null)).toBe('unknown')
  })

  it('merges the phones from included, in the relationship order', () => {
    const doc = testUserDocument()
    doc.data.relationships.phones.data = [
      { id: '2', type: 'phone' },
      { id: '1', type: 'phone' },
    ]
    doc.included = [
      { id: '1', type: 'phone', attributes: { number: '74-99123-4567', whatsapp: false } },
      { id: '2', type: 'phone', attributes: { number: '', whatsapp: true } },
    ]
    const user = toCurrentUser(doc)
    expect(user.id).toBe('7')
    expect(user.phones).toEqual([
      { id: '2', number: '', whatsapp: true },
      { id: '1', number: '74-99123-4567', whatsapp: false },
    ])
  })
})
