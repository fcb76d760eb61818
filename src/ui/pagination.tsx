import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronLeftIcon, ChevronRightIcon } from './detail-icons'
import './pagination.css'
import '../lib/i18n/shared-catalog'

/** Pages to show: first, last, and a window around the current one; null marks a gap. */
export function pageWindow(page: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = []
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - page) <= radius) pages.push(p)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/**
 * Real links (crawlable, open in a new tab) to the same route with every search param kept and `param` changed.
 */
export function Pagination({
  page,
  totalPages,
  param = 'page',
}: {
  page: number
  totalPages: number
  param?: string
}) {
  const { t } = useLingui()
  if (totalPages <= 1) return null
  // Typed routes cannot know the caller's search shape; the keys are kept untouched.
  const search = (p: number) => (prev: Record<string, unknown>) => ({
    ...prev,
    [param]: p === 1 ? undefined : p,
  })
  const link = (p: number, label: string, children: React.ReactNode) => (
    <Link
      to="."
      search={search(p) as never}
      aria-label={label}
      aria-current={p === page ? 'page' : undefined}
    >
      {children}
    </Link>
  )
  return (
    <nav className="pagination" aria-label={t`Paginação`}>
      <ul>
        {page > 1 && <li>{link(page - 1, t`Página anterior`, <ChevronLeftIcon />)}</li>}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap${i}`}>
              <span className="pagination-gap">…</span>
            </li>
          ) : (
            <li key={p}>{link(p, t`Página ${p}`, p)}</li>
          ),
        )}
        {page < totalPages && <li>{link(page + 1, t`Próxima página`, <ChevronRightIcon />)}</li>}
      </ul>
    </nav>
  )
}
