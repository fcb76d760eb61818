import { describe, expect, it } from 'vitest'
import { timeAgo } from './relative-time'

describe('timeAgo', () => {
  it('says how long ago in pt-BR', () => {
    const now = 1_000_000_000
    expect(timeAgo(now - 3_000, now)).toBe('há poucos segundos')
    expect(timeAgo(now - 42_000, now)).toBe('há 42 segundos')
    expect(timeAgo(now - 60_000, now)).toBe('há 1 minuto')
    expect(timeAgo(now - 5 * 60_000, now)).toBe('há 5 minutos')
    expect(timeAgo(now - 2 * 3_600_000, now)).toBe('há 2 horas')
    expect(timeAgo(now - 3 * 86_400_000, now)).toBe('há 3 dias')
  })
})
