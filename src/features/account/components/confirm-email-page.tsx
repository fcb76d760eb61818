import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ConfirmEmailDocument } from '../../../domain/account'
import { isApiError } from '../../../lib/http/api-error'
import { FormCard } from '../../../ui/form-card'
import { FormAlert } from '../../../ui/form-parts'
import { Spinner } from '../../../ui/skeleton'
import { useConfirmEmail } from '../api/confirm-email'
import { takeSignUpRedirect } from '../sign-up-redirect'
import './account.css'
import '../../../lib/i18n/account-catalog'

/**
 * /confirmar-email/$token: the landing page of every link that confirms an address (sign-up, change of address,
 * undo of a change). Follows it once on arrival and says what happened, or why the link no longer works.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useLingui()
  const confirm = useConfirmEmail()
  const sent = useRef(false)
  useEffect(() => {
    // Once: a second request would find the link used.
    if (sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [confirm, token])

  if (confirm.isSuccess) return <Done meta={confirm.data.meta} />
  if (confirm.isError) {
    const error = isApiError(confirm.error) ? confirm.error.errors[0] : undefined
    const code = error?.code
    const title =
      code === 'link_used' ? t`Link já usado` : code === 'link_expired' ? t`Link expirado` : t`Link inválido`
    return (
      <FormCard title={title}>
        <FormAlert message={error?.detail ?? t`Não foi possível confirmar agora. Tente novamente.`} />
        <Link to="/entrar" className="btn btn-primary btn-block">
          <Trans>Entrar</Trans>
        </Link>
      </FormCard>
    )
  }
  return (
    <FormCard title={t`Confirmando seu e-mail…`}>
      <p className="muted">
        <Spinner label={t`Confirmando…`} /> <Trans>Só um instante.</Trans>
      </p>
    </FormCard>
  )
}

function Done({ meta }: ConfirmEmailDocument) {
  const { t } = useLingui()
  // A new account chooses its profile first (skipped when chosen), then goes where its sign-up was heading.
  const [next] = useState(() => (meta.purpose === 'sign_up' ? takeSignUpRedirect() : undefined))
  const message = (
    <div className="form-alert form-alert-success" role="status">
      <p>{meta.message}</p>
    </div>
  )
  if (meta.purpose === 'sign_up')
    return (
      <FormCard title={t`E-mail confirmado`}>
        {message}
        <Link to="/escolher-perfil" search={{ redirect: next }} className="btn btn-primary btn-block">
          <Trans>Continuar</Trans>
        </Link>
      </FormCard>
    )
  if (meta.purpose === 'change')
    return (
      <FormCard title={t`E-mail trocado`}>
        {message}
        <Link to="/dashboard/settings" className="btn btn-primary btn-block">
          <Trans>Ir para as configurações</Trans>
        </Link>
      </FormCard>
    )
  return (
    <FormCard title={t`Troca de e-mail desfeita`}>
      {message}
      <Link to="/esqueci-senha" className="btn btn-primary btn-block">
        <Trans>Criar uma nova senha</Trans>
      </Link>
    </FormCard>
  )
}
