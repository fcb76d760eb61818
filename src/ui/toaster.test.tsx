import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from './toast-store'
import { Toaster } from './toaster'

const renderToasters = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
      <Toaster group="bc" position="bottom-center" />
    </I18nProvider>,
  )

describe('Toaster', () => {
  // The toasts themselves load with the first one (a lazy module): loaded here once, and each add awaited.
  beforeAll(() => import('./toast-item'))
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => toast.clear())
    vi.useRealTimers()
  })

  it('shows each toast in its area, in a live region, and closes it after its life', async () => {
    renderToasters()
    await act(async () => {
      toast.add({ summary: 'Padrão', life: 1000 })
      toast.add({ summary: 'Embaixo', group: 'bc', life: 1000 })
    })
    const top = screen.getByRole('region', { name: 'Notificações' })
    const bottom = screen.getByRole('region', { name: 'Avisos' })
    expect(top.getAttribute('aria-live')).toBe('polite')
    expect(top.textContent).toContain('Padrão')
    expect(top.textContent).not.toContain('Embaixo')
    expect(bottom.textContent).toContain('Embaixo')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Padrão')).toBeNull()
  })

  it('pauses while hovered and resumes with the remaining time', async () => {
    renderToasters()
    await act(async () => void toast.add({ summary: 'Pausável', life: 1000 }))
    const item = screen.getByText('Pausável').closest('.toast')!
    act(() => vi.advanceTimersByTime(600))
    fireEvent.mouseEnter(item)
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText('Pausável')).toBeTruthy()
    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(399))
    expect(screen.getByText('Pausável')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Pausável')).toBeNull()
  })

  it('closes with its button when closable, and errors are announced as alerts', async () => {
    renderToasters()
    await act(async () => void toast.add({ summary: 'Falhou', severity: 'error', life: 60_000 }))
    expect(screen.getByRole('alert').textContent).toContain('Falhou')
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }))
    expect(screen.queryByText('Falhou')).toBeNull()
    await act(async () => void toast.add({ summary: 'Fixo', closable: false }))
    expect(screen.queryByRole('button', { name: 'Fechar notificação' })).toBeNull()
  })
})
