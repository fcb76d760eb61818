import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { forgotPasswordSchema } from '../../../domain/account'
import { buttonClass } from '../../../ui/button'
import { useForgotPassword } from '../api/forgot-password'
import { errorAt, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { FormCard } from '../../../ui/form-card'
import './account.css'
import '../../../lib/i18n/account-catalog'

/** /esqueci-senha: always the same neutral confirmation, so nobody learns which e-mails have accounts. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const forgot = useForgotPassword()
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { user: { email: '' } },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await forgot.mutateAsync(values)
      setSentTo(values.user.email)
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: ['user.email'] }))
    }
  })

  const back = (
    <p>
      <Link to="/entrar">
        <Trans>Voltar para o login</Trans>
      </Link>
    </p>
  )

  if (sentTo) {
    return (
      <FormCard title={t`Verifique seu e-mail`} footer={back}>
        <div className="form-alert form-alert-success" role="status">
          <p>
            <Trans>
              Se houver uma conta com o e-mail <strong>{sentTo}</strong>, enviaremos um link para redefinir a
              senha. O link vale por 1 hora e pode ser usado uma vez.
            </Trans>
          </p>
        </div>
        <p className="muted">
          <Trans>Não recebeu? Confira a caixa de spam ou peça outro link.</Trans>
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', block: true })}
          onClick={() => setSentTo(null)}
        >
          <Trans>Pedir outro link</Trans>
        </button>
      </FormCard>
    )
  }

  return (
    <FormCard
      title={t`Esqueci minha senha`}
      intro={t`Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.`}
      footer={back}
    >
      <FormAlert message={failure} />
      <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id="forgot-email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={form.register('user.email')}
          error={errorAt(form.formState.errors, 'user.email')}
        />
        <SubmitButton block pending={forgot.isPending}>
          <Trans>Enviar link</Trans>
        </SubmitButton>
      </form>
    </FormCard>
  )
}
