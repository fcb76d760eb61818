import { describe, expect, it } from 'vitest'
import { finishPhone, maskCep, maskCnpj, maskCpf, maskPhone } from './masks'

describe('input masks', () => {
  it('formats a phone as 99-99999-9999 while typing, whatever is pasted', () => {
    expect(maskPhone('7')).toBe('7')
    expect(maskPhone('749')).toBe('74-9')
    expect(maskPhone('74991234567')).toBe('74-99123-4567')
    expect(maskPhone('(74) 99123-4567 ramal 2')).toBe('74-99123-4567')
  })

  it('turns ten digits into a landline when the field is left', () => {
    expect(finishPhone('74-36411-234')).toBe('74-3641-1234')
    expect(finishPhone('74-99123-4567')).toBe('74-99123-4567')
  })

  it('formats CEP, CPF and CNPJ', () => {
    expect(maskCep('44900000')).toBe('44900-000')
    expect(maskCep('449')).toBe('449')
    expect(maskCpf('52998224725')).toBe('529.982.247-25')
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })
})
