import type { ReactNode } from 'react'
import './card.css'

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="panel" role="status">
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  )
}
