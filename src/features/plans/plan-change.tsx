import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { billingMsg, type PlanResource, type SubscriptionResource } from '../../domain/billing'
import type { UserProfile } from '../../domain/enums'
import {
  planChangeDirection,
  planChangeMsg,
  type PlanChangeListing,
  type PlanChangeQuote,
} from '../../domain/plan-change'
import { isApiError } from '../../lib/http/api-error'
import { formatPrice } from '../../lib/format/format'
import { formatDate } from '../../lib/format/dates'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Skeleton } from '../../ui/skeleton'
import { plansQueryOptions } from './api/get-plans'
import {
  planChangeQuoteOptions,
  scheduledPlanChangeOptions,
  useChangePlan,
  useDropPlanChange,
} from './api/plan-change'
import { PlanPrice } from './plan-facts'
import './plan-change.css'
import '../../lib/i18n/plans-catalog'

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status < 500 && error.errors[0]?.detail ? error.errors[0].detail : fallback

const centavos = (amount: number) => formatPrice(amount / 100)

type Keep = { properties: string[]; vehicles: string[] }

/** The newest listings of each kind, as many as the new plan has places for: preselected. */
function newestOf(q: PlanChangeQuote): Keep {
  const newest = (kind: PlanChangeListing['kind'], limit: number) =>
    q.listings
      .filter((l) => l.kind === kind)
      .slice(0, limit)
      .map((l) => l.id)
  return {
    properties: newest('property', q.limits.properties),
    vehicles: newest('vehicle', q.limits.vehicles),
  }
}

/**
 * "Mudar de plano" on /dashboard/subscriptions: the profile's other paid plans, each with the way to move to it
 * without cancelling (a bigger plan now, with the prorated amount shown before confirming; a smaller one at the
 * period's end, choosing the listings that stay live), and the smaller plan already scheduled, if any.
 * `initialPlanId`: the plan chosen on /planos, its dialog opened at once.
 */
export function PlanChange({
  subscription,
  profile,
  initialPlanId,
}: {
  subscription: SubscriptionResource
  profile: UserProfile
  initialPlanId?: string
}) {
  const { t } = useLingui()
  const plans = useQuery(plansQueryOptions(profile))
  const scheduled = useQuery(scheduledPlanChangeOptions())
  const drop = useDropPlanChange()
  // undefined until the advertiser picks or closes one: the plan chosen on /planos is opened first.
  const [picked, setTarget] = useState<PlanResource | null | undefined>(undefined)
  const [done, setDone] = useState<string | null>(null)
  const current = plans.data?.find((p) => p.id === subscription.attributes.plan_id)
  const target =
    picked !== undefined
      ? picked
      : (plans.data?.find((p) => p.id === initialPlanId && p.id !== subscription.attributes.plan_id) ?? null)

  const paid = (p: PlanResource) => !p.attributes.is_free && p.attributes.price > 0
  return (
    <section className="panel billing plan-change" aria-labelledby="plan-change-title">
      <h2 id="plan-change-title">{t`Mudar de plano`}</h2>
      <p className="billing-muted">
        <Trans>
          Um plano maior vale na hora: cobramos só a diferença pelo tempo que falta do período. Um plano menor
          começa no fim do período já pago, e você escolhe quais anúncios continuam ativos.
        </Trans>
      </p>
      {done ? (
        <p className="billing-success" role="status">
          {done}
        </p>
      ) : null}
      {scheduled.data ? (
        <div className="billing-note plan-change-pending" role="status">
          <p>
            {scheduled.data.effective_at
              ? t`Mudança agendada: o plano ${scheduled.data.plan_name} começa em ${formatDate(scheduled.data.effective_at)}. Os anúncios escolhidos continuam ativos e os outros serão pausados.`
              : t`Mudança agendada para o plano ${scheduled.data.plan_name}.`}
          </p>
          <Button
            variant="secondary"
            disabled={drop.isPending}
            onClick={() => drop.mutate(subscription.id, { onSuccess: () => setDone(null) })}
          >
            <Trans>Desistir da mudança</Trans>
          </Button>
          {drop.isError ? (
            <p className="billing-alert" role="alert">
              {errorText(drop.error, planChangeMsg.change)}
            </p>
          ) : null}
        </div>
      ) : null}
      {plans.isPending ? (
        <Skeleton width="100%" height="8rem" />
      ) : plans.isError ? (
        <p className="billing-alert" role="alert">
          {billingMsg.plansLoad}
        </p>
      ) : (
        <ul className="billing-list plan-change-list">
          {plans.data.filter(paid).map((p) => {
            const isCurrent = p.id === subscription.attributes.plan_id
            const direction = current ? planChangeDirection(current.attributes, p.attributes) : null
            return (
              <li key={p.id} className="billing-item" data-testid="plan-change-option">
                <p className="billing-item-head">
                  <strong>{p.attributes.name}</strong>
                  {isCurrent ? <span className="badge badge-accent">{t`Seu plano atual`}</span> : null}
                </p>
                <PlanPrice plan={p} />
                <p className="billing-muted">
                  {t`Até ${p.attributes.properties_limit} imóveis e ${p.attributes.properties_limit} veículos ativos`}
                </p>
                {isCurrent ? null : (
                  <Button
                    variant={direction === 'upgrade' ? 'primary' : 'secondary'}
                    aria-label={t`Mudar para este plano: ${p.attributes.name}`}
                    onClick={() => {
                      setDone(null)
                      setTarget(p)
                    }}
                  >
                    <Trans>Mudar para este plano</Trans>
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {target ? (
        <PlanChangeDialog
          subscription={subscription}
          plan={target}
          onClose={() => setTarget(null)}
          onDone={(text) => {
            setDone(text)
            setTarget(null)
          }}
        />
      ) : null}
    </section>
  )
}

function PlanChangeDialog({
  subscription,
  plan,
  onClose,
  onDone,
}: {
  subscription: SubscriptionResource
  plan: PlanResource
  onClose: () => void
  /** What to tell once done (an upgrade); a scheduled downgrade is told by the scheduled change's own notice. */
  onDone: (text: string | null) => void
}) {
  const { t } = useLingui()
  const quote = useQuery(planChangeQuoteOptions(subscription.id, plan.id))
  const change = useChangePlan()
  const [chosen, setKeep] = useState<Keep | null>(null)
  const keep = chosen ?? (quote.data ? newestOf(quote.data) : null)

  const confirm = (quoted: PlanChangeQuote) =>
    change.mutate(
      {
        subscriptionId: subscription.id,
        body:
          quoted.direction === 'upgrade'
            ? { plan_id: Number(plan.id), proration_date: quoted.proration_date ?? undefined }
            : {
                plan_id: Number(plan.id),
                keep: {
                  properties: (keep?.properties ?? []).map(Number),
                  vehicles: (keep?.vehicles ?? []).map(Number),
                },
              },
      },
      {
        onSuccess: (r) =>
          onDone(
            r.meta.direction === 'upgrade'
              ? r.meta.confirmed
                ? t`Pronto: seu plano agora é ${plan.attributes.name}. Cobramos ${centavos(r.meta.amount_due)} no seu cartão.`
                : t`Pedido enviado. Aguardando a confirmação do provedor de pagamento…`
              : null,
          ),
      },
    )

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Mudar para o plano ${plan.attributes.name}`}
      className="plan-change-dialog"
    >
      {quote.isPending ? (
        <div className="plan-change-loading">
          <p role="status">{t`Calculando o valor da mudança…`}</p>
          <Skeleton width="100%" height="4rem" />
        </div>
      ) : quote.isError ? (
        <>
          <p className="billing-alert" role="alert">
            {errorText(quote.error, planChangeMsg.quote)}
          </p>
          <div className="billing-actions">
            <Button onClick={() => void quote.refetch()}>
              <Trans>Tentar de novo</Trans>
            </Button>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Voltar</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          {quote.data.direction === 'upgrade' ? (
            <div className="plan-change-upgrade">
              <p>
                {subscription.attributes.status === 'trial' ? (
                  <Trans>
                    O novo plano vale a partir de agora. Você está no período de teste: nada é cobrado hoje, e
                    o fim do teste cobra o preço do novo plano.
                  </Trans>
                ) : (
                  <Trans>
                    O novo plano vale a partir de agora. Cobramos hoje no seu cartão a diferença proporcional
                    ao tempo que falta do período atual:
                  </Trans>
                )}
              </p>
              <p className="plan-change-amount" data-testid="proration-amount">
                {centavos(quote.data.amount_due ?? 0)}
              </p>
              <p className="billing-muted">
                {t`Depois, a renovação cobra o preço cheio do plano ${plan.attributes.name}. Nenhum anúncio é pausado.`}
              </p>
            </div>
          ) : (
            <ListingChoice quote={quote.data} keep={keep} onChange={setKeep} />
          )}
          {change.isError ? (
            <p className="billing-alert" role="alert">
              {errorText(change.error, planChangeMsg.change)}
            </p>
          ) : null}
          <div className="billing-actions">
            <Button onClick={() => confirm(quote.data)} disabled={change.isPending}>
              {quote.data.direction === 'upgrade'
                ? t`Confirmar e pagar ${centavos(quote.data.amount_due ?? 0)}`
                : t`Agendar mudança`}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Voltar</Trans>
            </Button>
          </div>
        </>
      )}
    </Dialog>
  )
}

/** The downgrade's choice: checkboxes per kind, no more than the new plan's places of that kind. */
function ListingChoice({
  quote,
  keep,
  onChange,
}: {
  quote: PlanChangeQuote
  keep: Keep | null
  onChange: (keep: Keep) => void
}) {
  const { t } = useLingui()
  const chosen = keep ?? { properties: [], vehicles: [] }
  const groups = [
    { kind: 'property', field: 'properties', legend: t`Imóveis`, limit: quote.limits.properties },
    { kind: 'vehicle', field: 'vehicles', legend: t`Veículos`, limit: quote.limits.vehicles },
  ] as const
  return (
    <div className="plan-change-choice">
      <p>
        {quote.effective_at
          ? t`O plano ${quote.plan_name} começa em ${formatDate(quote.effective_at)}, no fim do período já pago. Até lá nada muda.`
          : t`O plano ${quote.plan_name} começa no fim do período já pago. Até lá nada muda.`}
      </p>
      {quote.listings.length === 0 ? (
        <p className="billing-muted">{t`Você não tem anúncios ativos: nenhum será pausado.`}</p>
      ) : (
        <p>{t`Escolha os anúncios que continuam ativos no novo plano; os outros serão pausados.`}</p>
      )}
      {groups.map((g) => {
        const items = quote.listings.filter((l) => l.kind === g.kind)
        if (items.length === 0) return null
        const picked = chosen[g.field]
        const full = picked.length >= g.limit
        return (
          <fieldset key={g.kind} className="plan-change-group">
            <legend>
              {g.legend} <span className="billing-muted">{t`${picked.length} de até ${g.limit}`}</span>
            </legend>
            {items.map((l) => {
              const on = picked.includes(l.id)
              return (
                <label key={l.id} className="plan-change-listing">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={(e) =>
                      onChange({
                        ...chosen,
                        [g.field]: e.target.checked ? [...picked, l.id] : picked.filter((id) => id !== l.id),
                      })
                    }
                  />
                  <span>
                    {l.name}
                    {l.kind === 'vehicle' && l.status === 'pending' ? (
                      <span className="badge">{t`Em análise`}</span>
                    ) : null}
                  </span>
                </label>
              )
            })}
            {full && items.length > g.limit ? (
              <p className="billing-muted">{t`Limite do novo plano atingido: desmarque um para escolher outro.`}</p>
            ) : null}
          </fieldset>
        )
      })}
    </div>
  )
}
