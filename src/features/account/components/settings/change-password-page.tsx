import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { changePasswordSchema } from '../../../../domain/account'
import { msg } from '../../../../domain/messages'
import { toast } from '../../../../ui/toast-store'
import { useChangePassword } from '../../api/change-password'
import { currentUserQueryOptions } from '../../api/get-current-user'
import { errorAt, PasswordField } from '../../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { PasswordStrengthMeter } from '../password-strength-meter'
import { SettingsPage } from './settings-page'
import '../../../../lib/i18n/account-catalog'

const FIELDS = ['user.current_password', 'user.password', 'user.password_confirmation']

/** /dashboard/settings/change-password: PUT /password (202). Accounts from third-party sign-in set a first one. */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions())
  const change = useChangePassword()
  const [failure, setFailure] = useState<string | null>(null)
  const schema = changePasswordSchema.superRefine((v, ctx) => {
    if (user.has_password && !v.user.current_password)
      ctx.addIssue({ code: 'custom', path: ['user', 'current_password'], message: msg.required })
  })
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { user: { current_password: '', password: '', password_confirmation: '' } },
  })
  const { errors } = form.formState
  const password = useWatch({ control: form.control, name: 'user.password' }) ?? ''

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { meta } = await change.mutateAsync(values)
      form.reset()
      toast.add({ severity: 'success', summary: meta.message })
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: FIELDS }))
    }
  })

  return (
    <SettingsPage
      title={t`Alterar senha`}
      intro={
        user.has_password
          ? t`Ao trocar a senha, as outras sessões abertas da sua conta são encerradas.`
          : t`Sua conta foi criada com outro serviço. Defina uma senha para entrar também com e-mail e senha.`
      }
    >
      <form className="stack-form settings-form narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={failure} />
        {user.has_password && (
          <PasswordField
            id="change-password-current"
            label={t`Senha atual`}
            autoComplete="current-password"
            registration={form.register('user.current_password')}
            error={errorAt(errors, 'user.current_password')}
          />
        )}
        <PasswordField
          id="change-password-new"
          label={t`Nova senha`}
          autoComplete="new-password"
          registration={form.register('user.password')}
          error={errorAt(errors, 'user.password')}
          aria-describedby="change-password-strength"
        >
          <PasswordStrengthMeter
            id="change-password-strength"
            password={password}
            userInputs={[user.first_name, user.last_name, user.email]}
          />
        </PasswordField>
        <PasswordField
          id="change-password-confirmation"
          label={t`Confirme a nova senha`}
          autoComplete="new-password"
          registration={form.register('user.password_confirmation')}
          error={errorAt(errors, 'user.password_confirmation')}
        />
        <div className="form-actions">
          <SubmitButton pending={change.isPending} pendingLabel={t`Salvando…`}>
            <Trans>Alterar senha</Trans>
          </SubmitButton>
        </div>
      </form>
    </SettingsPage>
  )
}
