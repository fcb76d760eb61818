import { describe, expect, it } from 'vitest'
import { brCode, crc16 } from './br-code'

// The Banco Central's published example of a static BR Code (random key, no amount, "Fulano de Tal", Brasília).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

describe('BR Code', () => {
  it('computes CRC16-CCITT-FALSE: the standard check value and the example’s own CRC', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe(BCB_EXAMPLE.slice(-4))
  })

  it('encodes the Banco Central’s example byte for byte', () => {
    expect(
      brCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(BCB_EXAMPLE)
  })

  it('adds the amount and the txid, drops accents and cuts name and city to their limits', () => {
    const code = brCode({
      key: 'pix@mercadoirece.com.br',
      amount: 59,
      merchantName: 'Mercado Irecê Classificados da Região',
      merchantCity: 'Irecê',
      txid: 'cs_ABC-123_def',
    })
    expect(code).toContain('5405' + '59.00')
    expect(code).toContain('5925Mercado Irece Classificad')
    expect(code).toContain('6005Irece')
    expect(code).toContain('62150511csABC123def')
    expect(code).toContain('0014br.gov.bcb.pix0123pix@mercadoirece.com.br')
    expect(code.slice(-8, -4)).toBe('6304')
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)))
  })
})
