import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { billingMsg, type PlanResource } from '../../domain/billing'
import { userProfiles, type UserProfile } from '../../domain/enums'
import { Skeleton } from '../../ui/skeleton'
import { plansQueryOptions } from './api/get-plans'
import { profileLabels } from './labels'
import { PlanCard } from './plan-card'
import '../../lib/i18n/plans-catalog'

const isPaid = (p: PlanResource | undefined) => Boolean(p && !p.attributes.is_free && p.attributes.price > 0)

/**
 * The active plans of a profile, in their order. A signed-in advertiser sees their own profile's; a visitor picks
 * one (owner, broker or agency).
 */
export function PlanList({
  profile,
  fixedProfile,
  onProfileChange,
  selectedId,
  currentPlanId,
}: {
  profile: UserProfile
  /** The signed-in advertiser's profile: no picker. */
  fixedProfile?: boolean
  onProfileChange: (profile: UserProfile) => void
  selectedId?: string
  /** The plan of the advertiser's current subscription: marked, and a paid one offers the change to the others. */
  currentPlanId?: string
}) {
  const { t, i18n } = useLingui()
  const query = useQuery(plansQueryOptions(profile))
  return (
    <section className="plan-list" aria-labelledby="plan-list-title">
      <h2 id="plan-list-title">
        {fixedProfile ? (
          <Trans>Planos para o seu perfil</Trans>
        ) : (
          <Trans>Planos por perfil de anunciante</Trans>
        )}
      </h2>
      {fixedProfile ? null : (
        <fieldset className="plan-profiles">
          <legend>{t`Você anuncia como`}</legend>
          {userProfiles.map((p) => (
            <label key={p} className={p === profile ? 'plan-chip plan-chip-on' : 'plan-chip'}>
              <input
                type="radio"
                name="plan-profile"
                value={p}
                checked={p === profile}
                onChange={() => onProfileChange(p)}
              />
              {i18n._(profileLabels[p])}
            </label>
          ))}
        </fieldset>
      )}
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <p className="panel" role="alert">
          {billingMsg.plansLoad}
        </p>
      ) : (
        <ul className="card-grid plan-grid">
          {query.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === selectedId}
              mine={plan.id === currentPlanId}
              changeable={isPaid(query.data.find((p) => p.id === currentPlanId)) && isPaid(plan)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
