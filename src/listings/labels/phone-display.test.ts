import { describe, expect, it } from 'vitest'
import { displayPhone } from './phone-display'

describe('displayPhone', () => {
  it('writes mobiles and landlines with the area code in brackets', () => {
    expect(displayPhone('74-99243-7488')).toBe('(74) 99243-7488')
    expect(displayPhone('7436411234')).toBe('(74) 3641-1234')
    expect(displayPhone('+55 74 99243-7488')).toBe('(74) 99243-7488')
  })
  it('leaves what it does not recognise as it came', () => {
    expect(displayPhone('0800 123')).toBe('0800 123')
  })
})
