import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { billingMsg } from '../../domain/billing'
import type { UserProfile } from '../../domain/enums'
import { isApiError } from '../../lib/http/api-error'
import { buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { planQueryOptions } from './api/get-plans'
import { profileLabels } from './labels'
import { PlanLimits, PlanPrice, TrialNote } from './plan-facts'
import { PlanList } from './plan-list'
import './plans.css'

/**
 * /planos/{id}: the plan (price, discount, period, monthly estimate and saving, limits, recommended, trial, PIX
 * coming soon) and the way to subscribe; below, the plans of the advertiser's profile (a visitor picks one).
 */
export function PlanPage({ id, userProfile }: { id: string; userProfile?: UserProfile }) {
  const { t, i18n } = useLingui()
  const query = useQuery(planQueryOptions(id))
  const [picked, setPicked] = useState<UserProfile | undefined>()
  const plan = query.data
  const profile = userProfile ?? picked ?? plan?.attributes.kind ?? 'owner'
  const notForYou = plan && userProfile && plan.attributes.kind !== userProfile
  return (
    <div className="container plans">
      <PageTitle title={plan ? t`Plano ${plan.attributes.name}` : t`Plano`} />
      {query.isPending ? (
        <Skeleton width="100%" height="18rem" />
      ) : !plan ? (
        <div className="panel" role="alert">
          <h1>{t`Plano`}</h1>
          <p>
            {isApiError(query.error) && query.error.status === 404
              ? billingMsg.planNotFound
              : billingMsg.plansLoad}
          </p>
        </div>
      ) : (
        <article
          className={['plan-detail', plan.attributes.recommended && 'plan-recommended']
            .filter(Boolean)
            .join(' ')}
        >
          {plan.attributes.recommended ? <p className="badge badge-accent">{t`Recomendado`}</p> : null}
          <h1>{plan.attributes.name}</h1>
          <p className="plan-kind">{t`Para ${i18n._(profileLabels[plan.attributes.kind])}`}</p>
          {plan.attributes.description ? <p>{plan.attributes.description}</p> : null}
          <PlanPrice plan={plan} />
          <TrialNote days={plan.attributes.days} />
          <h2 className="plan-subtitle">{t`O que o plano inclui`}</h2>
          <PlanLimits plan={plan} />
          <h2 className="plan-subtitle">{t`Formas de pagamento`}</h2>
          <ul className="plan-payments">
            <li>{t`Cartão de crédito`}</li>
            <li className="plan-soon">
              {t`PIX`} <span className="badge">{t`em breve`}</span>
            </li>
          </ul>
          {notForYou ? (
            <p className="panel" role="note">
              {billingMsg.planNotForProfile}
            </p>
          ) : plan.attributes.is_free ? (
            <p className="panel">{billingMsg.planFree}</p>
          ) : (
            <Link
              to="/plans/redirectPayment/$id"
              params={{ id: plan.id }}
              className={buttonClass({ variant: 'primary', block: true })}
            >
              <Trans>Assinar este plano</Trans>
            </Link>
          )}
        </article>
      )}
      <PlanList
        profile={profile}
        fixedProfile={Boolean(userProfile)}
        onProfileChange={setPicked}
        selectedId={plan?.id}
      />
    </div>
  )
}

/** /planos: the plans of the advertiser's profile, or of the profile a visitor picks. */
export function PlansPage({ userProfile }: { userProfile?: UserProfile }) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<UserProfile>('owner')
  return (
    <div className="container plans">
      <PageTitle title={t`Planos`} />
      <h1>{t`Planos para anunciar`}</h1>
      <p>
        <Trans>
          Escolha o plano do seu perfil. A primeira assinatura tem período de teste grátis; o pagamento é por
          cartão de crédito (PIX em breve).
        </Trans>
      </p>
      <PlanList
        profile={userProfile ?? picked}
        fixedProfile={Boolean(userProfile)}
        onProfileChange={setPicked}
      />
    </div>
  )
}
