import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog'

function renderDialog() {
  render(
    <I18nProvider i18n={i18n}>
      <Dialog open onOpenChange={() => {}} title="Denunciar anúncio">
        <p>Conteúdo</p>
      </Dialog>
    </I18nProvider>,
  )
  const dialog = screen.getByRole('dialog')
  // jsdom lays nothing out: a 300 × 200 dialog centred on its 1024 × 768 window.
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({
    left: 362,
    top: 284,
    right: 662,
    bottom: 484,
  } as DOMRect)
  return { dialog, handle: screen.getByText('Denunciar anúncio').parentElement! }
}

const drag = (handle: HTMLElement, from: [number, number], to: [number, number]) => {
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] })
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: to[0], clientY: to[1] })
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: to[0], clientY: to[1] })
}

describe('Dialog', () => {
  it('is dragged by its title bar', () => {
    const { dialog, handle } = renderDialog()
    expect(dialog.style.transform).toBe('')
    drag(handle, [400, 300], [350, 250])
    expect(dialog.style.transform).toBe('translate(calc(-50% + -50px), calc(-50% + -50px))')
  })

  it('never leaves the viewport', () => {
    const { dialog, handle } = renderDialog()
    drag(handle, [400, 300], [-2000, 5000])
    expect(dialog.style.transform).toBe('translate(calc(-50% + -362px), calc(-50% + 284px))')
  })

  it('is not dragged from its buttons', () => {
    const { dialog } = renderDialog()
    drag(screen.getByRole('button', { name: 'Fechar' }), [400, 300], [300, 200])
    expect(dialog.style.transform).toBe('')
  })
})
