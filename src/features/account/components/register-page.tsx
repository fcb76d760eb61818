import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { signUpSchema } from '../../../domain/account'
import { useSignUp } from '../api/sign-up'
import { rememberSignUpRedirect } from '../sign-up-redirect'
import { CheckboxField, errorAt, PasswordField, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { FormCard } from '../../../ui/form-card'
import { NameFields } from './name-fields'
import { PasswordStrengthMeter } from './password-strength-meter'
import './account.css'
import '../../../lib/i18n/account-catalog'

const FIELDS = [
  'user.first_name',
  'user.last_name',
  'user.email',
  'user.password',
  'user.password_confirmation',
  'user.terms_of_service',
] as const

/**
 * /registrar: names, e-mail, password with its strength, confirmation and the terms; then "check your e-mail":
 * the link sent there confirms the address and signs in (the answer is the same for an address already
 * registered, which gets a "you already have an account" e-mail instead).
 */
export function RegisterPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const signUp = useSignUp()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      user: {
        first_name: '',
        last_name: '',
        email: '',
        password: '',
        password_confirmation: '',
      },
    },
  })
  const { errors } = form.formState
  const [password = '', firstName = '', lastName = '', email = ''] = useWatch({
    control: form.control,
    name: ['user.password', 'user.first_name', 'user.last_name', 'user.email'],
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { meta } = await signUp.mutateAsync(values)
      rememberSignUpRedirect(redirect)
      setSent(meta.message)
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: FIELDS }))
    }
  })

  const site = t({ id: 'site.title', message: 'Mercado Irecê' })
  const action = t`Registre-se`
  if (sent) {
    return (
      <FormCard
        title={t`Confirme seu e-mail`}
        documentTitle={`${site} | ${action}`}
        footer={
          <p>
            <Link to="/entrar" search={{ redirect }}>
              <Trans>Ir para o login</Trans>
            </Link>
          </p>
        }
      >
        <div className="form-alert form-alert-success" role="status">
          <p>{sent}</p>
        </div>
        <p className="muted">
          <Trans>
            O link vale por 48 horas. Até confirmar, você pode entrar com seu e-mail e senha para navegar e
            preparar anúncios, mas só publica depois de confirmar.
          </Trans>
        </p>
      </FormCard>
    )
  }
  return (
    <FormCard
      title={action}
      // The title is the product name followed by 'Registre-se'.
      documentTitle={`${site} | ${action}`}
      heading={
        <>
          <span className="auth-kicker">{site}</span> {action}
        </>
      }
      intro={t`Crie sua conta grátis para anunciar imóveis e veículos.`}
      footer={
        <p>
          <Trans>Já tem uma conta?</Trans>{' '}
          <Link to="/entrar" search={{ redirect }}>
            <Trans>Entrar</Trans>
          </Link>
        </p>
      }
    >
      <FormAlert message={failure} />
      <FormProvider {...form}>
        <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <NameFields idPrefix="register" />
          <TextField
            id="register-email"
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={form.register('user.email')}
            error={errorAt(errors, 'user.email')}
          />
          <PasswordField
            id="register-password"
            label={t`Senha`}
            autoComplete="new-password"
            registration={form.register('user.password')}
            error={errorAt(errors, 'user.password')}
            aria-describedby="register-password-strength"
          >
            <PasswordStrengthMeter
              id="register-password-strength"
              password={password}
              userInputs={[firstName, lastName, email]}
            />
          </PasswordField>
          <PasswordField
            id="register-password-confirmation"
            label={t`Confirme a senha`}
            autoComplete="new-password"
            registration={form.register('user.password_confirmation')}
            error={errorAt(errors, 'user.password_confirmation')}
          />
          <CheckboxField
            id="register-terms"
            registration={form.register('user.terms_of_service')}
            error={errorAt(errors, 'user.terms_of_service')}
            label={
              <Trans>
                Li e aceito os{' '}
                <Link to="/termos-de-uso" target="_blank">
                  termos de uso
                </Link>
              </Trans>
            }
          />
          <SubmitButton block pending={signUp.isPending} pendingLabel={t`Criando sua conta…`}>
            <Trans>Criar conta</Trans>
          </SubmitButton>
        </form>
      </FormProvider>
    </FormCard>
  )
}
