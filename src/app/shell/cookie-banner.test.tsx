import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CookieBanner } from './cookie-banner'

const renderBanner = () =>
  render(
    <I18nProvider i18n={i18n}>
      <CookieBanner />
    </I18nProvider>,
  )

describe('CookieBanner', () => {
  it('shows the banner text (docs/product.md, Constants) and a link to /privacy-policy in a new tab', () => {
    renderBanner()
    expect(screen.getByText('Nós usamos cookies')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Política de Privacidade' })
    expect(link.getAttribute('href')).toBe('/privacy-policy')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('sets lgpdAccepted=true for 365 days, SameSite=Lax, path=/ and closes on accept', () => {
    const writes: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value)
      descriptor.set!.call(document, value)
    })
    renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }))
    spy.mockRestore()

    expect(writes).toEqual(['lgpdAccepted=true; max-age=31536000; path=/; SameSite=Lax'])
    expect(document.cookie).toContain('lgpdAccepted=true')
    expect(screen.queryByText('Nós usamos cookies')).toBeNull()
  })

  it('stays until accepted: Escape and clicks elsewhere do not close it', () => {
    renderBanner()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    fireEvent.click(document.body)
    expect(screen.getByText('Nós usamos cookies')).toBeTruthy()
    expect(document.cookie).not.toContain('lgpdAccepted')
  })

  it('is not shown once the cookie is true, and is shown when it holds anything else', () => {
    document.cookie = 'lgpdAccepted=false; path=/'
    const { unmount } = renderBanner()
    expect(screen.getByText('Nós usamos cookies')).toBeTruthy()
    unmount()

    document.cookie = 'lgpdAccepted=true; path=/'
    renderBanner()
    expect(screen.queryByText('Nós usamos cookies')).toBeNull()
  })
})
