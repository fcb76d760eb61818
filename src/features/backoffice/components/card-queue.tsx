import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../../ui/button'
import '../../../lib/i18n/backoffice-catalog'

/**
 * A back office queue shown as cards (vehicles to review, documents to check): the load error, the empty state,
 * the cards and the pager below them.
 */
export function CardQueue<T extends { id: string }>({
  data,
  isError,
  empty,
  page,
  onPage,
  card,
}: {
  data: { data: T[]; meta: { total_pages: number } } | undefined
  isError: boolean
  empty: ReactNode
  page: number
  onPage(page: number): void
  card(item: T): ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      {isError && (
        <p role="alert">
          <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
        </p>
      )}
      {data?.data.length === 0 && <p className="muted">{empty}</p>}
      <div className="bo-cards">{data?.data.map(card)}</div>
      {data && data.meta.total_pages > 1 && (
        <div className="bo-actions">
          <Button variant="ghost" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Trans>Anterior</Trans>
          </Button>
          <span>{t`Página ${page} de ${data.meta.total_pages}`}</span>
          <Button
            variant="ghost"
            small
            disabled={page >= data.meta.total_pages}
            onClick={() => onPage(page + 1)}
          >
            <Trans>Próxima</Trans>
          </Button>
        </div>
      )}
    </>
  )
}
