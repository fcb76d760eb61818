import { describe, expect, it } from 'vitest'
import { reviewArea, reviewPrice } from './review-values'

const answers = { price: '', rent_price: '', listing_type: 'sale', price_on_request: false } as const

describe('the owner review', () => {
  it('shows a typed price as money in pt-BR, not as typed', () => {
    expect(reviewPrice({ ...answers, price: '285000' })).toBe('R$ 285.000,00')
    expect(reviewPrice({ ...answers, price: '1.200' })).toBe('R$ 1.200,00')
    expect(reviewPrice({ ...answers, price: '950,50' })).toBe('R$ 950,50')
  })
  it('shows both prices of a listing for sale or rent, and "Sob consulta" when asked', () => {
    expect(reviewPrice({ ...answers, listing_type: 'both', price: '300.000', rent_price: '1.500' })).toBe(
      'R$ 300.000,00 · R$ 1.500,00',
    )
    expect(reviewPrice({ ...answers, price: '300.000', price_on_request: true })).toBe('Sob consulta')
  })
  it('leaves a blank or unreadable price for the dash', () => {
    expect(reviewPrice(answers)).toBeNull()
    expect(reviewPrice({ ...answers, price: 'abc' })).toBeNull()
  })
  it('shows the area in pt-BR', () => {
    expect(reviewArea('1200')).toBe('1.200 m²')
    expect(reviewArea('85,5')).toBe('85,5 m²')
    expect(reviewArea('')).toBeNull()
  })
})
