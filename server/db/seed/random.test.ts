import { describe, expect, it } from 'vitest'
import { bahiaDayStart } from './random'

describe('bahiaDayStart', () => {
  it('is midnight of the day in Bahia (UTC−3), also when it is already tomorrow in UTC', () => {
    expect(bahiaDayStart(new Date('2027-03-10T15:00:00Z')).toISOString()).toBe('2027-03-10T03:00:00.000Z')
    expect(bahiaDayStart(new Date('2027-03-11T01:30:00Z')).toISOString()).toBe('2027-03-10T03:00:00.000Z')
  })
})
