import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { errorMsg } from '../../../../domain/messages'
import { STATE, towns } from '../../../../domain/region'
import { Field } from '../../../../ui/field'
import { toast } from '../../../../ui/toast-store'
import type { Agency } from '../../api/get-agency'
import { useUpdateAgency } from '../../api/update-agency'
import { describedBy, errorAt, SwitchField, TextField } from '../../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../../ui/form-parts'
import { CEP_MASK, maskCep } from '../../../../lib/forms/masks'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { PositionField } from '../../../../listings/map/position-field'
import { addressSchema } from './company-schemas'
import '../../../../lib/i18n/account-catalog'

const FIELDS = [
  'agency.zip_code',
  'agency.street',
  'agency.number',
  'agency.complement',
  'agency.neighborhood',
  'agency.city_id',
  'agency.state',
  'agency.lat',
  'agency.lng',
  'agency.show_on_map',
]

const valuesOf = (a: Agency) => ({
  agency: {
    zip_code: a.zip_code ?? '',
    street: a.street ?? '',
    number: a.number ?? '',
    complement: a.complement ?? '',
    neighborhood: a.neighborhood ?? '',
    city_id: a.city_id,
    lat: a.lat,
    lng: a.lng,
    show_on_map: a.show_on_map,
  },
})

export function CompanyAddressTab({ agency }: { agency: Agency }) {
  const { t } = useLingui()
  const update = useUpdateAgency()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(addressSchema), defaultValues: valuesOf(agency) })
  const { errors } = form.formState
  const cityError = errorAt(errors, 'agency.city_id')
  const [cityId, lat, lng] = useWatch({
    control: form.control,
    name: ['agency.city_id', 'agency.lat', 'agency.lng'],
  })
  const town = towns.find((t) => t.id === cityId) ?? towns[0]!

  const onSubmit = form.handleSubmit(async ({ agency: values }) => {
    setFailure(null)
    try {
      const saved = await update.mutateAsync({ agency: { ...values, state: values.city_id ? STATE : null } })
      form.reset(valuesOf(saved))
      toast.add({ severity: 'success', summary: t`Endereço salvo.` })
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, { fields: FIELDS, summary: errorMsg.save }))
    }
  })

  return (
    <form className="stack-form settings-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormAlert message={failure} />
      <div className="form-row">
        <TextField
          id="company-zip"
          label={t`CEP`}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={CEP_MASK}
          maxLength={CEP_MASK.length}
          mask={maskCep}
          registration={form.register('agency.zip_code')}
          error={errorAt(errors, 'agency.zip_code')}
        />
        <Field label={t`Cidade`} htmlFor="company-city" error={cityError}>
          <select
            id="company-city"
            className="input"
            aria-invalid={cityError ? true : undefined}
            aria-describedby={describedBy('company-city', cityError)}
            {...form.register('agency.city_id', {
              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">{t`Selecione`}</option>
            {towns.map((town) => (
              <option key={town.id} value={town.id}>
                {town.name} - {STATE}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <TextField
        id="company-street"
        label={t`Rua`}
        autoComplete="address-line1"
        registration={form.register('agency.street')}
        error={errorAt(errors, 'agency.street')}
      />
      <div className="form-row">
        <TextField
          id="company-number"
          label={t`Número`}
          registration={form.register('agency.number')}
          error={errorAt(errors, 'agency.number')}
        />
        <TextField
          id="company-complement"
          label={t`Complemento`}
          autoComplete="address-line2"
          registration={form.register('agency.complement')}
          error={errorAt(errors, 'agency.complement')}
        />
      </div>
      <TextField
        id="company-neighborhood"
        label={t`Bairro`}
        registration={form.register('agency.neighborhood')}
        error={errorAt(errors, 'agency.neighborhood')}
      />
      <PositionField
        id="company-position"
        value={lat != null && lng != null ? { lat, lng } : null}
        start={town}
        onChange={(p) => {
          form.setValue('agency.lat', p.lat, { shouldDirty: true })
          form.setValue('agency.lng', p.lng, { shouldDirty: true })
        }}
      />
      <SwitchField
        id="company-show-on-map"
        label={t`Mostrar a imobiliária no mapa`}
        hint={t`Seu endereço aparece no mapa da sua página de anunciante.`}
        registration={form.register('agency.show_on_map')}
      />
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel={t`Salvando…`}>
          <Trans>Salvar</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
