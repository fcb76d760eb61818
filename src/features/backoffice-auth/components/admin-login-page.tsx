import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { adminSignInSchema } from '../../../domain/account'
import { errorMsg } from '../../../domain/messages'
import { isApiError } from '../../../lib/http/api-error'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { FormCard } from '../../../ui/form-card'
import { errorAt, PasswordField, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { useAdminSignIn } from '../api/sign-in'
import '../../../lib/i18n/account-catalog'

/** /backoffice/login: the staff sign-in, with the admin client and its own token. */
export function AdminLoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const signIn = useAdminSignIn()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { admin: { email: '', password: '' } },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await signIn.mutateAsync(values)
      await navigate({ to: '/backoffice/dashboard' })
    } catch (error) {
      if (isApiError(error) && error.status === 401) setFailure(errorMsg.loginFailed)
      else setFailure(applyServerErrors(error, form.setError, { fields: ['admin.email', 'admin.password'] }))
    }
  })

  return (
    <FormCard title={t`Entrar no painel administrativo`} intro={t`Área restrita à equipe do Mercado Irecê.`}>
      <FormAlert message={failure} />
      <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id="admin-email"
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          inputMode="email"
          registration={form.register('admin.email')}
          error={errorAt(errors, 'admin.email')}
        />
        <PasswordField
          id="admin-password"
          label={t`Senha`}
          autoComplete="current-password"
          registration={form.register('admin.password')}
          error={errorAt(errors, 'admin.password')}
        />
        <SubmitButton block pending={signIn.isPending} pendingLabel={t`Entrando…`}>
          <Trans>Entrar</Trans>
        </SubmitButton>
      </form>
    </FormCard>
  )
}
