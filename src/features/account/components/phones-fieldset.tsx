import { Trans, useLingui } from '@lingui/react/macro'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '../../../ui/button'
import { errorAt, TextField } from '../../../ui/form-fields'
import { finishPhone, maskPhone, PHONE_MASK } from '../../../lib/forms/masks'
import type { PhoneRow } from '../forms/phone-rules'
import './account.css'
import '../../../lib/i18n/account-catalog'

/**
 * The phones of a profile (up to 3) or an agency (up to 5): masked numbers, a WhatsApp switch each, add and
 * remove. Stored phones are removed with _destroy (kept hidden in the form), new ones simply dropped.
 */
export function PhonesFieldset({
  name,
  idPrefix,
  max,
  singleWhatsapp = false,
  legend,
  note,
}: {
  name: string
  idPrefix: string
  max: number
  singleWhatsapp?: boolean
  legend: string
  /** One more line under the list. */
  note?: string
}) {
  const { t } = useLingui()
  const { control, register, setValue, formState } = useFormContext()
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' })
  const rows = (useWatch({ control, name }) as PhoneRow[] | undefined) ?? []
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row._destroy)
  const listError = errorAt(formState.errors, `${name}.root`) ?? errorAt(formState.errors, name)

  return (
    <fieldset className="phones" aria-describedby={listError ? `${idPrefix}-phones-error` : undefined}>
      <legend>{legend}</legend>
      {fields.map((field, index) => {
        if (rows[index]?._destroy) return null
        const position = kept.findIndex((k) => k.index === index) + 1
        const id = `${idPrefix}-phone-${index}`
        const whatsapp = register(`${name}.${index}.whatsapp`)
        return (
          <div className="phone-row" key={field.key}>
            <TextField
              id={id}
              label={t`Telefone ${position}`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={PHONE_MASK}
              maxLength={PHONE_MASK.length}
              mask={maskPhone}
              finish={finishPhone}
              registration={register(`${name}.${index}.number`)}
              error={errorAt(formState.errors, `${name}.${index}.number`)}
            />
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                {...whatsapp}
                onChange={(event) => {
                  if (singleWhatsapp && event.target.checked) {
                    rows.forEach((_, other) => {
                      if (other !== index) setValue(`${name}.${other}.whatsapp`, false)
                    })
                  }
                  return whatsapp.onChange(event)
                }}
              />
              <span>WhatsApp</span>
            </label>
            <Button
              variant="ghost"
              small
              className="phone-remove"
              disabled={kept.length <= 1}
              onClick={() => {
                if (rows[index]?.id) setValue(`${name}.${index}._destroy`, true, { shouldDirty: true })
                else remove(index)
              }}
            >
              <Trans>
                Remover <span className="visually-hidden">telefone {position}</span>
              </Trans>
            </Button>
          </div>
        )
      })}
      {listError && (
        <p className="field-error" id={`${idPrefix}-phones-error`} role="alert">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        small
        disabled={kept.length >= max}
        onClick={() => append({ number: '', whatsapp: false, _destroy: false } satisfies PhoneRow)}
      >
        <Trans>Adicionar telefone</Trans>
      </Button>
      <p className="field-hint">
        <Trans>Até {max} telefones, no formato 99-99999-9999.</Trans> {note}
      </p>
    </fieldset>
  )
}
