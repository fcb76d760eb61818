import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './password'

describe('password hashing', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and a random salt', async () => {
    const a = await hashPassword('Demo@2026')
    const b = await hashPassword('Demo@2026')
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(a).not.toBe(b)
    expect(needsRehash(a)).toBe(false)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Senha forte 123!')
    expect(await verifyPassword(stored, 'Senha forte 123!')).toBe(true)
    expect(await verifyPassword(stored, 'senha forte 123!')).toBe(false)
    expect(await verifyPassword(stored, '')).toBe(false)
  })

  it('answers false, without throwing, for a value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
    expect(await verifyPassword('', 'x')).toBe(false)
    expect(needsRehash('not-a-hash')).toBe(true)
  })

  it('asks for a re-hash of weaker hashes', async () => {
    const { hash } = await import('@node-rs/argon2')
    expect(needsRehash(await hash('x', { memoryCost: 4096, timeCost: 1 }))).toBe(true)
  })
})
