import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageTitle } from '../../../ui/page-title'
import { formatNumber } from '../../../lib/format/format'
import { overviewQueryOptions } from '../api/get-overview'
import { profileLabels, subscriptionStatusLabels } from '../labels'
import { Sparkline } from './sparkline'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

function Card({ title, to, children }: { title: ReactNode; to?: string; children: ReactNode }) {
  return (
    <section className="bo-card">
      <h2>{to ? <Link to={to}>{title}</Link> : title}</h2>
      {children}
    </section>
  )
}

/** /backoffice/dashboard: the marketplace at a glance, with the last 30 days' trends. */
export function OverviewPage({ greeting }: { greeting?: ReactNode }) {
  const { t, i18n } = useLingui()
  const { data, isError } = useQuery(overviewQueryOptions())
  const b = '/backoffice/dashboard'
  return (
    <div className="bo-page">
      <PageTitle title={t`Painel administrativo`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Painel</Trans>
        </h1>
        {greeting}
      </div>
      {isError && (
        <p role="alert">
          <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
        </p>
      )}
      {!data && !isError && <p className="muted">{t`Carregando…`}</p>}
      {data && (
        <div className="bo-cards">
          <Card title={<Trans>Usuários por perfil</Trans>} to={`${b}/users`}>
            <p className="bo-figure">{formatNumber(sum(Object.values(data.users_by_profile)))}</p>
            <dl className="bo-breakdown">
              {Object.entries(data.users_by_profile).map(([k, n]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{i18n._(profileLabels[k]!)}</dt>
                  <dd>{formatNumber(n)}</dd>
                </div>
              ))}
            </dl>
            <Sparkline values={data.trends.new_users} label={t`Novos usuários por dia, últimos 30 dias`} />
            <p className="muted">
              <Trans>{formatNumber(sum(data.trends.new_users))} novos em 30 dias</Trans>
            </p>
          </Card>
          <Card title={<Trans>Anúncios ativos</Trans>} to={`${b}/properties`}>
            <dl className="bo-breakdown">
              <dt>
                <Trans>Imóveis</Trans>
              </dt>
              <dd>{formatNumber(data.active_listings.properties)}</dd>
              <dt>
                <Trans>Veículos</Trans>
              </dt>
              <dd>{formatNumber(data.active_listings.vehicles)}</dd>
            </dl>
            <Sparkline values={data.trends.new_listings} label={t`Novos anúncios por dia, últimos 30 dias`} />
            <p className="muted">
              <Trans>{formatNumber(sum(data.trends.new_listings))} novos anúncios em 30 dias</Trans>
            </p>
          </Card>
          <Card title={<Trans>Veículos aguardando revisão</Trans>} to={`${b}/advertisements`}>
            <p className="bo-figure">{formatNumber(data.vehicles_pending_review)}</p>
          </Card>
          <Card title={<Trans>Denúncias abertas</Trans>} to={`${b}/propertyReports`}>
            <p className="bo-figure">{formatNumber(data.open_reports)}</p>
            <Sparkline values={data.trends.reports} label={t`Denúncias por dia, últimos 30 dias`} />
            <p className="muted">
              <Trans>{formatNumber(sum(data.trends.reports))} recebidas em 30 dias</Trans>
            </p>
          </Card>
          <Card title={<Trans>Assinaturas por situação</Trans>} to={`${b}/subscriptions`}>
            <dl className="bo-breakdown">
              {Object.entries(data.subscriptions_by_status).map(([k, n]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{i18n._(subscriptionStatusLabels[k]!)}</dt>
                  <dd>{formatNumber(n)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={<Trans>Contatos nesta semana</Trans>}>
            <p className="bo-figure">{formatNumber(data.leads_this_week)}</p>
            <Sparkline values={data.trends.leads} label={t`Contatos por dia, últimos 30 dias`} />
            <p className="muted">
              <Trans>{formatNumber(sum(data.trends.leads))} contatos em 30 dias</Trans>
            </p>
          </Card>
        </div>
      )}
    </div>
  )
}
