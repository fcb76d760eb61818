import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  BRAND_IMAGE_MAX_BYTES,
  brandInputSchema,
  type AdminBrand,
  type BrandInput,
} from '../../../domain/backoffice-catalogue'
import { vehicleTypes } from '../../../domain/enums'
import { imageUrl } from '../../../domain/media'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { Field } from '../../../ui/field'
import { TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { vehicleTypeLabels } from '../labels'
import '../../../lib/i18n/backoffice-catalog'

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

/** Create or edit a brand: name, code, vehicle type, status and its picture (JPEG, PNG or WebP up to 2 MB). */
export function BrandForm({
  brand,
  onSave,
}: {
  brand: AdminBrand | null
  onSave: (input: BrandInput) => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const a = brand?.attributes
  const form = useForm<BrandInput, unknown, BrandInput>({
    defaultValues: {
      name: a?.name ?? '',
      code: a?.code ?? '',
      vehicle_type: a?.vehicle_type ?? 'cars',
      status: a?.status ?? 'active',
    },
    resolver: zodResolver(brandInputSchema) as unknown as Resolver<BrandInput, unknown, BrandInput>,
  })
  const { register, handleSubmit, formState, setError, setValue } = form
  const [preview, setPreview] = useState<string | null>(a?.image ? imageUrl(a.image, 320) : null)
  const [message, setMessage] = useState<string | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const errors = formState.errors
  const id = brand?.id ?? 'new'

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null)
    try {
      await onSave(values)
    } catch (err) {
      setMessage(applyServerErrors(err, setError, { fields: ['name', 'code', 'vehicle_type', 'status'] }))
    }
  })

  return (
    <form className="bo-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Dados da marca`}>
      <FormAlert message={message} />
      <div className="bo-form-grid">
        <TextField
          id={`brand-${id}-name`}
          label={t`Nome`}
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id={`brand-${id}-code`}
          label={t`Código`}
          hint={t`Letras minúsculas, números e hífen (ex.: chevrolet)`}
          registration={register('code')}
          error={errors.code?.message}
        />
        <Field label={t`Tipo de veículo`} htmlFor={`brand-${id}-type`} error={errors.vehicle_type?.message}>
          <select id={`brand-${id}-type`} className="input" {...register('vehicle_type')}>
            {vehicleTypes.map((v) => (
              <option key={v} value={v}>
                {i18n._(vehicleTypeLabels[v]!)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Situação`} htmlFor={`brand-${id}-status`}>
          <select id={`brand-${id}-status`} className="input" {...register('status')}>
            <option value="active">{t`Ativa`}</option>
            <option value="inactive">{t`Inativa`}</option>
          </select>
        </Field>
      </div>
      <Field
        label={t`Imagem (logotipo)`}
        htmlFor={`brand-${id}-image`}
        hint={t`JPEG, PNG ou WebP, até 2 MB`}
        error={imageError ?? errors.image_data_url?.message}
      >
        <div className="bo-actions">
          {preview && <img src={preview} alt={t`Imagem atual da marca`} className="bo-thumb" />}
          <input
            id={`brand-${id}-image`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0]
              setImageError(null)
              if (!file) return
              if (!/^image\/(jpeg|png|webp)$/.test(file.type))
                return setImageError(t`Formato de arquivo inválido`)
              if (file.size > BRAND_IMAGE_MAX_BYTES)
                return setImageError(t`Arquivo muito grande (máximo 2 MB)`)
              void readAsDataUrl(file).then((url) => {
                setPreview(url)
                setValue('image_data_url', url)
              })
            }}
          />
        </div>
      </Field>
      <div className="bo-actions">
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t`Salvando…`}>
          {brand ? <Trans>Salvar marca</Trans> : <Trans>Criar marca</Trans>}
        </SubmitButton>
      </div>
    </form>
  )
}
