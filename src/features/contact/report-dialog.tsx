import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { reportReasons } from '../../domain/enums'
import { reportInputSchema } from '../../domain/lead'
import { errorMsg } from '../../domain/messages'
import { Button } from '../../ui/button'
import { useDrag } from '../../ui/use-drag'
import { queueReport } from './api/queue-report'
import { reportReasonLabels } from './labels'
import { useOutboxWrite } from '../../lib/offline/use-outbox-write'
import { WriteStatus } from '../../ui/write-status'
import '../../lib/i18n/visitor-catalog'

/** Report a listing: one of the fixed reasons and optional details, sent through the outbox like a message. */
export function ReportDialog({
  propertyId,
  title,
  onClose,
}: {
  propertyId: string
  title: string
  onClose: () => void
}) {
  const { i18n, t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState<string>('')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const write = useOutboxWrite()
  const { offset, handle } = useDrag()
  const phase = write.phase

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (!el.open) el.showModal()
    el.addEventListener('close', onClose)
    return () => el.removeEventListener('close', onClose)
  }, [onClose])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = reportInputSchema.safeParse({
      property_id: propertyId,
      reason,
      details: details || undefined,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? errorMsg.sendReport)
      return
    }
    setError(null)
    void write.submit(() => queueReport(parsed.data, title))
  }

  const done = phase.tag === 'sent' || phase.tag === 'queued'
  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby="report-title"
      data-draggable=""
      style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
    >
      <form className="report-form" noValidate onSubmit={submit}>
        <h2 id="report-title" className="drag-handle" {...handle}>
          <Trans>Denunciar anúncio</Trans>
        </h2>
        <p className="muted">{title}</p>
        <WriteStatus
          phase={phase}
          texts={{
            sent: t`Denúncia enviada. Obrigado por nos avisar.`,
            queued: t`Sem conexão: sua denúncia será enviada quando o sinal voltar`,
            error: errorMsg.sendReport,
          }}
          onRetry={() => void write.retry()}
          onDiscard={() => void write.discard()}
        />
        {!done && (
          <>
            <fieldset className="report-reasons" aria-describedby={error ? 'report-error' : undefined}>
              <legend>
                <Trans>Motivo</Trans>
              </legend>
              {reportReasons.map((value) => (
                <label key={value} className="report-reason">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {i18n._(reportReasonLabels[value])}
                </label>
              ))}
            </fieldset>
            {error && (
              <p className="field-error" id="report-error" role="alert">
                {error}
              </p>
            )}
            <div className="field">
              <label className="field-label" htmlFor="report-details">
                <Trans>Detalhes (opcional)</Trans>
              </label>
              <textarea
                id="report-details"
                className="input"
                rows={3}
                maxLength={2000}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
              />
            </div>
          </>
        )}
        <div className="report-actions">
          {!done && (
            <Button type="submit" disabled={phase.tag === 'sending'}>
              {phase.tag === 'sending' ? t`Enviando…` : t`Enviar denúncia`}
            </Button>
          )}
          <Button variant="ghost" onClick={() => dialog.current?.close()}>
            {done ? t`Fechar` : t`Cancelar`}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
