import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminUser } from '../../../domain/backoffice-users'
import { userProfiles, userStatuses } from '../../../domain/enums'
import { formatDate } from '../../../lib/format/dates'
import { PageTitle } from '../../../ui/page-title'
import { pageQueryOptions } from '../api/list-query'
import { profileLabels, subscriptionStatusLabels, userStatusLabels } from '../labels'
import { DataTable, type Column } from '../table/data-table'
import { usersSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { StatusBadge } from './status-badge'
import { UserPanel } from './user-panel'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/users: find a user, open them, change their plan or suspend them. */
export function UsersPage() {
  const { t, i18n } = useLingui()
  const list = useListState(usersSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<AdminUser>('users', '/v1/admin/users', list.params),
  )
  const [selected, setSelected] = useState<string | null>(null)

  const columns: Column<AdminUser>[] = [
    { id: 'name', header: t`Nome`, sortable: true, cell: (u) => <strong>{u.attributes.name || '—'}</strong> },
    { id: 'email', header: t`E-mail`, sortable: true, cell: (u) => u.attributes.email },
    {
      id: 'profile',
      header: t`Perfil`,
      sortable: true,
      cell: (u) => i18n._(profileLabels[u.attributes.profile]!),
    },
    {
      id: 'listings',
      header: t`Anúncios`,
      align: 'end',
      wide: true,
      cell: (u) => u.attributes.listings.properties + u.attributes.listings.vehicles,
    },
    {
      id: 'plan',
      header: t`Plano`,
      wide: true,
      cell: (u) =>
        u.attributes.subscription ? (
          <>
            {u.attributes.subscription.plan_name}{' '}
            <StatusBadge value={u.attributes.subscription.status} labels={subscriptionStatusLabels} />
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t`Situação`,
      sortable: true,
      cell: (u) => <StatusBadge value={u.attributes.status} labels={userStatusLabels} />,
    },
    {
      id: 'created_at',
      header: t`Cadastro`,
      sortable: true,
      wide: true,
      cell: (u) => formatDate(u.attributes.created_at),
    },
  ]

  return (
    <div className="bo-page">
      <PageTitle title={t`Usuários`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Usuários</Trans>
        </h1>
      </div>
      <div className="bo-split">
        <DataTable
          label={t`Usuários`}
          columns={columns}
          rows={data?.data}
          rowKey={(u) => u.id}
          total={data?.meta.total}
          list={list}
          totalPages={data?.meta.total_pages}
          searchPlaceholder={t`Buscar por nome ou e-mail`}
          filters={[
            {
              key: 'profile',
              label: t`Perfil`,
              all: t`Todos os perfis`,
              options: userProfiles.map((p) => ({ value: p, label: i18n._(profileLabels[p]!) })),
            },
            {
              key: 'status',
              label: t`Situação`,
              all: t`Todas as situações`,
              options: userStatuses.map((s) => ({ value: s, label: i18n._(userStatusLabels[s]!) })),
            },
          ]}
          onActivate={(u) => setSelected(u.id)}
          selectedKey={selected}
          loading={isFetching}
          error={isError}
        />
        {selected && <UserPanel key={selected} id={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  )
}
