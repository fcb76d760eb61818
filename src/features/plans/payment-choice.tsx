import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethodKind, PlanResource } from '../../domain/billing'
import { formatPrice } from '../../lib/format/format'
import '../../lib/i18n/plans-catalog'

/**
 * How the advertiser pays a plan: by credit card (a subscription that renews by itself, with the trial on the first
 * one) or by PIX (one period paid at once, no trial, no automatic renewal: an e-mail asks for the next one).
 */
export function PaymentChoice({
  plan,
  method,
  onChange,
}: {
  plan: PlanResource
  method: PaymentMethodKind
  onChange: (method: PaymentMethodKind) => void
}) {
  const { t } = useLingui()
  const a = plan.attributes
  const months = Math.max(1, a.duration_in_months)
  const period = months === 1 ? t`1 mês` : t`${months} meses`
  const price = formatPrice(a.price)
  return (
    <fieldset className="plan-methods">
      <legend>{t`Formas de pagamento`}</legend>
      <label className={method === 'card' ? 'plan-method plan-method-on' : 'plan-method'}>
        <input
          type="radio"
          name="payment-method"
          value="card"
          checked={method === 'card'}
          onChange={() => onChange('card')}
        />
        <span>
          <strong>{t`Cartão de crédito`}</strong>
          <small>
            {a.days > 0 ? (
              <Trans>
                Renovação automática a cada período. A primeira assinatura tem {a.days} dias grátis.
              </Trans>
            ) : (
              <Trans>Renovação automática a cada período.</Trans>
            )}
          </small>
        </span>
      </label>
      <label className={method === 'pix' ? 'plan-method plan-method-on' : 'plan-method'}>
        <input
          type="radio"
          name="payment-method"
          value="pix"
          checked={method === 'pix'}
          onChange={() => onChange('pix')}
        />
        <span>
          <strong>{t`PIX`}</strong>
          <small>
            <Trans>
              Pague {period} de uma vez ({price}), sem período de teste e sem renovação automática. Avisamos
              por e-mail antes do fim para você pagar o próximo período.
            </Trans>
          </small>
        </span>
      </label>
    </fieldset>
  )
}
