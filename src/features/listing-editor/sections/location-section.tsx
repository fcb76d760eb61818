import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { towns } from '../../../domain/region'
import { CEP_MASK, maskCep } from '../../../lib/forms/masks'
import type { ListingFormValues } from '../form/values'
import { PositionField } from '../../../listings/map/position-field'
import { CepLookup } from './cep-lookup'
import { AddressPrivacyField } from './address-privacy-field'
import { FormInput, FormSelect } from './inputs'

/**
 * The editor's step "location" (docs/product.md, The listing editor): one of the seven towns, the address and how much
 * of it visitors see.
 */
export function LocationSection() {
  const { setValue, control } = useFormContext<ListingFormValues>()
  const cityId = useWatch({ control, name: 'address.city_id' })
  const [lat, lng] = useWatch({ control, name: ['address.lat', 'address.lng'] })
  const town = towns.find((t) => String(t.id) === String(cityId)) ?? towns[0]!

  const lastCity = useRef(cityId)
  useEffect(() => {
    if (lastCity.current === cityId) return
    lastCity.current = cityId
    // A pin placed in another town does not belong to this one: back to the town's centre.
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
      <CepLookup />
      <FormInput name="address.neighborhood" label={<Trans>Bairro</Trans>} autoComplete="off" />
      <div className="field-row field-row-street">
        <FormInput name="address.street" label={<Trans>Rua</Trans>} autoComplete="off" />
        <FormInput
          name="address.number"
          label={<Trans>Número</Trans>}
          hint={<Trans>Sem número? Escreva S/N.</Trans>}
          placeholder="S/N"
          autoCapitalize="characters"
          className="field-short"
        />
      </div>
      <FormInput name="address.complement" label={<Trans>Complemento</Trans>} />
      <FormInput name="address.reference" label={<Trans>Ponto de referência</Trans>} />
      <PositionField
        id="localizacao-mapa"
        value={lat && lng ? { lat: Number(lat), lng: Number(lng) } : null}
        start={town}
        onChange={(p) => {
          setValue('address.lat', String(p.lat), { shouldDirty: true })
          setValue('address.lng', String(p.lng), { shouldDirty: true })
        }}
      />
      <AddressPrivacyField />
    </section>
  )
}
