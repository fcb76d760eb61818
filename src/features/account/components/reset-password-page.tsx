import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { resetPasswordSchema } from '../../../domain/account'
import { isApiError } from '../../../lib/http/api-error'
import { api } from '../../../lib/http/clients'
import { toast } from '../../../ui/toast-store'
import { useResetPassword } from '../api/reset-password'
import { errorAt, PasswordField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { forgetUser } from '../session'
import { FormCard } from '../../../ui/form-card'
import { PasswordStrengthMeter } from './password-strength-meter'
import './account.css'
import '../../../lib/i18n/account-catalog'

/** /resetar-senha/$token: a new password from the e-mailed link; then /entrar with a toast. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reset = useResetPassword()
  const [failure, setFailure] = useState<string | null>(null)
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { user: { token, password: '', password_confirmation: '' } },
  })
  const { errors } = form.formState
  const password = useWatch({ control: form.control, name: 'user.password' })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { meta } = await reset.mutateAsync(values)
      // Every session of the account ended: a token kept in this browser no longer works.
      api.tokens.clear()
      forgetUser(queryClient)
      toast.add({ severity: 'success', summary: meta.message, life: 6000 })
      await navigate({ to: '/entrar' })
    } catch (error) {
      const tokenError =
        isApiError(error) && error.errors.find((e) => e.source?.pointer === '/user/token')?.detail
      if (tokenError) setLinkInvalid(tokenError)
      else
        setFailure(
          applyServerErrors(error, form.setError, {
            fields: ['user.password', 'user.password_confirmation'],
          }),
        )
    }
  })

  if (linkInvalid) {
    return (
      <FormCard title={t`Link inválido`}>
        <FormAlert message={linkInvalid} />
        <Link to="/esqueci-senha" className="btn btn-primary btn-block">
          <Trans>Pedir um novo link</Trans>
        </Link>
      </FormCard>
    )
  }

  return (
    <FormCard
      title={t`Redefinir senha`}
      intro={t`Crie uma nova senha para sua conta.`}
      footer={
        <p>
          <Link to="/entrar">
            <Trans>Voltar para o login</Trans>
          </Link>
        </p>
      }
    >
      <FormAlert message={failure} />
      <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <PasswordField
          id="reset-password"
          label={t`Nova senha`}
          autoComplete="new-password"
          registration={form.register('user.password')}
          error={errorAt(errors, 'user.password')}
          aria-describedby="reset-password-strength"
        >
          <PasswordStrengthMeter id="reset-password-strength" password={password} />
        </PasswordField>
        <PasswordField
          id="reset-password-confirmation"
          label={t`Confirme a nova senha`}
          autoComplete="new-password"
          registration={form.register('user.password_confirmation')}
          error={errorAt(errors, 'user.password_confirmation')}
        />
        <SubmitButton block pending={reset.isPending}>
          <Trans>Redefinir senha</Trans>
        </SubmitButton>
      </form>
    </FormCard>
  )
}
