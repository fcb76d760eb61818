import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminReport, ReportResolveInput } from '../../../domain/backoffice-moderation'
import { reportReasons } from '../../../domain/enums'
import { formatDate } from '../../../lib/format/dates'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { toast } from '../../../ui/toast-store'
import { boKeys } from '../api/keys'
import { pageQueryOptions } from '../api/list-query'
import { resolveReport } from '../api/moderation'
import { reportReasonLabels, reportStateLabels } from '../labels'
import { DataTable, type Column } from '../table/data-table'
import { reportsSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { ReportPanel } from './report-panel'
import { StatusBadge } from './status-badge'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

type Counts = { counts: { open: number; closed: number } }

/** /backoffice/dashboard/propertyReports: the queue of reports sent by visitors, open ones first. */
export function ReportsPage() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useListState(reportsSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<AdminReport, Counts>('reports', '/v1/admin/reports', list.params),
  )
  const [selected, setSelected] = useState<AdminReport | null>(null)
  const counts = data?.meta.counts

  const resolve = async (input: ReportResolveInput) => {
    if (!selected) return
    try {
      const report = await resolveReport(selected.id, input)
      setSelected(report)
      await queryClient.invalidateQueries({ queryKey: boKeys.lists('reports') })
      toast.add({
        severity: 'success',
        summary: input.resolution === 'dismissed' ? t`Denúncia descartada` : t`Denúncia resolvida`,
      })
    } catch (err) {
      toast.add({
        severity: 'error',
        summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
        detail: isApiError(err) ? err.errors[0]?.detail : undefined,
      })
    }
  }

  const columns: Column<AdminReport>[] = [
    {
      id: 'created_at',
      header: t`Recebida`,
      sortable: true,
      cell: (r) => formatDate(r.attributes.created_at),
    },
    {
      id: 'reason',
      header: t`Motivo`,
      sortable: true,
      cell: (r) => i18n._(reportReasonLabels[r.attributes.reason]!),
    },
    {
      id: 'listing',
      header: t`Anúncio`,
      cell: (r) => `#${r.attributes.listing.id} · ${r.attributes.listing.title}`,
    },
    {
      id: 'details',
      header: t`Detalhes`,
      wide: true,
      cell: (r) => (r.attributes.details ?? '').slice(0, 80),
    },
    {
      id: 'state',
      header: t`Situação`,
      cell: (r) => (
        <StatusBadge
          value={
            r.attributes.state === 'open'
              ? 'open'
              : r.attributes.resolution === 'dismissed'
                ? 'inactive'
                : 'active'
          }
          labels={reportStateLabels}
        />
      ),
    },
  ]

  const tab = (state: 'open' | 'closed', label: string, n: number | undefined) => (
    <Button
      variant={list.search.state === state ? 'primary' : 'ghost'}
      small
      aria-pressed={list.search.state === state}
      onClick={() => list.setFilter('state', state)}
    >
      {label} ({n ?? '…'})
    </Button>
  )

  return (
    <div className="bo-page">
      <PageTitle title={t`Denúncias de imóveis`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Denúncias de imóveis</Trans>
        </h1>
        <div className="bo-actions">
          {tab('open', t`Abertas`, counts?.open)}
          {tab('closed', t`Encerradas`, counts?.closed)}
        </div>
      </div>
      <div className="bo-split">
        <DataTable
          label={t`Denúncias`}
          columns={columns}
          rows={data?.data}
          rowKey={(r) => r.id}
          total={data?.meta.total}
          list={list}
          totalPages={data?.meta.total_pages}
          searchPlaceholder={t`Buscar nos detalhes`}
          filters={[
            {
              key: 'reason',
              label: t`Motivo`,
              all: t`Todos os motivos`,
              options: reportReasons.map((r) => ({ value: r, label: i18n._(reportReasonLabels[r]!) })),
            },
          ]}
          onActivate={setSelected}
          selectedKey={selected?.id ?? null}
          loading={isFetching}
          error={isError}
          empty={<Trans>Nenhuma denúncia por aqui.</Trans>}
        />
        {selected && (
          <ReportPanel
            key={selected.id}
            report={selected}
            onResolve={resolve}
            onClose={() => setSelected(null)}
          />
        )}
      </div>
    </div>
  )
}
