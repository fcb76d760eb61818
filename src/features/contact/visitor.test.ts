import { describe, expect, it } from 'vitest'
import { finishPhone, loadVisitor, maskPhone, saveVisitor } from './visitor'

describe('phone mask 99-99999-9999', () => {
  it.each([
    ['7', '7'],
    ['749', '74-9'],
    ['7499988', '74-99988'],
    ['74999887766', '74-99988-7766'],
    ['(74) 99988-7766 ramal', '74-99988-7766'],
    ['749998877661234', '74-99988-7766'],
  ])('%s → %s', (typed, shown) => expect(maskPhone(typed)).toBe(shown))

  it('a ten-digit landline becomes 99-9999-9999 when the field is left', () => {
    expect(finishPhone('74-36412-345')).toBe('74-3641-2345')
    expect(finishPhone('74-99988-7766')).toBe('74-99988-7766')
  })
})

describe('remembered visitor', () => {
  it('keeps name, e-mail and phone on this device for the next form', () => {
    expect(loadVisitor()).toEqual({ name: '', email: '', phone: '' })
    saveVisitor({ name: 'Maria', email: 'maria@example.com', phone: '74-99988-7766' })
    expect(loadVisitor()).toEqual({ name: 'Maria', email: 'maria@example.com', phone: '74-99988-7766' })
  })
})
