import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { portfolioSizeLabels, type BusinessLead, type PortfolioSize } from '../../../domain/business-lead'
import { towns } from '../../../domain/region'
import { formatDate } from '../../../lib/format/dates'
import { PageTitle } from '../../../ui/page-title'
import { pageQueryOptions } from '../api/list-query'
import { DataTable, type Column } from '../table/data-table'
import { businessLeadsSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

const townName = (slug: string) =>
  towns.find((t) => t.slug === slug)?.name ?? (slug === 'outra' ? 'Outra cidade' : slug)

/** /backoffice/dashboard/leads: the agencies' and brokers' contact requests from /anunciar/imobiliaria-ou-corretor. */
export function BusinessLeadsPage() {
  const { t } = useLingui()
  const list = useListState(businessLeadsSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<BusinessLead>('business-leads', '/v1/admin/business-leads', list.params),
  )
  const columns: Column<BusinessLead>[] = [
    { id: 'created_at', header: t`Recebido`, cell: (l) => formatDate(l.attributes.created_at) },
    { id: 'name', header: t`Nome ou empresa`, cell: (l) => <strong>{l.attributes.name}</strong> },
    {
      id: 'email',
      header: t`E-mail`,
      cell: (l) => <a href={`mailto:${l.attributes.email}`}>{l.attributes.email}</a>,
    },
    { id: 'phone', header: t`Telefone ou WhatsApp`, cell: (l) => l.attributes.phone },
    { id: 'city', header: t`Cidade`, wide: true, cell: (l) => townName(l.attributes.city) },
    {
      id: 'portfolio',
      header: t`Carteira`,
      wide: true,
      cell: (l) =>
        portfolioSizeLabels[l.attributes.portfolio_size as PortfolioSize] ?? l.attributes.portfolio_size,
    },
  ]
  return (
    <div className="bo-page">
      <PageTitle title={t`Pedidos de imobiliárias e corretores`} />
      <h1>
        <Trans>Pedidos de imobiliárias e corretores</Trans>
      </h1>
      <DataTable
        label={t`Pedidos de imobiliárias e corretores`}
        columns={columns}
        rows={data?.data}
        rowKey={(l) => l.id}
        total={data?.meta.total}
        list={list}
        totalPages={data?.meta.total_pages}
        loading={isFetching}
        error={isError}
        empty={<Trans>Nenhum pedido recebido.</Trans>}
      />
    </div>
  )
}
