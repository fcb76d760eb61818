import { describe, expect, it } from 'vitest'
import { shortPrice } from './short-price'

describe('shortPrice', () => {
  it.each([
    [850, 'R$ 850'],
    [1_500, 'R$ 1,5 mil'],
    [35_000, 'R$ 35 mil'],
    [349_900, 'R$ 350 mil'],
    [1_250_000, 'R$ 1,3 mi'],
    [2_000_000, 'R$ 2 mi'],
  ])('%d -> %s', (price, text) => {
    expect(shortPrice(price)).toBe(text)
  })
})
