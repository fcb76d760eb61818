import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminSubscription } from '../../../domain/backoffice-plans'
import { subscriptionStatuses, userProfiles } from '../../../domain/enums'
import { formatDate } from '../../../lib/format/dates'
import { PageTitle } from '../../../ui/page-title'
import { pageQueryOptions } from '../api/list-query'
import { plansQueryOptions } from '../api/plans'
import { profileLabels, subscriptionStatusLabels } from '../labels'
import { DataTable, type Column } from '../table/data-table'
import { subscriptionsSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { StatusBadge } from './status-badge'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/subscriptions: every subscription, filtered by status, plan and profile. */
export function SubscriptionsPage() {
  const { t, i18n } = useLingui()
  const list = useListState(subscriptionsSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<AdminSubscription>('subscriptions', '/v1/admin/subscriptions', list.params),
  )
  const { data: plans } = useQuery(plansQueryOptions())
  const columns: Column<AdminSubscription>[] = [
    {
      id: 'user',
      header: t`Usuário`,
      sortable: true,
      cell: (s) => (
        <>
          <strong>{s.attributes.user_name || '—'}</strong>
          <br />
          <span className="muted">{s.attributes.user_email}</span>
        </>
      ),
    },
    {
      id: 'profile',
      header: t`Perfil`,
      cell: (s) => i18n._(profileLabels[s.attributes.profile]!),
      wide: true,
    },
    { id: 'plan', header: t`Plano`, sortable: true, cell: (s) => s.attributes.plan_name },
    {
      id: 'status',
      header: t`Situação`,
      sortable: true,
      cell: (s) => <StatusBadge value={s.attributes.status} labels={subscriptionStatusLabels} />,
    },
    {
      id: 'created_at',
      header: t`Início`,
      sortable: true,
      wide: true,
      cell: (s) => formatDate(s.attributes.start_date ?? s.attributes.created_at),
    },
    {
      id: 'end_date',
      header: t`Fim`,
      sortable: true,
      cell: (s) => (s.attributes.end_date ? formatDate(s.attributes.end_date) : '—'),
    },
    {
      id: 'recurring',
      header: t`Renovação`,
      wide: true,
      cell: (s) => (s.attributes.recurring ? t`Automática` : t`Não`),
    },
  ]
  return (
    <div className="bo-page">
      <PageTitle title={t`Assinaturas`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Assinaturas</Trans>
        </h1>
      </div>
      <DataTable
        label={t`Assinaturas`}
        columns={columns}
        rows={data?.data}
        rowKey={(s) => s.id}
        total={data?.meta.total}
        list={list}
        totalPages={data?.meta.total_pages}
        searchPlaceholder={t`Buscar por nome ou e-mail`}
        filters={[
          {
            key: 'status',
            label: t`Situação`,
            all: t`Todas as situações`,
            options: subscriptionStatuses.map((s) => ({
              value: s,
              label: i18n._(subscriptionStatusLabels[s]!),
            })),
          },
          {
            key: 'plan_id',
            label: t`Plano`,
            all: t`Todos os planos`,
            options: (plans ?? []).map((p) => ({ value: p.id, label: p.attributes.name })),
          },
          {
            key: 'profile',
            label: t`Perfil`,
            all: t`Todos os perfis`,
            options: userProfiles.map((p) => ({ value: p, label: i18n._(profileLabels[p]!) })),
          },
        ]}
        loading={isFetching}
        error={isError}
        empty={<Trans>Nenhuma assinatura com esses filtros.</Trans>}
      />
    </div>
  )
}
