import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { billingMsg, type PaymentMethodKind } from '../../domain/billing'
import type { UserProfile } from '../../domain/enums'
import { isApiError } from '../../lib/http/api-error'
import { buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { planQueryOptions } from './api/get-plans'
import { usePaymentsMode } from './api/payments-mode'
import { subscriptionsQueryOptions, useStartFreePlan } from './api/subscriptions'
import { PaymentsNotice } from './payments-notice'
import { profileLabels } from './labels'
import { PaymentChoice } from './payment-choice'
import { PlanLimits, PlanPrice, TrialNote } from './plan-facts'
import { PlanList } from './plan-list'
import './plans.css'
import '../../lib/i18n/plans-catalog'

/**
 * /planos/{id}: the plan (price, discount, period, monthly estimate and saving, limits, recommended, trial) and the
 * way to pay it, by credit card or PIX, or to start it at once when it is free; below, the plans of the
 * advertiser's profile (a visitor picks one).
 */
export function PlanPage({
  id,
  userProfile,
  loggedIn = false,
}: {
  id: string
  userProfile?: UserProfile
  loggedIn?: boolean
}) {
  const { t, i18n } = useLingui()
  const query = useQuery(planQueryOptions(id))
  const [picked, setPicked] = useState<UserProfile | undefined>()
  const [method, setMethod] = useState<PaymentMethodKind>('card')
  const plan = query.data
  const profile = userProfile ?? picked ?? plan?.attributes.kind ?? 'owner'
  const notForYou = plan && userProfile && plan.attributes.kind !== userProfile
  const free = plan && (plan.attributes.is_free || plan.attributes.price <= 0)
  const paymentsMode = usePaymentsMode()
  const currentPlanId = useCurrentPlanId(loggedIn && Boolean(userProfile))
  const current = useQuery({ ...planQueryOptions(currentPlanId ?? ''), enabled: Boolean(currentPlanId) })
  const currentPaid = current.data && !current.data.attributes.is_free && current.data.attributes.price > 0
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
          {/* PIX pays one period at once: no trial. */}
          {method === 'pix' ? null : <TrialNote days={plan.attributes.days} />}
          <h2 className="plan-subtitle">{t`O que o plano inclui`}</h2>
          <PlanLimits plan={plan} />
          {free ? null : <PaymentChoice plan={plan} method={method} onChange={setMethod} />}
          {notForYou ? (
            <p className="panel" role="note">
              {billingMsg.planNotForProfile}
            </p>
          ) : plan.id === currentPlanId ? (
            <>
              <p className="badge badge-accent">{t`Seu plano atual`}</p>
              <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
                <Trans>Ver minha assinatura</Trans>
              </Link>
            </>
          ) : currentPaid && !free ? (
            <Link
              to="/dashboard/subscriptions"
              search={{ mudar: Number(plan.id) }}
              className={buttonClass({ variant: 'primary', block: true })}
            >
              <Trans>Mudar para este plano</Trans>
            </Link>
          ) : free ? (
            <StartFreePlan planId={plan.id} loggedIn={loggedIn} />
          ) : (
            <>
              <PaymentsNotice />
              {paymentsMode === 'off' ? null : (
                <Link
                  to="/plans/redirectPayment/$id"
                  params={{ id: plan.id }}
                  search={method === 'pix' ? { forma: 'pix' } : {}}
                  className={buttonClass({ variant: 'primary', block: true })}
                >
                  {method === 'pix' ? <Trans>Pagar com PIX</Trans> : <Trans>Assinar este plano</Trans>}
                </Link>
              )}
            </>
          )}
        </article>
      )}
      <PlanList
        profile={profile}
        fixedProfile={Boolean(userProfile)}
        onProfileChange={setPicked}
        selectedId={plan?.id}
        currentPlanId={currentPlanId}
      />
    </div>
  )
}

/**
 * A free plan starts at once, without payment (POST /v1/subscriptions), and the advertiser lands on their
 * subscriptions; a visitor signs in first and comes back here. Refused while a subscription is current (409).
 */
function StartFreePlan({ planId, loggedIn }: { planId: string; loggedIn: boolean }) {
  const start = useStartFreePlan()
  const navigate = useNavigate()
  const error = start.error
  return (
    <div className="plan-free-start">
      <p>{billingMsg.planFree}</p>
      {error ? (
        <p className="billing-alert" role="alert">
          {isApiError(error) && error.status < 500 && error.errors[0]?.detail
            ? error.errors[0].detail
            : billingMsg.freeStart}
        </p>
      ) : null}
      {!loggedIn ? (
        <Link
          to="/entrar"
          search={{ redirect: `/planos/${planId}` }}
          className={buttonClass({ variant: 'primary', block: true })}
        >
          <Trans>Entrar para começar grátis</Trans>
        </Link>
      ) : isApiError(error) && error.status === 409 ? (
        <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
          <Trans>Ver minha assinatura</Trans>
        </Link>
      ) : (
        <button
          type="button"
          className={buttonClass({ variant: 'primary', block: true })}
          disabled={start.isPending}
          onClick={() =>
            start.mutate(planId, {
              onSuccess: (s) =>
                void navigate({ to: '/dashboard/subscriptions', search: { ativado: Number(s.id) } }),
            })
          }
        >
          <Trans>Começar grátis</Trans>
        </button>
      )}
    </div>
  )
}

/** The plan of the signed-in advertiser's current subscription (active or in trial), if any. */
function useCurrentPlanId(signedIn: boolean): string | undefined {
  const subs = useQuery({ ...subscriptionsQueryOptions(), enabled: signedIn })
  const current = subs.data?.current
  return current && (current.attributes.status === 'active' || current.attributes.status === 'trial')
    ? current.attributes.plan_id
    : undefined
}

/** /planos: the plans of the advertiser's profile, or of the profile a visitor picks. */
export function PlansPage({ userProfile }: { userProfile?: UserProfile }) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<UserProfile>('owner')
  const currentPlanId = useCurrentPlanId(Boolean(userProfile))
  return (
    <div className="container plans">
      <PageTitle title={t`Planos`} />
      <h1>{t`Planos para anunciar`}</h1>
      <p>
        <Trans>
          Escolha o plano do seu perfil. Pague com cartão de crédito, com renovação automática e período de
          teste grátis na primeira assinatura, ou com PIX, um período de cada vez.
        </Trans>
      </p>
      <PaymentsNotice />
      <PlanList
        profile={userProfile ?? picked}
        fixedProfile={Boolean(userProfile)}
        onProfileChange={setPicked}
        currentPlanId={currentPlanId}
      />
    </div>
  )
}
