import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AuditEntry } from '../../../domain/backoffice-audit'
import { adminsQueryOptions } from '../api/admins'
import { pageQueryOptions } from '../api/list-query'
import { auditActionLabels, auditTargetLabels } from '../labels'
import { describeAuditEntry } from '../audit/describe-entry'
import { AuditEntryDetail } from './audit-entry-detail'
import { formatDateTime } from '../../../lib/format/dates'
import { DataTable, type Column } from '../table/data-table'
import { auditSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { PageTitle } from '../../../ui/page-title'
import { Button } from '../../../ui/button'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/audit: who did what, when, to what, told in a sentence, with the fields before and after. */
export function AuditPage() {
  const { t, i18n } = useLingui()
  const list = useListState(auditSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<AuditEntry>('audit', '/v1/admin/audit', list.params),
  )
  const { data: admins } = useQuery(adminsQueryOptions())
  const [selected, setSelected] = useState<AuditEntry | null>(null)
  const [targetId, setTargetId] = useState(list.search.target_id ?? '')

  const columns: Column<AuditEntry>[] = [
    { id: 'created_at', header: t`Quando`, cell: (e) => formatDateTime(e.attributes.created_at) },
    {
      id: 'action',
      header: t`Ação`,
      cell: (e) => {
        const label = auditActionLabels[e.attributes.action]
        return label ? i18n._(label) : e.attributes.action
      },
    },
    {
      id: 'sentence',
      header: t`O que aconteceu`,
      cell: (e) => describeAuditEntry(i18n, e.attributes).sentence,
    },
  ]

  return (
    <div className="bo-page">
      <PageTitle title={t`Registro de ações`} />
      <h1>
        <Trans>Registro de ações</Trans>
      </h1>
      <div className="bo-split">
        <DataTable
          label={t`Registro de ações`}
          columns={columns}
          rows={data?.data}
          rowKey={(e) => e.id}
          total={data?.meta.total}
          list={list}
          totalPages={data?.meta.total_pages}
          filters={[
            {
              key: 'admin_id',
              label: t`Administrador`,
              all: t`Todos os administradores`,
              options: (admins ?? []).map((a) => ({
                value: a.id,
                label: `${a.attributes.name} (${a.attributes.email})`,
              })),
            },
            {
              key: 'target_type',
              label: t`Tipo de alvo`,
              all: t`Todos os alvos`,
              options: Object.entries(auditTargetLabels).map(([k, label]) => ({
                value: k,
                label: i18n._(label),
              })),
            },
          ]}
          toolbar={
            <form
              className="bo-actions"
              onSubmit={(e) => {
                e.preventDefault()
                list.setFilter('target_id', targetId.trim())
              }}
            >
              <label htmlFor="audit-target-id" className="visually-hidden">
                {t`Código do alvo`}
              </label>
              <input
                id="audit-target-id"
                className="input"
                style={{ width: '9rem' }}
                placeholder={t`Código do alvo`}
                value={targetId}
                onChange={(e) => setTargetId(e.target.value)}
              />
              <Button type="submit" variant="secondary" small>
                <Trans>Filtrar</Trans>
              </Button>
            </form>
          }
          onActivate={setSelected}
          selectedKey={selected?.id ?? null}
          loading={isFetching}
          error={isError}
          empty={<Trans>Nenhuma ação registrada com esses filtros.</Trans>}
        />
        {selected && <AuditEntryDetail entry={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  )
}
