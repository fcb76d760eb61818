import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SuspendDialog } from './suspend-dialog'

function renderDialog() {
  const onConfirm = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <SuspendDialog open onOpenChange={() => {}} name="Joana" busy={false} onConfirm={onConfirm} />
    </I18nProvider>,
  )
  return { onConfirm, confirm: screen.getByRole('button', { name: 'Confirmar suspensão' }) }
}

describe('SuspendDialog', () => {
  it('will not suspend without a reason, and says so next to the field', () => {
    const { onConfirm, confirm } = renderDialog()
    fireEvent.change(screen.getByLabelText('Motivo da suspensão'), { target: { value: '   ' } })
    fireEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Informe o motivo da suspensão.')
    expect(screen.getByLabelText('Motivo da suspensão').getAttribute('aria-invalid')).toBe('true')
  })

  it('suspends with the reason typed, trimmed', () => {
    const { onConfirm, confirm } = renderDialog()
    fireEvent.change(screen.getByLabelText('Motivo da suspensão'), { target: { value: ' Anúncios falsos ' } })
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledWith('Anúncios falsos')
  })
})
