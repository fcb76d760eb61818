import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { CurrentUser } from '../../../domain/account'
import { isCreci } from '../../../domain/validation'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { toast } from '../../../ui/toast-store'
import { useUpdateProfile } from '../api/update-profile'
import { errorAt, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { phoneRowsOf, toPhonesAttributes } from '../forms/phone-rules'
import { completionFormSchema } from '../forms/profile-schema'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { PhonesFieldset } from './phones-fieldset'
import { NameFields } from './name-fields'
import './account.css'
import '../../../lib/i18n/account-catalog'

/** The profile-completeness dialog: a phone number, and the names or CRECI if those are missing. */
export function ProfilePhoneDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { t } = useLingui()
  const update = useUpdateProfile()
  const [failure, setFailure] = useState<string | null>(null)
  // Decided once: fields do not vanish while the user fills them in.
  const [asks] = useState(() => ({
    names: !user.first_name.trim() || !user.last_name.trim(),
    creci: user.profile === 'broker' && !(user.creci && isCreci(user.creci)),
  }))
  const form = useForm({
    resolver: zodResolver(completionFormSchema(user.profile)),
    defaultValues: {
      user: {
        ...(asks.names ? { first_name: user.first_name, last_name: user.last_name } : {}),
        ...(asks.creci ? { creci: user.creci ?? '' } : {}),
        phones_attributes: phoneRowsOf(user.phones),
      },
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async ({ user: values }) => {
    setFailure(null)
    try {
      const saved = await update.mutateAsync({
        user: { ...values, phones_attributes: toPhonesAttributes(values.phones_attributes) },
      })
      if (saved.is_profile_complete)
        toast.add({ severity: 'success', summary: t`Perfil completo. Obrigado!` })
    } catch (error) {
      setFailure(
        applyServerErrors(error, form.setError, {
          fields: ['user.first_name', 'user.last_name', 'user.creci'],
          arrays: ['user.phones_attributes'],
        }),
      )
    }
  })

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Complete seu perfil`}
      description={t`Informe um telefone para que os interessados possam falar com você.`}
    >
      <FormProvider {...form}>
        <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={failure} />
          {asks.names && <NameFields idPrefix="completion" />}
          <PhonesFieldset name="user.phones_attributes" idPrefix="completion" max={3} legend={t`Telefones`} />
          {asks.creci && (
            <TextField
              id="completion-creci"
              label={t`CRECI`}
              hint={t`Ex.: CRECI-BA 12345`}
              registration={form.register('user.creci')}
              error={errorAt(errors, 'user.creci')}
            />
          )}
          <div className="dialog-actions">
            <Button variant="ghost" onClick={onClose}>
              <Trans>Agora não</Trans>
            </Button>
            <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
              <Trans>Salvar</Trans>
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  )
}
