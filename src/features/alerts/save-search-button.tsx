import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { SavedSearchKind } from '../../domain/saved-search'
import { Button } from '../../ui/button'
import { BellIcon } from '../../ui/detail-icons'
import { queryOfSearch } from './search-query'
import '../../lib/i18n/discovery-catalog'

// The dialog (radix, zod, the outbox, its texts) loads on the first tap: the list pages' first load stays as it was.
const SaveSearchDialog = lazy(() => import('./dialog/save-search-dialog'))

/** "Salvar busca" on /imoveis and /veiculos: saves the list's current search (filters, text, map area). */
export function SaveSearchButton({
  kind,
  search,
}: {
  kind: SavedSearchKind
  search: Readonly<Record<string, unknown>>
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        small
        aria-haspopup="dialog"
        className="save-search-button"
        onClick={() => setOpen(true)}
      >
        <BellIcon size={18} />
        {t`Salvar busca`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog kind={kind} query={queryOfSearch(search)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
