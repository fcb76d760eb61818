import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { profileLockedMsg, type CurrentUser } from '../../../../domain/account'
import { MAX_PROFILE_PHONES } from '../../../../domain/constants'
import { errorMsg } from '../../../../domain/messages'
import { toast } from '../../../../ui/toast-store'
import { currentUserQueryOptions } from '../../api/get-current-user'
import { useUpdateProfile } from '../../api/update-profile'
import { errorAt, SwitchField, TextAreaField, TextField } from '../../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { maskCpf } from '../../../../lib/forms/masks'
import { phoneRowsOf, toPhonesAttributes } from '../../forms/phone-rules'
import { profileFormSchema } from '../../forms/profile-schema'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { PhonesFieldset } from '../phones-fieldset'
import { profileLabels } from '../profile-labels'
import { AvatarField } from './avatar-field'
import { SettingsPage } from './settings-page'
import { NameFields } from '../name-fields'
import '../../../../lib/i18n/account-catalog'

const FIELDS = [
  'user.first_name',
  'user.last_name',
  'user.presentation_name',
  'user.presentation',
  'user.show_profile',
  'user.cpf',
  'user.creci',
]

const formValues = (user: CurrentUser) => ({
  user: {
    first_name: user.first_name,
    last_name: user.last_name,
    presentation_name: user.presentation_name ?? '',
    presentation: user.presentation ?? '',
    show_profile: user.show_profile,
    cpf: user.cpf ?? '',
    creci: user.creci ?? '',
    phones_attributes: phoneRowsOf(user.phones),
  },
})

/** /dashboard/settings/profile: PUT /sign_up (202) with the profile fields and phones; the photo apart. */
export function ProfilePage() {
  const { t, i18n } = useLingui()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions())
  const update = useUpdateProfile()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(profileFormSchema(user.profile)),
    defaultValues: formValues(user),
  })
  const { errors } = form.formState
  const isBroker = user.profile === 'broker'

  const onSubmit = form.handleSubmit(async ({ user: values }) => {
    setFailure(null)
    const { creci, phones_attributes, ...rest } = values
    try {
      const saved = await update.mutateAsync({
        user: {
          ...rest,
          ...(isBroker ? { creci } : {}),
          phones_attributes: toPhonesAttributes(phones_attributes),
        },
      })
      // Fresh ids for added phones, removed ones gone.
      form.reset(formValues(saved))
      toast.add({ severity: 'success', summary: t`Perfil atualizado.` })
    } catch (error) {
      setFailure(
        applyServerErrors(error, form.setError, {
          fields: FIELDS,
          arrays: ['user.phones_attributes'],
          summary: errorMsg.save,
        }),
      )
    }
  })

  return (
    <SettingsPage title={t`Meu perfil`}>
      <AvatarField user={user} />
      <div className="profile-type">
        <p>
          <Trans>Tipo de perfil:</Trans> <strong>{i18n._(profileLabels[user.profile])}</strong>
        </p>
        <p className="muted">
          {profileLockedMsg}{' '}
          <Link to="/contato">
            <Trans>Falar com o suporte</Trans>
          </Link>
        </p>
      </div>
      <FormProvider {...form}>
        <form className="stack-form settings-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={failure} />
          <NameFields idPrefix="profile" />
          <TextField
            id="profile-presentation-name"
            label={t`Nome de apresentação`}
            hint={t`Como seu nome aparece nos anúncios. Em branco, usamos nome e sobrenome.`}
            registration={form.register('user.presentation_name')}
            error={errorAt(errors, 'user.presentation_name')}
          />
          <TextAreaField
            id="profile-presentation"
            label={t`Apresentação`}
            hint={t`Conte um pouco sobre você ou seu trabalho.`}
            registration={form.register('user.presentation')}
            error={errorAt(errors, 'user.presentation')}
          />
          <SwitchField
            id="profile-show"
            label={t`Mostrar meu perfil público`}
            hint={t`Sua página de anunciante com seus anúncios e contatos.`}
            registration={form.register('user.show_profile')}
          />
          <div className="form-row">
            <TextField
              id="profile-cpf"
              label={t`CPF`}
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={14}
              mask={maskCpf}
              registration={form.register('user.cpf')}
              error={errorAt(errors, 'user.cpf')}
            />
            {isBroker && (
              <TextField
                id="profile-creci"
                label={t`CRECI`}
                hint={t`Ex.: CRECI-BA 12345`}
                registration={form.register('user.creci')}
                error={errorAt(errors, 'user.creci')}
              />
            )}
          </div>
          <PhonesFieldset
            name="user.phones_attributes"
            idPrefix="profile"
            max={MAX_PROFILE_PHONES}
            legend={t`Telefones`}
          />
          <div className="form-actions">
            <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
              <Trans>Salvar alterações</Trans>
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </SettingsPage>
  )
}
