import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { errorMsg } from '../../domain/messages'
import { formatNumber as n } from '../../lib/format/format'
import type { ListingStats } from '../../domain/stats'
import { EmptyState } from '../../ui/empty-state'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { statsQueryOptions } from './api/get-stats'
import '../../lib/i18n/listing-catalog'
import './stats.css'

// Its own chunk: the dashboard's first paint shows the totals while the drawing loads.
const DailyChart = lazy(() => import('./daily-chart'))

/** /dashboard: totals, the last 30 days, and each listing's views and leads. */
export function StatsPage() {
  const { t } = useLingui()
  const query = useQuery(statsQueryOptions())
  return (
    <div className="stats">
      <PageTitle title={t`Painel`} />
      <h1>
        <Trans>Resumo</Trans>
      </h1>
      {query.isPending ? (
        <Skeleton width="100%" height="16rem" />
      ) : !query.data ? (
        <p className="panel" role="alert">
          {errorMsg.dashboardLoad}
        </p>
      ) : (
        <>
          <dl className="stats-totals">
            <div>
              <dt>{t`Anúncios ativos`}</dt>
              <dd data-testid="stats-active">{n(query.data.active_listings)}</dd>
            </div>
            <div>
              <dt>{t`Contatos`}</dt>
              <dd data-testid="stats-leads">{n(query.data.leads)}</dd>
            </div>
            <div>
              <dt>{t`Visualizações`}</dt>
              <dd data-testid="stats-views">{n(query.data.views)}</dd>
            </div>
          </dl>
          <p className="stats-kinds">
            {t`Mensagens: ${n(query.data.leads_by_kind.message)} · WhatsApp: ${n(query.data.leads_by_kind.whatsapp)} · Telefone: ${n(query.data.leads_by_kind.phone)}`}
          </p>
          <Suspense fallback={<Skeleton width="100%" height="10rem" />}>
            <DailyChart days={query.data.daily} />
          </Suspense>
          <ListingTable listings={query.data.listings} />
        </>
      )}
    </div>
  )
}

function ListingTable({ listings }: { listings: ListingStats[] }) {
  const { t } = useLingui()
  if (listings.length === 0)
    return (
      <EmptyState title={t`Você ainda não tem anúncios.`}>
        <p>
          <Trans>Publique um imóvel ou veículo para ver aqui as visualizações e os contatos.</Trans>
        </p>
      </EmptyState>
    )
  const dash = '—'
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? dash : n(value)
  return (
    <div className="stats-table-wrap" role="region" aria-labelledby="stats-listings" tabIndex={0}>
      <table className="stats-table">
        <caption id="stats-listings">{t`Por anúncio`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Anúncio`}</th>
            <th scope="col">{t`Visualizações`}</th>
            <th scope="col">{t`Hoje`}</th>
            <th scope="col">{t`Semana`}</th>
            <th scope="col">{t`15 dias`}</th>
            <th scope="col">{t`Mensagens`}</th>
            <th scope="col">{t`WhatsApp`}</th>
            <th scope="col">{t`Telefone`}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => (
            <tr key={l.key} data-testid="stats-row">
              <th scope="row">{l.title}</th>
              <td>{count(l.views?.total)}</td>
              <td>{count(l.views?.today)}</td>
              <td>{count(l.views?.week)}</td>
              <td>{count(l.views?.last_15_days)}</td>
              <td>{n(l.leads.message)}</td>
              <td>{n(l.leads.whatsapp)}</td>
              <td>{n(l.leads.phone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
