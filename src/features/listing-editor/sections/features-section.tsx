import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { propertyFeatures } from '../../../domain/enums'
import { featureLabels } from '../../../listings/labels/property-detail-labels'
import type { ListingFormValues } from '../form/values'
import { isRuralCategory } from '../../../domain/rural-units'
import { FormInput } from './inputs'
import { RuralFields } from './rural-fields'

/** The editor's step "features" (docs/product.md, The listing editor): rooms, parking, areas and the feature list. */
export function FeaturesSection() {
  const { i18n } = useLingui()
  const { register, control } = useFormContext<ListingFormValues>()
  const rural = isRuralCategory(useWatch({ control, name: 'category' }))
  return (
    <section id="caracteristicas" className="editor-section" aria-labelledby="caracteristicas-title">
      <h2 id="caracteristicas-title">
        <Trans>Características</Trans>
      </h2>
      {rural && <RuralFields />}
      <div className="field-grid">
        <FormInput name="bedroom" label={<Trans>Quartos</Trans>} inputMode="numeric" />
        <FormInput name="suite" label={<Trans>Suítes</Trans>} inputMode="numeric" />
        <FormInput name="bathroom" label={<Trans>Banheiros</Trans>} inputMode="numeric" />
        <FormInput name="parking_space" label={<Trans>Vagas</Trans>} inputMode="numeric" />
        <FormInput name="square_meters" label={<Trans>Área total (m²)</Trans>} inputMode="decimal" />
        <FormInput name="built_area_meters" label={<Trans>Área construída (m²)</Trans>} inputMode="decimal" />
        <FormInput
          name="floor"
          label={<Trans>Andar</Trans>}
          hint={<Trans>0 = térreo</Trans>}
          inputMode="numeric"
        />
        <FormInput name="commercial_room" label={<Trans>Salas comerciais</Trans>} inputMode="numeric" />
        <FormInput name="year_built" label={<Trans>Ano de construção</Trans>} inputMode="numeric" />
      </div>
      <label className="choice">
        <input type="checkbox" {...register('allows_pets')} />
        <span>
          <Trans>Aceita animais de estimação</Trans>
        </span>
      </label>
      <fieldset className="field choice-group">
        <legend className="field-label">
          <Trans>Comodidades</Trans>
        </legend>
        <div className="choices choices-grid">
          {propertyFeatures.map((f) => (
            <label key={f} className="choice">
              <input type="checkbox" value={f} {...register('features')} />
              <span>{i18n._(featureLabels[f])}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  )
}
