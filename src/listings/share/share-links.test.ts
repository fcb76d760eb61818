import { describe, expect, it } from 'vitest'
import { canonicalUrl, whatsappShareUrl } from './share-links'

describe('share links', () => {
  it('WhatsApp gets the title and the address, encoded', () => {
    expect(whatsappShareUrl('Casa à venda & bonita', 'https://x.example/imovel/house/irece/7')).toBe(
      'https://wa.me/?text=Casa%20%C3%A0%20venda%20%26%20bonita%20https%3A%2F%2Fx.example%2Fimovel%2Fhouse%2Firece%2F7',
    )
  })

  it('shares the page without its search or hash', () => {
    expect(canonicalUrl({ origin: 'https://x.example', pathname: '/imovel/house/irece/7' })).toBe(
      'https://x.example/imovel/house/irece/7',
    )
  })
})
