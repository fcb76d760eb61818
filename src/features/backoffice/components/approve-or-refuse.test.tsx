import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApproveOrRefuse } from './approve-or-refuse'

function renderDecision(refuse = vi.fn(async () => undefined)) {
  const approve = vi.fn(async () => undefined)
  const refresh = vi.fn(async () => undefined)
  render(
    <I18nProvider i18n={i18n}>
      <ApproveOrRefuse
        id="7"
        approve={approve}
        refuse={refuse}
        approved="Aprovado"
        refused="Recusado"
        minReason={5}
        refresh={refresh}
      />
    </I18nProvider>,
  )
  return { approve, refuse, refresh }
}

describe('ApproveOrRefuse', () => {
  it('refuses only with a reason of the length the server takes, trimmed', async () => {
    const { refuse, refresh } = renderDecision()
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }))
    const confirm = screen.getByRole('button', { name: 'Confirmar recusa' })
    fireEvent.change(screen.getByLabelText('Motivo da recusa (o anunciante vê)'), {
      target: { value: ' foto ' },
    })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Motivo da recusa (o anunciante vê)'), {
      target: { value: ' Foto ilegível ' },
    })
    fireEvent.click(confirm)
    await waitFor(() => expect(refresh).toHaveBeenCalled())
    expect(refuse).toHaveBeenCalledWith('Foto ilegível')
  })

  it('reads the queue again when the server refuses the decision, and lets staff try again', async () => {
    const { refresh } = renderDecision(
      vi.fn(async () => {
        throw new Error('offline')
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }))
    fireEvent.change(screen.getByLabelText('Motivo da recusa (o anunciante vê)'), {
      target: { value: 'Documento vencido' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar recusa' }))
    await waitFor(() => expect(refresh).toHaveBeenCalled())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirmar recusa' }).hasAttribute('disabled')).toBe(false),
    )
  })
})
