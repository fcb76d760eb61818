import { Trans, useLingui } from '@lingui/react/macro'
import { planMonthly, type PlanResource } from '../../domain/billing'
import { formatPrice } from '../../lib/format/format'
import { periodLabels } from './labels'
import '../../lib/i18n/plans-catalog'

/** Price, price before discount, period, the monthly estimate over the months paid in full and the saving. */
export function PlanPrice({ plan }: { plan: PlanResource }) {
  const { t, i18n } = useLingui()
  const a = plan.attributes
  const { months, monthly, saving } = planMonthly(a)
  if (a.is_free)
    return (
      <p className="plan-price">
        <strong>{t`Grátis`}</strong>
      </p>
    )
  return (
    <div className="plan-price">
      {a.price_before_discount && a.price_before_discount > a.price ? (
        <p className="plan-before">
          <span className="visually-hidden">{t`De`}</span> <s>{formatPrice(a.price_before_discount)}</s>
        </p>
      ) : null}
      <p>
        <strong data-testid="plan-price">{formatPrice(a.price)}</strong>{' '}
        <span className="plan-period">{i18n._(periodLabels[a.period])}</span>
      </p>
      {months > 1 ? (
        <p className="plan-monthly">
          {t`Equivale a ${formatPrice(monthly)} por mês em ${months} meses, pagando à vista.`}
        </p>
      ) : null}
      {saving > 0 ? (
        <p className="plan-saving" data-testid="plan-saving">
          <Trans>Economia de {formatPrice(saving)}</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** '7 dias grátis' and when nothing is charged. */
export function TrialNote({ days }: { days: number }) {
  if (days <= 0) return null
  return (
    <p className="plan-trial">
      <strong>
        <Trans>{days} dias grátis</Trans>
      </strong>{' '}
      <Trans>na primeira assinatura. Nada é cobrado se você cancelar antes do último dia do teste.</Trans>
    </p>
  )
}

/** What the plan allows. */
export function PlanLimits({ plan }: { plan: PlanResource }) {
  const { t } = useLingui()
  const a = plan.attributes
  return (
    <ul className="plan-limits">
      <li>{a.properties_limit === 1 ? t`1 anúncio ativo` : t`Até ${a.properties_limit} anúncios ativos`}</li>
      <li>
        {a.properties_highlighted_limit === 0
          ? t`Sem anúncios em destaque`
          : t`${a.properties_highlighted_limit} em destaque por ${a.highlight_days} dias`}
      </li>
      <li>{t`Até ${a.property_gallery_limit} fotos por anúncio`}</li>
      <li>{a.video ? t`Vídeo nos anúncios` : t`Sem vídeo nos anúncios`}</li>
    </ul>
  )
}
