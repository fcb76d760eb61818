import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { StaffHold } from '../../../domain/listing-lifecycle'
import { errorMsg } from '../../../domain/messages'
import { isApiError } from '../../../lib/http/api-error'
import { formatDate } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Field } from '../../../ui/field'
import { toast } from '../../../ui/toast-store'
import type { ListingKind } from '../api/queue-listing'
import { useReviewRequest } from '../api/review-request'
import './staff-hold.css'

const MESSAGE_MAX = 1000

/**
 * A listing the team paused or archived: their reason, and "Pedir revisão" (a short dialog with an optional
 * message) until a review was asked for; then when it was. A listing held for review by a risk check is already in
 * the team's queue: it says so, with nothing to ask for.
 */
export function StaffHoldNotice({ kind, id, hold }: { kind: ListingKind; id: string; hold: StaffHold }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const request = useReviewRequest(kind, id)
  const failure =
    request.error && isApiError(request.error) && request.error.status < 500
      ? (request.error.errors[0]?.detail ?? errorMsg.generic)
      : request.error
        ? errorMsg.generic
        : null
  const send = () =>
    request.mutate(message, {
      onSuccess: () => {
        setOpen(false)
        setMessage('')
        toast.add({ severity: 'success', summary: t`Pedido de revisão enviado à equipe.` })
      },
    })
  return (
    <div className="staff-hold" role="note" data-testid="staff-hold">
      <p className="staff-hold-title">
        {hold.kind === 'review' ? (
          <Trans>Em análise pela equipe</Trans>
        ) : hold.kind === 'archived' ? (
          <Trans>Arquivado pela equipe</Trans>
        ) : (
          <Trans>Pausado pela equipe</Trans>
        )}
      </p>
      <p>
        <Trans>Motivo:</Trans> {hold.reason}
      </p>
      {hold.kind === 'review' ? (
        <p className="staff-hold-review" data-testid="review-requested">
          <Trans>A equipe confere o anúncio e libera a publicação se estiver tudo certo.</Trans>
        </p>
      ) : hold.review_requested_at ? (
        <p className="staff-hold-review" data-testid="review-requested">
          <Trans>Revisão solicitada em {formatDate(hold.review_requested_at)}</Trans>
        </p>
      ) : (
        <Button small variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Pedir revisão</Trans>
        </Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Pedir revisão</Trans>}
        description={
          <Trans>
            A equipe confere o anúncio de novo e, se estiver tudo certo, libera a publicação. Conte o que você
            corrigiu, se quiser.
          </Trans>
        }
      >
        <Field label={<Trans>Mensagem (opcional)</Trans>} htmlFor={`review-message-${kind}-${id}`}>
          <textarea
            id={`review-message-${kind}-${id}`}
            className="input"
            rows={4}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button disabled={request.isPending} onClick={send}>
            <Trans>Enviar pedido</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
