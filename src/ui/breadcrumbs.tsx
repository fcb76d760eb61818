import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import '../lib/i18n/discovery-catalog'

export interface Crumb {
  label: string
  to?: string
  search?: Record<string, string>
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui()
  return (
    <nav className="breadcrumbs" aria-label={t`Você está em`}>
      <ol>
        {items.map((c, i) => (
          <li key={i} className={c.to ? undefined : 'breadcrumbs-current'}>
            {c.to ? (
              <Link to={c.to} search={c.search as never}>
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
