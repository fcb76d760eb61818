import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { leadKinds } from '../../domain/enums'
import { errorMsg } from '../../domain/messages'
import { EmptyState } from '../../ui/empty-state'
import { PageTitle } from '../../ui/page-title'
import { Pagination } from '../../ui/pagination'
import { Skeleton } from '../../ui/skeleton'
import { inboxQueryOptions, type InboxSearch } from './api/inbox-queries'
import { InboxFilters } from './inbox-filters'
import { emptyLabels, tabLabels } from './labels'
import { LeadItem } from './lead-item'
import '../../lib/i18n/listing-catalog'
import '../../ui/field.css'
import './leads.css'
import { formatNumber } from '../../lib/format/format'

/** /dashboard/messages: tabs per kind with counts, unread in bold, search, listing filter, archive, pages. */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const kind = search.kind ?? 'message'
  const box = search.box ?? 'inbox'
  const query = useQuery({ ...inboxQueryOptions(search), placeholderData: keepPreviousData })
  const counts = query.data?.meta.counts
  // Typed routes cannot know this page's search shape from inside the feature: the keys are kept as they are.
  const go = (next: InboxSearch) =>
    void navigate({
      to: '.',
      search: ((prev: InboxSearch) => ({ ...prev, page: undefined, ...next })) as never,
    })

  return (
    <div className="inbox">
      <PageTitle title={t`Mensagens`} />
      <header className="section-head">
        <h1>{box === 'archived' ? <Trans>Mensagens arquivadas</Trans> : <Trans>Mensagens</Trans>}</h1>
        <Link
          to="."
          search={
            ((prev: InboxSearch) => ({
              ...prev,
              page: undefined,
              box: box === 'archived' ? undefined : 'archived',
            })) as never
          }
        >
          {box === 'archived' ? <Trans>Voltar para a caixa de entrada</Trans> : <Trans>Ver arquivadas</Trans>}
        </Link>
      </header>
      <nav className="inbox-tabs" aria-label={t`Tipo de contato`}>
        <ul>
          {leadKinds.map((k) => {
            const c = counts?.[k]
            return (
              <li key={k}>
                <Link
                  to="."
                  search={
                    ((prev: InboxSearch) => ({
                      ...prev,
                      page: undefined,
                      kind: k === 'message' ? undefined : k,
                    })) as never
                  }
                  aria-current={k === kind ? 'page' : undefined}
                  data-testid={`inbox-tab-${k}`}
                >
                  {i18n._(tabLabels[k])}
                  {c && (
                    <span className="inbox-tab-count">
                      {' '}
                      {formatNumber(c.total)}
                      {c.unread > 0 && (
                        <span className="badge badge-accent">
                          {formatNumber(c.unread)}
                          <span className="visually-hidden"> {t`não lidas`}</span>
                        </span>
                      )}
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <InboxFilters search={search} listings={query.data?.meta.listings ?? []} onChange={go} />
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError && !query.data ? (
        <p className="panel" role="alert">
          {navigator.onLine
            ? errorMsg.dashboardLoad
            : t`Sem conexão: suas mensagens aparecem aqui quando a conexão voltar.`}
        </p>
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title={
            search.q || search.listing
              ? t`Nenhum contato encontrado com esses filtros.`
              : box === 'archived'
                ? t`Nenhum contato arquivado.`
                : i18n._(emptyLabels[kind])
          }
        >
          {!search.q && !search.listing && box === 'inbox' && (
            <p>
              <Trans>Quando um visitante entrar em contato pelos seus anúncios, ele aparece aqui.</Trans>
            </p>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="inbox-list" aria-label={i18n._(tabLabels[kind])}>
            {query.data.data.map((lead) => (
              <LeadItem key={lead.id} lead={lead} />
            ))}
          </ul>
          <Pagination page={search.page ?? 1} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}
