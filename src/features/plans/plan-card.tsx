import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlanResource } from '../../domain/billing'
import { buttonClass } from '../../ui/button'
import { PlanLimits, PlanPrice, TrialNote } from './plan-facts'
import '../../lib/i18n/plans-catalog'

/**
 * One plan in a list: its price, limits and trial, and the way to its page. For a subscribed advertiser, their plan
 * says so (`mine`), and another paid plan leads to the change in place (`changeable`) instead of a new checkout.
 */
export function PlanCard({
  plan,
  current,
  mine,
  changeable,
}: {
  plan: PlanResource
  current?: boolean
  mine?: boolean
  changeable?: boolean
}) {
  const { t } = useLingui()
  const a = plan.attributes
  return (
    <li className={['card', 'plan-card', a.recommended && 'plan-recommended'].filter(Boolean).join(' ')}>
      <div className="card-body">
        {mine ? <p className="badge badge-accent">{t`Seu plano atual`}</p> : null}
        {a.recommended ? <p className="badge badge-accent">{t`Recomendado`}</p> : null}
        <h3>{a.name}</h3>
        <PlanPrice plan={plan} />
        <TrialNote days={a.days} />
        <PlanLimits plan={plan} />
        {changeable && !mine ? (
          <Link
            to="/dashboard/subscriptions"
            search={{ mudar: Number(plan.id) }}
            className={buttonClass({ variant: 'primary', block: true })}
            aria-label={t`Mudar para este plano: ${a.name}`}
          >
            <Trans>Mudar para este plano</Trans>
          </Link>
        ) : (
          <Link
            to="/planos/$id"
            params={{ id: plan.id }}
            className={buttonClass({ variant: current || mine ? 'secondary' : 'primary', block: true })}
            aria-label={current ? t`Plano selecionado: ${a.name}` : t`Ver o plano ${a.name}`}
          >
            {current ? <Trans>Plano selecionado</Trans> : <Trans>Ver o plano</Trans>}
          </Link>
        )}
      </div>
    </li>
  )
}
