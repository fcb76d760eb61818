import '../../../lib/i18n/listing-catalog'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { RENTAL_DAYS } from '../../../domain/constants'
import { listingTypes, propertyCategories, propertyFeatures, rentalPeriods } from '../../../domain/enums'
import { categoryGroupOf } from '../../../domain/property-input'
import { formatPrice } from '../../../lib/format/format'
import { maskPhone, PHONE_MASK } from '../../../lib/forms/masks'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import { featureLabels } from '../../../listings/labels/property-detail-labels'
import type { ListingFormValues } from '../form/values'
import { rentalPeriodChoices } from '../labels'
import { CharacterCount, FormInput, FormRadios } from '../sections/inputs'
import { GenerateDescription } from '../sections/generate-description'
import { errorOf } from '../sections/form-errors'
import { Field } from '../../../ui/field'
import { LISTING_DESCRIPTION, LISTING_NAME } from '../../../domain/property-input'
import { CountStepper } from './count-stepper'
import { isRuralCategory } from '../../../domain/rural-units'
import { RuralFields } from '../sections/rural-fields'
import type { OwnerPlan } from './steps'

/** The advertiser's listings in use on the current plan (signed in only). */
export interface PlanUsage {
  limit: number
  active: number
  /** The current plan's name; null without one. */
  plan: string | null
}

/**
 * Plano: the owner plans, the free one first, each with what it allows; signed in, how many listings are live on
 * the current plan, and at the limit the ways out (pause another listing, change plan) before any other step.
 */
export function PlanStep({ plans, usage }: { plans: OwnerPlan[]; usage?: PlanUsage }) {
  const { register } = useFormContext<ListingFormValues>()
  const full = usage !== undefined && usage.active >= usage.limit
  return (
    <fieldset className="field choice-group owner-plans">
      <legend className="field-label">
        <Trans>Escolha como quer anunciar</Trans>
      </legend>
      {usage && (
        <div
          className={full ? 'owner-usage owner-usage-full' : 'owner-usage'}
          role={full ? 'alert' : 'status'}
        >
          <p data-testid="plan-usage">
            {usage.plan ? <Trans>Seu plano: {usage.plan}.</Trans> : null}{' '}
            {plural(usage.limit, {
              one: `${usage.active} de # anúncio ativo`,
              other: `${usage.active} de # anúncios ativos`,
            })}
          </p>
          {full && (
            <>
              <p>
                <Trans>
                  Você está no limite do seu plano: para publicar este anúncio, pause outro anúncio ou mude de
                  plano. Você pode preencher tudo agora; o anúncio fica guardado neste aparelho.
                </Trans>
              </p>
              <p className="owner-usage-ways">
                <Link to="/dashboard/properties" className="btn btn-secondary btn-sm">
                  <Trans>Pausar outro anúncio</Trans>
                </Link>
                <Link to="/planos" className="btn btn-secondary btn-sm">
                  <Trans>Mudar de plano</Trans>
                </Link>
              </p>
            </>
          )}
        </div>
      )}
      {plans.length === 0 && (
        <p className="field-hint">
          <Trans>Anunciar é grátis: você pode escolher um plano depois, no painel.</Trans>
        </p>
      )}
      <div className="choices">
        {plans.map((p) => (
          <label key={p.id} className="choice owner-plan">
            <input type="radio" value={p.id} {...register('plan_id')} />
            <span>
              <strong>
                {p.name}
                {p.price === null ? '' : ` · ${formatPrice(p.price)}`}
              </strong>
              <span className="field-hint">{p.description}</span>
              {p.facts}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Sale or rent (with the rental period), then the kind of property: what is being sold, asked first. */
export function DealStep() {
  const { i18n } = useLingui()
  const { control } = useFormContext<ListingFormValues>()
  const [listingType, period] = useWatch({ control, name: ['listing_type', 'rental_period'] })
  const rents = listingType === 'rent' || listingType === 'both'
  return (
    <>
      <FormRadios
        name="listing_type"
        legend={<Trans>Você quer vender ou alugar?</Trans>}
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
        />
      )}
      <CategoryStep />
    </>
  )
}

function CategoryStep() {
  const { i18n } = useLingui()
  return (
    <FormRadios
      name="category"
      legend={<Trans>Qual é o tipo do imóvel?</Trans>}
      options={propertyCategories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) }))}
    />
  )
}

/**
 * The property in numbers, on one screen: the counts as − / + steppers (bedrooms for a home, rooms for a commercial
 * property), then the area and the price.
 */
export function NumbersStep() {
  const { t } = useLingui()
  const { control } = useFormContext<ListingFormValues>()
  const category = useWatch({ control, name: 'category' })
  return (
    <>
      <div className="count-steppers">
        {category && categoryGroupOf(category) === 'commercial' ? (
          <CountStepper name="commercial_room" label={t`Quantas salas?`} noun={t`salas`} />
        ) : (
          <CountStepper name="bedroom" label={t`Quantos quartos?`} noun={t`quartos`} />
        )}
        <CountStepper name="suite" label={t`Quantas suítes?`} noun={t`suítes`} />
        <CountStepper name="bathroom" label={t`Quantos banheiros?`} noun={t`banheiros`} />
        <CountStepper name="parking_space" label={t`Quantas vagas de garagem?`} noun={t`vagas de garagem`} />
      </div>
      <AreaStep />
      <PriceStep />
    </>
  )
}

function AreaStep() {
  return (
    <>
      <FormInput name="square_meters" label={<Trans>Área total (m²)</Trans>} inputMode="decimal" />
      <FormInput name="built_area_meters" label={<Trans>Área construída (m²)</Trans>} inputMode="decimal" />
    </>
  )
}

function PriceStep() {
  const { register, control } = useFormContext<ListingFormValues>()
  const [listingType, onRequest] = useWatch({ control, name: ['listing_type', 'price_on_request'] })
  return (
    <>
      <FormInput
        name="price"
        label={listingType === 'rent' ? <Trans>Valor do aluguel (R$)</Trans> : <Trans>Preço (R$)</Trans>}
        inputMode="decimal"
        placeholder={listingType === 'rent' ? '1.200' : '350.000'}
        disabled={onRequest}
      />
      <label className="choice">
        <input type="checkbox" {...register('price_on_request')} />
        <span>
          <Trans>Sob consulta</Trans>
        </span>
      </label>
      {listingType === 'both' && (
        <FormInput
          name="rent_price"
          label={<Trans>Valor do aluguel (R$)</Trans>}
          inputMode="decimal"
          disabled={onRequest}
        />
      )}
      <FormInput
        name="condo_fee"
        label={<Trans>Condomínio (R$/mês)</Trans>}
        hint={<Trans>Opcional</Trans>}
        inputMode="decimal"
      />
      <FormInput
        name="iptu_monthly"
        label={<Trans>IPTU (R$/mês)</Trans>}
        hint={<Trans>Opcional</Trans>}
        inputMode="decimal"
      />
    </>
  )
}

export function FeaturesStep() {
  const { i18n } = useLingui()
  const { register, control } = useFormContext<ListingFormValues>()
  const rural = isRuralCategory(useWatch({ control, name: 'category' }))
  return (
    <>
      {rural && <RuralFields />}
      <fieldset className="field choice-group">
        <legend className="field-label">
          <Trans>O que o imóvel tem?</Trans>
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
      <div className="field-grid">
        <FormInput
          name="floor"
          label={<Trans>Andar</Trans>}
          hint={<Trans>0 = térreo</Trans>}
          inputMode="numeric"
        />
        <FormInput name="year_built" label={<Trans>Ano de construção</Trans>} inputMode="numeric" />
      </div>
      <label className="choice">
        <input type="checkbox" {...register('allows_pets')} />
        <span>
          <Trans>Aceita animais de estimação</Trans>
        </span>
      </label>
    </>
  )
}

export function DescriptionStep() {
  const { register, control, formState } = useFormContext<ListingFormValues>()
  const description = useWatch({ control, name: 'description' }) ?? ''
  const error = errorOf(formState.errors, 'description')
  return (
    <>
      <FormInput
        name="name"
        label={<Trans>Título do anúncio</Trans>}
        maxLength={LISTING_NAME.max}
        autoComplete="off"
      />
      <Field label={<Trans>Descrição</Trans>} htmlFor="description" error={error}>
        <textarea
          id="description"
          className="input"
          rows={7}
          maxLength={LISTING_DESCRIPTION.max}
          aria-invalid={error ? true : undefined}
          {...register('description')}
        />
        <CharacterCount length={description.length} max={LISTING_DESCRIPTION.max} />
      </Field>
      <GenerateDescription />
    </>
  )
}

/** Up to 3 contact phones for the account (one may be WhatsApp); sent when the listing is created. */
export function PhonesStep() {
  const { t } = useLingui()
  const { control, register } = useFormContext<ListingFormValues>()
  const { fields: list, append, remove } = useFieldArray({ control, name: 'phones' })
  return (
    <>
      <p className="field-hint">
        <Trans>
          Os interessados falam com você por estes telefones. Você pode mudá-los depois, no seu perfil.
        </Trans>
      </p>
      {list.map((f, i) => (
        <div key={f.id} className="field-row owner-phone">
          <Field label={t`Telefone ${i + 1}`} htmlFor={`phone-${i}`}>
            <input
              id={`phone-${i}`}
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={PHONE_MASK.replaceAll('9', '0')}
              {...register(`phones.${i}.number` as const, {
                onChange: (e: { target: HTMLInputElement }) => {
                  e.target.value = maskPhone(e.target.value)
                },
              })}
            />
          </Field>
          <label className="choice choice-inline">
            <input type="checkbox" {...register(`phones.${i}.whatsapp` as const)} />
            <span>
              <Trans>WhatsApp</Trans>
            </span>
          </label>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(i)}>
            <Trans>Remover</Trans>
          </button>
        </div>
      ))}
      {list.length < 3 && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => append({ number: '', whatsapp: list.length === 0 })}
        >
          <Trans>Adicionar telefone</Trans>
        </button>
      )}
    </>
  )
}

export function VideoStep({ allowed }: { allowed: boolean }) {
  return (
    <FormInput
      name="youtube_url"
      label={<Trans>Vídeo no YouTube (opcional)</Trans>}
      type="url"
      inputMode="url"
      placeholder="https://www.youtube.com/watch?v=…"
      hint={allowed ? undefined : <Trans>Disponível nos planos com vídeo.</Trans>}
    />
  )
}
