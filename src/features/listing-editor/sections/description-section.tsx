import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { RENTAL_DAYS } from '../../../domain/constants'
import { listingTypes, propertyCategories, rentalPeriods } from '../../../domain/enums'
import { LISTING_DESCRIPTION, LISTING_NAME } from '../../../domain/property-input'
import { Field } from '../../../ui/field'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import type { ListingFormValues } from '../form/values'
import { rentalPeriodChoices } from '../labels'
import { errorOf } from './form-errors'
import { GenerateDescription } from './generate-description'
import { CharacterCount, FormInput, FormRadios, FormSelect } from './inputs'

/**
 * The editor's step "description" (docs/product.md, The listing editor): what it is, sale or rent, the price (or on
 * request), the rental period.
 */
export function DescriptionSection() {
  const { t, i18n } = useLingui()
  const { register, control, formState } = useFormContext<ListingFormValues>()
  const [listingType, onRequest, period, description = ''] = useWatch({
    control,
    name: ['listing_type', 'price_on_request', 'rental_period', 'description'],
  })
  const rents = listingType === 'rent' || listingType === 'both'
  const descriptionError = errorOf(formState.errors, 'description')
  return (
    <section id="descricao" className="editor-section" aria-labelledby="descricao-title">
      <h2 id="descricao-title">
        <Trans>Descrição</Trans>
      </h2>
      <FormInput
        name="name"
        label={<Trans>Título do anúncio</Trans>}
        hint={<Trans>Ex.: Casa com 3 quartos e quintal no Centro</Trans>}
        maxLength={LISTING_NAME.max}
        autoComplete="off"
      />
      <FormSelect name="category" label={<Trans>Tipo de imóvel</Trans>}>
        <option value="">{t`Selecione`}</option>
        {propertyCategories.map((c) => (
          <option key={c} value={c}>
            {i18n._(categoryLabels[c])}
          </option>
        ))}
      </FormSelect>
      <FormRadios
        name="listing_type"
        legend={<Trans>Venda ou aluguel</Trans>}
        options={listingTypes.map((v) => ({ value: v, label: i18n._(listingTypeLabels[v]) }))}
      />
      {rents && (
        <FormRadios
          name="rental_period"
          legend={<Trans>Período do aluguel</Trans>}
          options={rentalPeriods.map((v) => ({ value: v, label: i18n._(rentalPeriodChoices[v]) }))}
        />
      )}
      {rents && period === 'custom' && (
        <FormInput
          name="rental_days"
          label={<Trans>Quantidade de dias</Trans>}
          hint={
            <Trans>
              Entre {RENTAL_DAYS.min} e {RENTAL_DAYS.max} dias
            </Trans>
          }
          inputMode="numeric"
          className="field-short"
        />
      )}
      <div className="field-row">
        <FormInput
          name="price"
          label={
            listingType === 'rent' ? (
              <Trans>Valor do aluguel (R$)</Trans>
            ) : listingType === 'both' ? (
              <Trans>Preço de venda (R$)</Trans>
            ) : (
              <Trans>Preço (R$)</Trans>
            )
          }
          inputMode="decimal"
          placeholder="350.000"
          disabled={onRequest}
        />
        <label className="choice choice-inline">
          <input type="checkbox" {...register('price_on_request')} />
          <span>
            <Trans>Preço sob consulta</Trans>
          </span>
        </label>
      </div>
      {listingType === 'both' && (
        <FormInput
          name="rent_price"
          label={<Trans>Valor do aluguel (R$)</Trans>}
          hint={<Trans>Mostrado ao lado do preço de venda.</Trans>}
          inputMode="decimal"
          placeholder="1.350"
          disabled={onRequest}
          className="field-short"
        />
      )}
      <div className="field-row">
        <FormInput
          name="condo_fee"
          label={<Trans>Condomínio (R$/mês)</Trans>}
          hint={<Trans>Opcional</Trans>}
          inputMode="decimal"
          placeholder="450"
        />
        <FormInput
          name="iptu_monthly"
          label={<Trans>IPTU (R$/mês)</Trans>}
          hint={<Trans>Opcional</Trans>}
          inputMode="decimal"
          placeholder="80"
        />
      </div>
      <Field
        label={<Trans>Descrição</Trans>}
        htmlFor="description"
        hint={<Trans>Conte o que o imóvel tem de bom: ambientes, acabamento, vizinhança.</Trans>}
        error={descriptionError}
      >
        <textarea
          id="description"
          className="input"
          rows={6}
          maxLength={LISTING_DESCRIPTION.max}
          aria-invalid={descriptionError ? true : undefined}
          {...register('description')}
        />
        <CharacterCount length={description.length} max={LISTING_DESCRIPTION.max} />
      </Field>
      <GenerateDescription />
    </section>
  )
}
