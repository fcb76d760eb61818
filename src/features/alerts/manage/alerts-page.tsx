import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { errorMsg } from '../../../domain/messages'
import { useOutboxWrite } from '../../../lib/offline/use-outbox-write'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { WriteStatus } from '../../../ui/write-status'
import { queueSavedSearch } from '../api/queue-saved-search'
import { savedSearchesQueryOptions } from '../api/saved-search-queries'
import { takeSavedSearchDraft } from '../saved-search-draft'
import { SavedSearchRow } from './saved-search-row'
import { usePendingSavedSearches } from './use-pending-saved-searches'
import '../../../lib/i18n/visitor-catalog'
import '../alerts.css'

/** A search a visitor saved before signing in is saved now, once (the draft is taken when read). */
function useDraftSavedOnArrival() {
  const write = useOutboxWrite()
  const taken = useRef(false)
  const { submit } = write
  useEffect(() => {
    if (taken.current) return
    taken.current = true
    const draft = takeSavedSearchDraft()
    if (draft) void submit(() => queueSavedSearch(draft))
  }, [submit])
  return write
}

/** /dashboard/alertas: the user's saved searches and how each one alerts them. */
export function AlertsPage() {
  const { t } = useLingui()
  const draft = useDraftSavedOnArrival()
  const pending = usePendingSavedSearches()
  const { data, isPending, isError, refetch, isRefetching } = useQuery(savedSearchesQueryOptions())

  return (
    <section className="alerts-page" aria-labelledby="alerts-title">
      <PageTitle title={t`Meus alertas`} />
      <h1 className="page-title" id="alerts-title">
        <Trans>Meus alertas</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Avisamos você quando surgir um anúncio que combina com uma busca salva, ou quando um preço baixar.
        </Trans>
      </p>
      <WriteStatus
        phase={draft.phase}
        texts={{
          sent: t`Sua busca foi salva.`,
          queued: t`Sem conexão: sua busca será salva quando o sinal voltar`,
          error: errorMsg.generic,
        }}
        onRetry={() => void draft.retry()}
        onDiscard={() => void draft.discard()}
      />
      {pending.length > 0 && (
        <ul className="saved-search-list" aria-label={t`Buscas aguardando envio`}>
          {pending.map((p) => (
            <li key={p.id} className="saved-search saved-search-pending">
              <p className="saved-search-name">{p.name}</p>
              <p className="muted">{p.failed === null ? t`Aguardando envio` : p.failed || t`Falhou`}</p>
            </li>
          ))}
        </ul>
      )}
      {isPending ? (
        <div aria-busy="true" aria-label={t`Carregando alertas`}>
          <Skeleton width="100%" height="7rem" />
          <Skeleton width="100%" height="7rem" style={{ marginTop: '1rem' }} />
        </div>
      ) : isError && !data ? (
        <div className="panel" role="alert">
          <p>
            <strong>
              <Trans>Não foi possível carregar seus alertas.</Trans>
            </strong>
          </p>
          <p>
            <Trans>Verifique sua conexão e tente novamente.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </div>
      ) : data.length === 0 && pending.length === 0 ? (
        <EmptyState title={t`Você ainda não salvou nenhuma busca.`}>
          <p>
            <Trans>
              Faça uma busca e toque em “Salvar busca”: avisamos quando surgir um anúncio que combina com ela.
            </Trans>
          </p>
          <p>
            <Link to="/imoveis">
              <Trans>Buscar imóveis</Trans>
            </Link>{' '}
            ·{' '}
            <Link to="/veiculos">
              <Trans>Buscar veículos</Trans>
            </Link>
          </p>
        </EmptyState>
      ) : (
        <ul className="saved-search-list" aria-label={t`Buscas salvas`}>
          {data.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  )
}
