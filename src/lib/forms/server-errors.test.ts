import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../http/api-error'
import { applyServerErrors, pointerToPath } from './server-errors'

const e422 = (...items: [pointer: string | null, detail: string][]) =>
  new ApiError(
    422,
    items.map(([pointer, detail]) => ({
      status: '422',
      code: 'invalid',
      detail,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  )

describe('server errors on forms', () => {
  it('maps JSON pointers to form paths', () => {
    expect(pointerToPath('/user/phones_attributes/0/number')).toBe('user.phones_attributes.0.number')
  })

  it('puts each 422 error on its field, focusing the first, and returns the summary', () => {
    const setError = vi.fn()
    const message = applyServerErrors(
      e422(
        ['/user/email', 'Este e-mail já está cadastrado'],
        ['/user/password', 'Deve ter no mínimo 8 caracteres'],
      ),
      setError,
      { fields: ['user.email', 'user.password'], summary: 'Verifique os campos' },
    )
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'user.email',
      { type: 'server', message: 'Este e-mail já está cadastrado' },
      { shouldFocus: true },
    )
    expect(setError.mock.calls[1]?.[2]).toEqual({ shouldFocus: false })
    expect(message).toBe('Verifique os campos')
  })

  it('sends array count errors to the array root and unknown pointers to the message', () => {
    const setError = vi.fn()
    const message = applyServerErrors(
      e422(
        ['/user/phones_attributes', 'Informe no máximo 3 telefones'],
        ['/user/phones_attributes/1/number', 'Telefone inválido'],
        ['/user/avatar', 'Arquivo inválido'],
      ),
      setError,
      { fields: [], arrays: ['user.phones_attributes'] },
    )
    expect(setError.mock.calls.map((c) => c[0])).toEqual([
      'user.phones_attributes.root',
      'user.phones_attributes.1.number',
    ])
    expect(message).toBe('Arquivo inválido')
  })

  it('returns the detail of a 429 or a 401', () => {
    const e429 = new ApiError(429, [
      {
        status: '429',
        code: 'rate_limited',
        detail: 'Muitas tentativas. Aguarde 1 minuto(s) e tente novamente.',
      },
    ])
    expect(applyServerErrors(e429, vi.fn(), { fields: [] })).toBe(
      'Muitas tentativas. Aguarde 1 minuto(s) e tente novamente.',
    )
  })
})
