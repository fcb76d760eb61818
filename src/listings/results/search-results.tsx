import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PaginationMeta } from '../../domain/api'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Pagination } from '../../ui/pagination'
import { ListError } from './list-error'
import { PackOriginNote } from './pack-origin-note'
import '../../lib/i18n/discovery-catalog'

/**
 * The results part of a search page: the error with a retry when nothing could load, the empty state (with a
 * clear-all when filters are on), else the grid; the pages under either.
 */
export function SearchResults<T>({
  page,
  failed,
  onRetry,
  emptyTitle,
  emptyHint,
  onClear,
  offer,
  children,
}: {
  page: { data: T[]; meta: PaginationMeta } | undefined
  failed: boolean
  onRetry: () => void
  emptyTitle: string
  emptyHint: string
  /** Offered in the empty state; undefined when no filter is on. */
  onClear: (() => void) | undefined
  /** In the empty state, before clearing the filters: another place to look. */
  offer?: ReactNode
  children: (items: T[]) => ReactNode
}) {
  return (
    <>
      {page?.meta.from_pack && <PackOriginNote origin={page.meta.from_pack} />}
      {failed && !page ? (
        <ListError onRetry={onRetry} />
      ) : page && page.data.length === 0 ? (
        <EmptyState title={emptyTitle}>
          <p>{emptyHint}</p>
          {offer}
          {onClear && (
            <Button variant="secondary" onClick={onClear}>
              <Trans>Limpar filtros</Trans>
            </Button>
          )}
        </EmptyState>
      ) : (
        page && children(page.data)
      )}
      {page && <Pagination page={page.meta.page} totalPages={page.meta.total_pages} />}
    </>
  )
}
