import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMsg } from '../../../../domain/messages'
import { toast } from '../../../../ui/toast-store'
import type { Agency } from '../../api/get-agency'
import { useUpdateAgency } from '../../api/update-agency'
import { errorAt, TextAreaField, TextField } from '../../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { maskCnpj } from '../../../../lib/forms/masks'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { generalSchema } from './company-schemas'
import '../../../../lib/i18n/account-catalog'

const FIELDS = ['agency.name', 'agency.cnpj', 'agency.creci', 'agency.contact_email', 'agency.description']

const valuesOf = (a: Agency) => ({
  agency: {
    name: a.name,
    cnpj: a.cnpj ?? '',
    creci: a.creci ?? '',
    contact_email: a.contact_email ?? '',
    description: a.description ?? '',
  },
})

export function CompanyGeneralTab({ agency }: { agency: Agency }) {
  const { t } = useLingui()
  const update = useUpdateAgency()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(generalSchema), defaultValues: valuesOf(agency) })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      form.reset(valuesOf(await update.mutateAsync(values)))
      toast.add({ severity: 'success', summary: t`Dados da imobiliária salvos.` })
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: FIELDS, summary: errorMsg.save }))
    }
  })

  return (
    <form className="stack-form settings-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormAlert message={failure} />
      <TextField
        id="company-name"
        label={t`Nome da imobiliária`}
        autoComplete="organization"
        registration={form.register('agency.name')}
        error={errorAt(errors, 'agency.name')}
      />
      <div className="form-row">
        <TextField
          id="company-cnpj"
          label={t`CNPJ`}
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          maxLength={18}
          mask={maskCnpj}
          registration={form.register('agency.cnpj')}
          error={errorAt(errors, 'agency.cnpj')}
        />
        <TextField
          id="company-creci"
          label={t`CRECI`}
          hint={t`Ex.: CRECI-BA 1234-J`}
          registration={form.register('agency.creci')}
          error={errorAt(errors, 'agency.creci')}
        />
      </div>
      <TextField
        id="company-email"
        label={t`E-mail de contato`}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('agency.contact_email')}
        error={errorAt(errors, 'agency.contact_email')}
      />
      <TextAreaField
        id="company-description"
        label={t`Descrição`}
        registration={form.register('agency.description')}
        error={errorAt(errors, 'agency.description')}
      />
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
          <Trans>Salvar</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
