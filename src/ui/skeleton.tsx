import type { CSSProperties } from 'react'
import './skeleton.css'

export function Skeleton({
  width,
  height = '1rem',
  style,
}: {
  width?: string
  height?: string
  style?: CSSProperties
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, ...style }} />
}

export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="status" aria-label={label} />
}
