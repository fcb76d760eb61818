import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { msg } from '../../../../domain/messages'
import { emailSchema, fieldMsg } from '../../../../domain/validation'
import { toast } from '../../../../ui/toast-store'
import { currentUserQueryOptions } from '../../api/get-current-user'
import { useUpdateProfile } from '../../api/update-profile'
import { errorAt, PasswordField, TextField } from '../../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { SettingsPage } from './settings-page'
import '../../../../lib/i18n/account-catalog'

const changeEmailSchema = (current: string, hasPassword: boolean) =>
  z.object({
    user: z.object({ email: emailSchema, current_password: z.string().max(256) }).superRefine((v, ctx) => {
      if (v.email === current.toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['email'], message: fieldMsg.sameEmail })
      if (hasPassword && !v.current_password)
        ctx.addIssue({ code: 'custom', path: ['current_password'], message: msg.required })
    }),
  })

/** /dashboard/settings/change-email: a different e-mail, confirmed with the current password (PUT /sign_up). */
export function ChangeEmailPage() {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions())
  const update = useUpdateProfile()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(changeEmailSchema(user.email, user.has_password)),
    defaultValues: { user: { email: '', current_password: '' } },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async ({ user: values }) => {
    setFailure(null)
    try {
      await update.mutateAsync({
        user: {
          email: values.email,
          ...(user.has_password ? { current_password: values.current_password } : {}),
        },
      })
      form.reset()
      toast.add({
        severity: 'success',
        summary: t`Enviamos um link para ${values.email}. A troca só vale depois que você confirmar pelo link.`,
        life: 8000,
      })
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: ['user.email', 'user.current_password'] }))
    }
  })

  const current = user.email
  const pending = user.pending_email
  return (
    <SettingsPage title={t`Alterar e-mail`}>
      <p>
        <Trans>
          E-mail atual: <strong>{current}</strong>
        </Trans>
      </p>
      {pending && (
        <div className="form-alert form-alert-success" role="status">
          <p>
            <Trans>
              Aguardando confirmação: <strong>{pending}</strong>. Abra o link que enviamos para esse endereço;
              até lá, sua conta continua usando o e-mail atual. Para reenviar o link, peça a troca de novo.
            </Trans>
          </p>
        </div>
      )}
      <form className="stack-form settings-form narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={failure} />
        <TextField
          id="change-email-email"
          label={t`Novo e-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={form.register('user.email')}
          error={errorAt(errors, 'user.email')}
        />
        {user.has_password && (
          <PasswordField
            id="change-email-password"
            label={t`Senha atual`}
            autoComplete="current-password"
            registration={form.register('user.current_password')}
            error={errorAt(errors, 'user.current_password')}
          />
        )}
        <div className="form-actions">
          <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
            <Trans>Alterar e-mail</Trans>
          </SubmitButton>
        </div>
      </form>
    </SettingsPage>
  )
}
