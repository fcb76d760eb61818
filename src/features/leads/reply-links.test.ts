import { describe, expect, it } from 'vitest'
import { mailtoHref, telHref, whatsappHref } from './reply-links'

describe('reply links', () => {
  it('builds mailto with an encoded subject, wa.me with a pre-filled text, and tel, with Brazil added once', () => {
    expect(mailtoHref('ana@example.com', 'Casa “Azul” & quintal')).toBe(
      'mailto:ana@example.com?subject=Casa%20%E2%80%9CAzul%E2%80%9D%20%26%20quintal',
    )
    expect(whatsappHref('74-99876-5432', 'Olá, Ana!')).toBe(
      'https://wa.me/5574998765432?text=Ol%C3%A1%2C%20Ana!',
    )
    expect(telHref('74-99876-5432')).toBe('tel:+5574998765432')
    expect(telHref('+55 74 99876-5432')).toBe('tel:+5574998765432')
  })
})
