import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export interface PanelLink {
  to: string
  label: ReactNode
  exact?: boolean
}

/** A sidebar (wide screens) or a scrollable row of links (phones). */
export function PanelNav({ label, links }: { label: string; links: PanelLink[] }) {
  return (
    <nav className="panel-nav" aria-label={label}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} activeOptions={{ exact: l.exact ?? false }}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
