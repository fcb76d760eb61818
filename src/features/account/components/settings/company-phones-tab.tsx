import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { MAX_AGENCY_PHONES } from '../../../../domain/constants'
import { errorMsg } from '../../../../domain/messages'
import { toast } from '../../../../ui/toast-store'
import type { Agency } from '../../api/get-agency'
import { useUpdateAgency } from '../../api/update-agency'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { phoneRowsOf, toPhonesAttributes } from '../../forms/phone-rules'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { PhonesFieldset } from '../phones-fieldset'
import { agencyPhonesSchema } from './company-schemas'
import '../../../../lib/i18n/account-catalog'

const valuesOf = (a: Agency) => ({
  agency: {
    phones_attributes:
      a.phones.length > 0 ? phoneRowsOf(a.phones) : [{ number: '', whatsapp: false, _destroy: false }],
  },
})

export function CompanyPhonesTab({ agency }: { agency: Agency }) {
  const { t } = useLingui()
  const update = useUpdateAgency()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(agencyPhonesSchema), defaultValues: valuesOf(agency) })

  const onSubmit = form.handleSubmit(async ({ agency: values }) => {
    setFailure(null)
    try {
      const saved = await update.mutateAsync({
        agency: { phones_attributes: toPhonesAttributes(values.phones_attributes) },
      })
      form.reset(valuesOf(saved))
      toast.add({ severity: 'success', summary: t`Telefones salvos.` })
    } catch (error) {
      setFailure(
        applyServerErrors(error, form.setError, {
          fields: [],
          arrays: ['agency.phones_attributes'],
          summary: errorMsg.save,
        }),
      )
    }
  })

  return (
    <FormProvider {...form}>
      <form className="stack-form settings-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={failure} />
        <PhonesFieldset
          name="agency.phones_attributes"
          idPrefix="company"
          max={MAX_AGENCY_PHONES}
          singleWhatsapp
          legend={t`Telefones da imobiliária`}
          note={t`Apenas um telefone pode ser WhatsApp.`}
        />
        <div className="form-actions">
          <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
            <Trans>Salvar</Trans>
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  )
}
