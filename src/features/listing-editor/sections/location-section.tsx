import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { CEP_MASK } from '../../../domain/validation'
import { towns } from '../../../domain/region'
import type { ListingFormValues } from '../form/values'
import { offlineSafe } from '../../offline/offline-safe'
import { FormInput, FormSelect } from './inputs'

// maplibre (~300 KB) loads with this step only.
const LocationPicker = lazy(() => offlineSafe(() => import('../../map/components/location-picker')))

/** Six decimals: about 10 cm, more than any pin is worth. */
const coordinate = (value: number) => value.toFixed(6)

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
  const [lat, lng] = useWatch({ control, name: ['address.lat', 'address.lng'] })
  const town = towns.find((t) => String(t.id) === String(cityId)) ?? towns[0]!
  const pin = lat && lng ? { lat: Number(lat), lng: Number(lng) } : { lat: town.lat, lng: town.lng }
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
      <div className="field">
        <p className="field-label" id="localizacao-mapa">
          <Trans>Posição no mapa</Trans>
        </p>
        <p className="muted" id="localizacao-mapa-dica">
          {lat && lng ? (
            <Trans>Posição marcada. Arraste o marcador para ajustar.</Trans>
          ) : (
            <Trans>Marcamos o centro da cidade. Arraste o marcador até o imóvel.</Trans>
          )}
        </p>
        <Suspense fallback={<div className="location-map map-frame" aria-hidden="true" />}>
          <LocationPicker
            key={town.id}
            lat={pin.lat}
            lng={pin.lng}
            onChange={(newLat, newLng) => {
              setValue('address.lat', coordinate(newLat), { shouldDirty: true })
              setValue('address.lng', coordinate(newLng), { shouldDirty: true })
            }}
          />
        </Suspense>
      </div>
      <label className="choice">
        <input type="checkbox" {...register('address.show_map')} />
        <span>
          <Trans>Mostrar a localização no mapa do anúncio</Trans>
        </span>
      </label>
    </section>
  )
}
