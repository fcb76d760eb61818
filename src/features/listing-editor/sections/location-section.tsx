import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { CEP_MASK } from '../../../domain/validation'
import { towns } from '../../../domain/region'
import type { ListingFormValues } from '../form/values'
import { FormInput, FormSelect } from './inputs'

/** '44900000' → '44900-000' as the user types (mask 99999-999). */
export function maskCep(value: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let d = 0
  for (const ch of CEP_MASK) {
    if (d >= digits.length) break
    out += ch === '9' ? digits[d++] : ch
  }
  return out
}

/** Spec step "location": one of the seven towns, the address and whether the map shows it exactly. */
export function LocationSection() {
  const { register, setValue, control } = useFormContext<ListingFormValues>()
  const cityId = useWatch({ control, name: 'address.city_id' })
  const lastCity = useRef(cityId)
  useEffect(() => {
    if (lastCity.current === cityId) return
    lastCity.current = cityId
    // The position is the town's centre until a map picker exists: another town drops the old one.
    setValue('address.lat', '')
    setValue('address.lng', '')
  }, [cityId, setValue])
  return (
    <section id="localizacao" className="editor-section" aria-labelledby="localizacao-title">
      <h2 id="localizacao-title">
        <Trans>Localização</Trans>
      </h2>
      <div className="field-row">
        <FormSelect name="address.city_id" label={<Trans>Cidade</Trans>}>
          {towns.map((town) => (
            <option key={town.id} value={String(town.id)}>
              {town.name} - BA
            </option>
          ))}
        </FormSelect>
        <FormInput
          name="address.zip_code"
          label={<Trans>CEP</Trans>}
          inputMode="numeric"
          placeholder="44900-000"
          autoComplete="postal-code"
          maxLength={CEP_MASK.length}
          onChange={(e) => {
            e.target.value = maskCep(e.target.value)
          }}
        />
      </div>
      <FormInput name="address.neighborhood" label={<Trans>Bairro</Trans>} autoComplete="off" />
      <div className="field-row field-row-street">
        <FormInput name="address.street" label={<Trans>Rua</Trans>} autoComplete="off" />
        <FormInput
          name="address.number"
          label={<Trans>Número</Trans>}
          inputMode="numeric"
          className="field-short"
        />
      </div>
      <FormInput name="address.complement" label={<Trans>Complemento</Trans>} />
      <FormInput name="address.reference" label={<Trans>Ponto de referência</Trans>} />
      <label className="choice">
        <input type="checkbox" {...register('address.show_map')} />
        <span>
          <Trans>Mostrar a localização no mapa do anúncio</Trans>
        </span>
      </label>
    </section>
  )
}
