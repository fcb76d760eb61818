import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  planInputSchema,
  type AdminPlan,
  type PlanInput,
  type PlanValues,
} from '../../../domain/backoffice-plans'
import { planPeriods, userProfiles } from '../../../domain/enums'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { Field } from '../../../ui/field'
import { CheckboxField, TextAreaField, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { planPeriodLabels, profileLabels } from '../labels'
import '../../../lib/i18n/backoffice-catalog'

type Values = Record<keyof PlanInput, unknown>
const numbers = [
  'price',
  'price_before_discount',
  'duration_in_months',
  'days',
  'properties_limit',
  'properties_highlighted_limit',
  'highlight_days',
  'property_gallery_limit',
] as const
const flags = ['active', 'recommended', 'recurring', 'is_free', 'video'] as const
const fields = [
  ...numbers,
  ...flags,
  'name',
  'description',
  'kind',
  'period',
  'provider_product_id',
  'provider_price_id',
]

const defaults = (p: AdminPlan | null): Values => {
  const a = p?.attributes
  return {
    name: a?.name ?? '',
    description: a?.description ?? '',
    kind: a?.kind ?? 'owner',
    price: a?.price ?? 0,
    price_before_discount: a?.price_before_discount ?? '',
    active: a?.active ?? true,
    recommended: a?.recommended ?? false,
    recurring: a?.recurring ?? true,
    duration_in_months: a?.duration_in_months ?? 1,
    days: a?.days ?? 7,
    is_free: a?.is_free ?? false,
    provider_product_id: a?.provider_product_id ?? '',
    provider_price_id: a?.provider_price_id ?? '',
    properties_limit: a?.properties_limit ?? 1,
    properties_highlighted_limit: a?.properties_highlighted_limit ?? 0,
    video: a?.video ?? false,
    highlight_days: a?.highlight_days ?? 0,
    property_gallery_limit: a?.property_gallery_limit ?? 10,
    period: a?.period ?? 'monthly',
  }
}

/** Every field of a plan (docs/product.md, Plans), the payment provider's product and price ids included. */
export function PlanForm({
  plan,
  onSave,
}: {
  plan: AdminPlan | null
  onSave: (v: PlanInput) => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const form = useForm<Values, unknown, PlanValues>({
    defaultValues: defaults(plan),
    resolver: zodResolver(planInputSchema) as unknown as Resolver<Values, unknown, PlanValues>,
  })
  const { register, handleSubmit, formState, setError } = form
  const [message, setMessage] = useState<string | null>(null)
  const e = formState.errors as Record<string, { message?: string } | undefined>
  const id = plan?.id ?? 'new'
  const num = (name: (typeof numbers)[number], label: string, hint?: string) => (
    <TextField
      id={`plan-${id}-${name}`}
      label={label}
      hint={hint}
      inputMode="numeric"
      registration={register(name)}
      error={e[name]?.message}
    />
  )
  const flag = (name: (typeof flags)[number], label: string) => (
    <CheckboxField
      id={`plan-${id}-${name}`}
      label={label}
      registration={register(name)}
      error={e[name]?.message}
    />
  )
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null)
    try {
      await onSave(values as PlanInput)
    } catch (err) {
      setMessage(applyServerErrors(err, setError as never, { fields }))
    }
  })

  return (
    <form className="bo-form" noValidate onSubmit={(ev) => void onSubmit(ev)} aria-label={t`Dados do plano`}>
      <FormAlert message={message} />
      <div className="bo-form-grid">
        <TextField
          id={`plan-${id}-name`}
          label={t`Nome`}
          registration={register('name')}
          error={e.name?.message}
        />
        <Field label={t`Perfil`} htmlFor={`plan-${id}-kind`} error={e.kind?.message}>
          <select id={`plan-${id}-kind`} className="input" {...register('kind')}>
            {userProfiles.map((p) => (
              <option key={p} value={p}>
                {i18n._(profileLabels[p]!)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Período`} htmlFor={`plan-${id}-period`} error={e.period?.message}>
          <select id={`plan-${id}-period`} className="input" {...register('period')}>
            {planPeriods.map((p) => (
              <option key={p} value={p}>
                {i18n._(planPeriodLabels[p]!)}
              </option>
            ))}
          </select>
        </Field>
        {num('price', t`Preço (R$)`)}
        {num('price_before_discount', t`Preço antes do desconto (R$)`, t`Opcional`)}
        {num('duration_in_months', t`Duração (meses)`)}
        {num('days', t`Dias de teste grátis`)}
        {num('properties_limit', t`Limite de imóveis`)}
        {num('properties_highlighted_limit', t`Limite de destaques`)}
        {num('highlight_days', t`Dias de destaque`)}
        {num('property_gallery_limit', t`Fotos por imóvel`)}
        <TextField
          id={`plan-${id}-product`}
          label={t`ID do produto no provedor de pagamento`}
          registration={register('provider_product_id')}
          error={e.provider_product_id?.message}
        />
        <TextField
          id={`plan-${id}-price-id`}
          label={t`ID do preço no provedor de pagamento`}
          registration={register('provider_price_id')}
          error={e.provider_price_id?.message}
        />
      </div>
      <TextAreaField
        id={`plan-${id}-description`}
        label={t`Descrição`}
        rows={3}
        registration={register('description')}
        error={e.description?.message}
      />
      <div className="bo-form-grid">
        {flag('active', t`Ativo`)}
        {flag('recommended', t`Recomendado`)}
        {flag('recurring', t`Renovação automática`)}
        {flag('is_free', t`Gratuito`)}
        {flag('video', t`Permite vídeo`)}
      </div>
      <div className="bo-actions">
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t`Salvando…`}>
          {plan ? <Trans>Salvar plano</Trans> : <Trans>Criar plano</Trans>}
        </SubmitButton>
      </div>
    </form>
  )
}
