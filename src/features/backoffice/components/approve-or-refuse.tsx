import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { toast } from '../../../ui/toast-store'
import '../../../lib/i18n/backoffice-catalog'

interface Props {
  /** Names the reason's field, unique on the page. */
  id: string
  approve: () => Promise<unknown>
  refuse: (reason: string) => Promise<unknown>
  approved: string
  refused: string
  /** The shortest reason the server takes. */
  minReason: number
  /** Reads the queue again, after a decision and after a refusal (another staff member may have decided first). */
  refresh: () => Promise<unknown>
  onDone?: () => void
}

/** A review queue's decision: approve, or refuse with a reason the advertiser reads. */
export function ApproveOrRefuse({
  id,
  approve,
  refuse,
  approved,
  refused,
  minReason,
  refresh,
  onDone,
}: Props) {
  const { t } = useLingui()
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast.add({ severity: 'success', summary: done })
      await refresh()
      onDone?.()
    } catch (err) {
      toast.add({
        severity: 'error',
        summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
        detail: isApiError(err) ? err.errors[0]?.detail : undefined,
      })
      await refresh()
      setBusy(false)
    }
  }
  return refusing ? (
    <div className="bo-form">
      <Field label={t`Motivo da recusa (o anunciante vê)`} htmlFor={`refuse-${id}`}>
        <textarea
          id={`refuse-${id}`}
          className="input"
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <div className="bo-actions">
        <Button
          variant="secondary"
          disabled={busy || reason.trim().length < minReason}
          onClick={() => void act(() => refuse(reason.trim()), refused)}
        >
          <Trans>Confirmar recusa</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setRefusing(false)}>
          <Trans>Cancelar</Trans>
        </Button>
      </div>
    </div>
  ) : (
    <div className="bo-actions">
      <Button disabled={busy} onClick={() => void act(approve, approved)}>
        <Trans>Aprovar</Trans>
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => setRefusing(true)}>
        <Trans>Recusar</Trans>
      </Button>
    </div>
  )
}
