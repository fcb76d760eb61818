import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollToTop } from './scroll-to-top'

const button = () => screen.queryByRole('button', { name: 'Voltar ao topo' })

function renderAt(scrollY: number) {
  window.scrollY = scrollY
  return render(
    <I18nProvider i18n={i18n}>
      <ScrollToTop />
    </I18nProvider>,
  )
}

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.scrollY = 0
  })

  it('reads the scroll position in the next frame, not while rendering, and appears on a page opened scrolled', () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f))
    const read = vi.fn(() => 900)
    renderAt(0)
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true })
    // Mounted and its effects run: nothing has asked for the layout yet.
    expect(read).not.toHaveBeenCalled()
    expect(button()).toBeNull()
    act(() => frames.forEach((f) => f(0)))
    expect(read).toHaveBeenCalled()
    expect(button()).not.toBeNull()
    Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true })
  })

  it('appears past 400 px of scrolling and hides again near the top', () => {
    renderAt(0)
    expect(button()).toBeNull()
    act(() => {
      window.scrollY = 401
      fireEvent.scroll(window)
    })
    expect(button()).not.toBeNull()
    act(() => {
      window.scrollY = 100
      fireEvent.scroll(window)
    })
    expect(button()).toBeNull()
  })
})
