import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { useResendConfirmation } from '../api/resend-confirmation'
import { useSession } from '../session'
import './email-confirmation-banner.css'
import '../../../lib/i18n/shared-catalog'

/**
 * On every dashboard page while the account's e-mail is not confirmed: publishing waits for it, and the link can
 * be sent again from here.
 */
export function EmailConfirmationBanner() {
  const { t } = useLingui()
  const { user } = useSession()
  const resend = useResendConfirmation()
  const [answer, setAnswer] = useState<string | null>(null)
  if (!user || user.email_verified) return null

  const onResend = () => {
    setAnswer(null)
    resend.mutate(undefined, {
      onSuccess: ({ meta }) => setAnswer(meta.message),
      onError: (error) =>
        setAnswer(
          isApiError(error) && error.errors[0]?.detail
            ? error.errors[0].detail
            : t`Não foi possível reenviar agora. Tente novamente.`,
        ),
    })
  }
  return (
    <section className="form-alert email-confirmation-banner" aria-label={t`Confirmação de e-mail`}>
      <p>
        <Trans>
          Confirme seu e-mail: enviamos um link para <strong>{user.email}</strong>. Até confirmar, você pode
          preparar anúncios, mas não publicá-los.
        </Trans>
      </p>
      <p>
        <button type="button" className="btn btn-secondary" disabled={resend.isPending} onClick={onResend}>
          <Trans>Reenviar link</Trans>
        </button>
      </p>
      {answer && <p role="status">{answer}</p>}
    </section>
  )
}
