import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminPlanStatuses } from '../../../domain/backoffice-users'
import { formatNumber } from '../../../lib/format/format'
import { formatDate } from '../../../lib/format/dates'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { toast } from '../../../ui/toast-store'
import { boKeys } from '../api/keys'
import { plansQueryOptions } from '../api/plans'
import { setUserStatus, setUserSubscription, userQueryOptions } from '../api/users'
import { listingStatusLabels, profileLabels, subscriptionStatusLabels, userStatusLabels } from '../labels'
import { StatusBadge } from './status-badge'
import { SuspendDialog } from './suspend-dialog'
import '../../../lib/i18n/backoffice-catalog'

const detailOf = (err: unknown) => (isApiError(err) ? err.errors[0]?.detail : undefined)

/** One user: profile, listings, subscription and leads; suspend or reactivate; change plan and its status. */
export function UserPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { data: user } = useQuery(userQueryOptions(id))
  const { data: plans } = useQuery(plansQueryOptions())
  const [confirming, setConfirming] = useState(false)
  const [planId, setPlanId] = useState('')
  const [planStatus, setPlanStatus] = useState<(typeof adminPlanStatuses)[number]>('active')
  const [busy, setBusy] = useState(false)

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      const fresh = await work()
      queryClient.setQueryData(boKeys.one('users', id), fresh)
      await queryClient.invalidateQueries({ queryKey: boKeys.lists('users') })
      toast.add({ severity: 'success', summary: done })
      return true
    } catch (err) {
      toast.add({
        severity: 'error',
        summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
        detail: detailOf(err),
      })
      return false
    } finally {
      setBusy(false)
    }
  }

  if (!user) return <section className="bo-panel">{t`Carregando…`}</section>
  const a = user.attributes
  const suspended = a.status === 'suspended'
  const sub = a.subscription
  return (
    <section className="bo-panel" aria-labelledby="user-panel-title">
      <div className="bo-actions">
        <h2 id="user-panel-title" className="bo-grow">
          {a.name || a.email}
        </h2>
        <Button variant="ghost" small onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </div>
      <dl className="bo-breakdown">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{a.email}</dd>
        <dt>
          <Trans>Perfil</Trans>
        </dt>
        <dd>{i18n._(profileLabels[a.profile]!)}</dd>
        <dt>
          <Trans>Situação</Trans>
        </dt>
        <dd>
          <StatusBadge value={a.status} labels={userStatusLabels} />
        </dd>
        {a.suspension_reason && (
          <>
            <dt>
              <Trans>Motivo da suspensão</Trans>
            </dt>
            <dd className="bo-suspension-reason">{a.suspension_reason}</dd>
          </>
        )}
        <dt>
          <Trans>Telefones</Trans>
        </dt>
        <dd>{a.phones.join(', ') || '—'}</dd>
        {a.creci && (
          <>
            <dt>CRECI</dt>
            <dd>{a.creci}</dd>
          </>
        )}
        <dt>
          <Trans>Cadastro</Trans>
        </dt>
        <dd>{formatDate(a.created_at)}</dd>
        <dt>
          <Trans>Imóveis / veículos</Trans>
        </dt>
        <dd>
          {a.listings.properties} / {a.listings.vehicles}
        </dd>
        <dt>
          <Trans>Contatos recebidos</Trans>
        </dt>
        <dd>{formatNumber(a.leads_count)}</dd>
      </dl>

      <h3>
        <Trans>Assinatura</Trans>
      </h3>
      {sub ? (
        <p>
          {sub.plan_name} · <StatusBadge value={sub.status} labels={subscriptionStatusLabels} />
          {sub.end_date && <> · {t`até ${formatDate(sub.end_date)}`}</>}
        </p>
      ) : (
        <p className="muted">
          <Trans>Sem assinatura.</Trans>
        </p>
      )}
      <div className="bo-form-grid">
        <Field label={t`Plano`} htmlFor="user-plan">
          <select id="user-plan" className="input" value={planId} onChange={(e) => setPlanId(e.target.value)}>
            <option value="">{t`Selecione`}</option>
            {plans?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.attributes.name} ({i18n._(profileLabels[p.attributes.kind]!)})
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Situação do plano`} htmlFor="user-plan-status">
          <select
            id="user-plan-status"
            className="input"
            value={planStatus}
            onChange={(e) => setPlanStatus(e.target.value as typeof planStatus)}
          >
            {adminPlanStatuses.map((s) => (
              <option key={s} value={s}>
                {i18n._(subscriptionStatusLabels[s]!)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="bo-actions">
        <Button
          small
          variant="secondary"
          disabled={busy || !planId}
          onClick={() =>
            void act(
              () => setUserSubscription(id, { plan_id: Number(planId), status: planStatus }),
              t`Plano alterado`,
            )
          }
        >
          <Trans>Salvar plano</Trans>
        </Button>
      </div>

      <h3>{suspended ? <Trans>Reativar conta</Trans> : <Trans>Suspender conta</Trans>}</h3>
      {!suspended && (
        <p className="muted">
          <Trans>
            Um usuário suspenso não consegue entrar, perde as sessões abertas e seus anúncios saem do site na
            hora.
          </Trans>
        </p>
      )}
      <div className="bo-actions">
        {suspended ? (
          <Button
            small
            disabled={busy}
            onClick={() => void act(() => setUserStatus(id, { status: 'active' }), t`Usuário reativado`)}
          >
            <Trans>Reativar usuário</Trans>
          </Button>
        ) : (
          <Button small variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            <Trans>Suspender usuário</Trans>
          </Button>
        )}
      </div>
      <SuspendDialog
        open={confirming}
        onOpenChange={setConfirming}
        name={a.name || a.email}
        busy={busy}
        onConfirm={(reason) =>
          void act(() => setUserStatus(id, { status: 'suspended', reason }), t`Usuário suspenso`).then(
            (ok) => ok && setConfirming(false),
          )
        }
      />

      <h3>
        <Trans>Anúncios recentes</Trans>
      </h3>
      {a.recent_listings.length === 0 ? (
        <p className="muted">
          <Trans>Nenhum anúncio.</Trans>
        </p>
      ) : (
        <ul>
          {a.recent_listings.map((l) => (
            <li key={`${l.kind}-${l.id}`}>
              {l.kind === 'property' ? t`Imóvel` : t`Veículo`} #{l.id} · {l.title} ·{' '}
              <StatusBadge value={l.status} labels={listingStatusLabels} />
              {l.archived && <> · {t`arquivado`}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
