import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { billingMsg, declineMessage, type SubscriptionResource } from '../../domain/billing'
import type { UserProfile } from '../../domain/enums'
import { errorMsg } from '../../domain/messages'
import { formatDate } from '../../lib/format/dates'
import { Button, buttonClass } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { EmptyState } from '../../ui/empty-state'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import {
  subscriptionsQueryOptions,
  useChangeSubscription,
  type SubscriptionChange,
} from './api/subscriptions'
import { statusLabels } from './labels'
import { PlanChange } from './plan-change'
import './plans.css'
import '../../lib/i18n/plans-catalog'

const date = (v: string | null) => (v ? formatDate(v) : '—')

/**
 * /dashboard/subscriptions: the current plan with its status, dates, auto-renewal, cancel; and the history.
 * `started`: the subscription a free plan just started, greeted as such. `profile`: the advertiser's, whose plans
 * "Mudar de plano" offers; `changeTo`: a plan picked on /planos, its change opened at once.
 */
export function SubscriptionsPage({
  started,
  profile,
  changeTo,
}: { started?: string; profile?: UserProfile; changeTo?: string } = {}) {
  const { t } = useLingui()
  const query = useQuery(subscriptionsQueryOptions())
  const justStarted = started !== undefined && query.data?.current?.id === started
  return (
    <div className="billing">
      <PageTitle title={t`Assinaturas`} />
      <h1>{t`Assinaturas`}</h1>
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <p className="billing-alert" role="alert">
          {errorMsg.dashboardLoad}
        </p>
      ) : (
        <>
          {justStarted && query.data.current ? (
            <div className="billing-success" role="status">
              <p>
                <strong>{t`Plano ${query.data.current.attributes.plan_name} ativado!`}</strong>{' '}
                {t`Você já pode publicar seus anúncios, sem pagamento.`}
              </p>
              <Link to="/dashboard/properties">
                <Trans>Ir para meus imóveis</Trans>
              </Link>
            </div>
          ) : null}
          {query.data.current ? (
            <>
              <CurrentSubscription subscription={query.data.current} />
              {profile && changeable(query.data.current) ? (
                <PlanChange subscription={query.data.current} profile={profile} initialPlanId={changeTo} />
              ) : null}
            </>
          ) : (
            <EmptyState title={t`Você não tem uma assinatura ativa.`}>
              <p>
                <Trans>
                  Escolha um plano para publicar seus anúncios: há um plano grátis, e a primeira assinatura
                  paga tem período de teste grátis.
                </Trans>
              </p>
              <Link to="/planos" className={buttonClass()}>
                <Trans>Ver planos</Trans>
              </Link>
            </EmptyState>
          )}
          <History items={query.data.history} />
        </>
      )}
    </div>
  )
}

/** A free plan (no end, no renewal) has nothing to renew. */
const isEndless = (a: SubscriptionResource['attributes']) =>
  a.end_date === null && !a.recurring && a.status !== 'trial'

/** A paid plan, active or in trial, renewing: it may move to another plan in place. */
const changeable = (s: SubscriptionResource) =>
  (s.attributes.status === 'active' || s.attributes.status === 'trial') &&
  !isEndless(s.attributes) &&
  s.attributes.recurring

function CurrentSubscription({ subscription: s }: { subscription: SubscriptionResource }) {
  const { t, i18n } = useLingui()
  const change = useChangeSubscription()
  const [confirm, setConfirm] = useState<'cancel' | 'cancel_trial' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [waiting, setWaiting] = useState(false)
  const a = s.attributes
  const trial = a.status === 'trial'
  const endless = isEndless(a)
  // A period paid by PIX never renews by itself: the next one is paid by PIX too.
  const pix = a.payment_method === 'pix'

  const run = (c: SubscriptionChange, failureText: string) => {
    setFailure(null)
    setWaiting(false)
    change.mutate(
      { id: s.id, change: c },
      {
        onSuccess: (r) => setWaiting(!r.meta.confirmed),
        onError: () => setFailure(failureText),
        onSettled: () => setConfirm(null),
      },
    )
  }

  return (
    <section className="panel billing" aria-labelledby="current-plan">
      <h2 id="current-plan">{t`Plano atual: ${a.plan_name}`}</h2>
      <dl className="billing-facts">
        <dt>{t`Situação`}</dt>
        <dd data-testid="subscription-status">{i18n._(statusLabels[a.status])}</dd>
        <dt>{t`Início`}</dt>
        <dd>{date(a.start_date)}</dd>
        <dt>{trial ? t`Fim do teste` : a.recurring ? t`Próxima renovação` : t`Válida até`}</dt>
        <dd>{endless ? t`Sem data de término` : date(trial ? (a.trial_end ?? a.end_date) : a.end_date)}</dd>
      </dl>
      {pix && a.status === 'active' ? (
        <p className="billing-note" data-testid="pix-validity">
          {t`Pago via PIX, válido até ${date(a.end_date)}.`}{' '}
          {t`Sem renovação automática: pague o próximo período com PIX antes do fim para seus anúncios continuarem publicados.`}
        </p>
      ) : null}
      {a.status === 'inactive' ? (
        <p className="billing-alert" role="alert">
          {t`A última cobrança foi recusada. Atualize seu cartão em Formas de pagamento: tentaremos de novo em breve.`}
          {a.last_payment_error ? ` ${t`Motivo: ${declineMessage(a.last_payment_error)}`}` : null}
        </p>
      ) : null}
      {(a.status === 'active' || trial) && !endless && !pix ? (
        <label className="billing-switch">
          <input
            type="checkbox"
            role="switch"
            checked={a.recurring}
            disabled={change.isPending}
            onChange={(e) => run({ recurring: e.target.checked }, billingMsg.autoRenew)}
          />
          <span>
            {a.recurring
              ? t`Renovação automática ativada`
              : trial
                ? t`Renovação automática desativada: o teste termina sem cobrança`
                : t`Renovação automática desativada: a assinatura termina no fim do período`}
          </span>
        </label>
      ) : null}
      {waiting ? (
        <p className="billing-note" role="status">
          {t`Pedido enviado. Aguardando a confirmação do provedor de pagamento…`}
        </p>
      ) : null}
      {failure ? (
        <p className="billing-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="billing-actions">
        {pix && a.status === 'active' ? (
          <Link
            to="/plans/redirectPayment/$id"
            params={{ id: a.plan_id }}
            search={{ forma: 'pix' }}
            className={buttonClass({ variant: 'primary' })}
          >
            <Trans>Pagar próximo período com PIX</Trans>
          </Link>
        ) : null}
        {trial ? (
          <Button variant="secondary" onClick={() => setConfirm('cancel_trial')}>
            <Trans>Cancelar período de teste</Trans>
          </Button>
        ) : a.status === 'active' && (a.recurring || endless) ? (
          <Button variant="secondary" onClick={() => setConfirm('cancel')}>
            <Trans>Cancelar assinatura</Trans>
          </Button>
        ) : a.status === 'inactive' ? (
          <>
            <Button disabled={change.isPending} onClick={() => run('pay', billingMsg.payNow)}>
              <Trans>Pagar agora</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('cancel')}>
              <Trans>Cancelar assinatura</Trans>
            </Button>
          </>
        ) : null}
        <Link to="/dashboard/settings/payment_methods" className={buttonClass({ variant: 'ghost' })}>
          <Trans>Formas de pagamento</Trans>
        </Link>
        {endless ? (
          <Link to="/planos" className={buttonClass({ variant: 'ghost' })}>
            <Trans>Ver planos</Trans>
          </Link>
        ) : null}
      </div>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'cancel_trial' ? t`Cancelar o período de teste?` : t`Cancelar a assinatura?`}
        description={
          confirm === 'cancel_trial'
            ? t`O teste termina agora e nada será cobrado. Sem um plano ativo, seus anúncios publicados são pausados e você só volta a publicar depois de escolher um plano.`
            : endless
              ? t`A assinatura termina agora. Sem um plano ativo, seus anúncios publicados são pausados e você só volta a publicar depois de escolher um plano.`
              : t`A assinatura não será renovada e termina em ${date(a.end_date)}, no fim do período pago. Até lá seus anúncios continuam ativos; depois, sem um plano ativo, eles são pausados até você escolher um plano.`
        }
      >
        <div className="billing-actions">
          <Button
            onClick={() =>
              confirm === 'cancel_trial'
                ? run('cancel_trial', billingMsg.cancelTrial)
                : run('cancel', billingMsg.cancel)
            }
            disabled={change.isPending}
          >
            {confirm === 'cancel_trial' ? <Trans>Sim, cancelar o teste</Trans> : <Trans>Sim, cancelar</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            <Trans>Voltar</Trans>
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

function History({ items }: { items: SubscriptionResource[] }) {
  const { t, i18n } = useLingui()
  return (
    <section className="billing" aria-labelledby="subscription-history">
      <h2 id="subscription-history">{t`Histórico`}</h2>
      {items.length === 0 ? (
        <p className="billing-muted">{t`Nenhuma assinatura anterior.`}</p>
      ) : (
        <ul className="billing-list">
          {items.map((s) => (
            <li key={s.id} className="billing-item">
              <p className="billing-item-head">
                <strong>{s.attributes.plan_name}</strong>
                <span className="badge">{i18n._(statusLabels[s.attributes.status])}</span>
              </p>
              <p className="billing-muted">
                {t`De ${date(s.attributes.start_date)} a ${date(s.attributes.end_date)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
