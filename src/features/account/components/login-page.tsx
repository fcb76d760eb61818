import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { emailConfirmMsg, signInSchema } from '../../../domain/account'
import { errorMsg } from '../../../domain/messages'
import { isApiError } from '../../../lib/http/api-error'
import { useSignIn } from '../api/sign-in'
import { errorAt, PasswordField, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { oidcErrorOf } from '../oidc'
import { FormCard } from '../../../ui/form-card'
import { ThirdPartySignIn } from './third-party-sign-in'
import './account.css'
import '../../../lib/i18n/account-catalog'

const FIELDS = ['user.email', 'user.password'] as const

/** /entrar: e-mail and password, the exact failure message with a way to create an account, third party. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const signIn = useSignIn()
  const [failure, setFailure] = useState<{ message: string; badCredentials: boolean } | null>(null)
  // The hash never reaches the server: there the page renders without it (a failed third-party sign-in comes
  // back to the browser, which then renders its message anew).
  const [oidcError] = useState(() => (typeof location === 'undefined' ? null : oidcErrorOf(location.hash)))
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { user: { email: '', password: '' } },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const doc = await signIn.mutateAsync(values)
      if (!doc.data.attributes.profile_chosen)
        await navigate({ to: '/escolher-perfil', search: { redirect } })
      else await navigate({ href: redirect ?? '/dashboard' })
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setFailure({ message: errorMsg.loginFailed, badCredentials: true })
        form.setFocus('user.password')
      } else {
        const message = applyServerErrors(error, form.setError, { fields: FIELDS })
        if (message) setFailure({ message, badCredentials: false })
      }
    }
  })

  return (
    <FormCard
      title={t`Entrar`}
      intro={t`Acesse sua conta para anunciar e acompanhar seus imóveis e veículos.`}
      footer={
        <p>
          <Trans>Ainda não tem uma conta?</Trans>{' '}
          <Link to="/registrar" search={{ redirect }}>
            <Trans>Registre-se</Trans>
          </Link>
        </p>
      }
    >
      {oidcError && (
        <FormAlert
          message={
            oidcError === 'account_blocked'
              ? t`Sua conta está suspensa ou inativa. Entre em contato com o suporte.`
              : oidcError === 'unverified_account'
                ? emailConfirmMsg.thirdPartyUnverified
                : t`Não foi possível entrar com a outra conta. Tente novamente ou use seu e-mail e senha.`
          }
        />
      )}
      <FormAlert message={failure?.message}>
        {failure?.badCredentials && (
          <p>
            <Trans>
              Não tem conta ainda?{' '}
              <Link to="/registrar" search={{ redirect }}>
                Crie sua conta grátis
              </Link>
              .
            </Trans>
          </p>
        )}
      </FormAlert>
      <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id="login-email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={form.register('user.email')}
          error={errorAt(errors, 'user.email')}
        />
        <PasswordField
          id="login-password"
          label={t`Senha`}
          autoComplete="current-password"
          registration={form.register('user.password')}
          error={errorAt(errors, 'user.password')}
        >
          <Link to="/esqueci-senha" className="auth-aside-link">
            <Trans>Esqueci minha senha</Trans>
          </Link>
        </PasswordField>
        <SubmitButton block pending={signIn.isPending} pendingLabel={t`Entrando…`}>
          <Trans>Entrar</Trans>
        </SubmitButton>
      </form>
      <ThirdPartySignIn redirect={redirect} />
    </FormCard>
  )
}
