import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Field } from '../../../ui/field'
import '../../../lib/i18n/backoffice-catalog'

/**
 * Before a suspension: the team confirms and says why. The reason is required (it stays on the account and in the
 * audit log, and is what staff read later beside the status).
 */
export function SuspendDialog({
  open,
  onOpenChange,
  name,
  busy,
  onConfirm,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  name: string
  busy: boolean
  onConfirm(reason: string): void
}) {
  const { t } = useLingui()
  const id = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  // Each opening starts blank: the last suspension's reason never carries over to the next user.
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) {
      setReason('')
      setMissing(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Suspender {name}?</Trans>}
      description={
        <Trans>
          Um usuário suspenso não consegue entrar, perde as sessões abertas e seus anúncios saem do site na
          hora.
        </Trans>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const value = reason.trim()
          if (!value) return setMissing(true)
          onConfirm(value)
        }}
      >
        <Field
          label={t`Motivo da suspensão`}
          htmlFor={`${id}-reason`}
          error={missing ? t`Informe o motivo da suspensão.` : undefined}
        >
          <textarea
            id={`${id}-reason`}
            className="input"
            rows={3}
            maxLength={500}
            required
            aria-required="true"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-reason-error` : undefined}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value)
              if (e.target.value.trim()) setMissing(false)
            }}
          />
        </Field>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            <Trans>Confirmar suspensão</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
