import '../../../lib/i18n/listing-catalog'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { errorMsg } from '../../../domain/messages'
import { buttonClass } from '../../../ui/button'

/** A dashboard list that could not be read: offline, where it will show; else the product's load error. */
export function ListLoadFailed({ offline }: { offline: string }) {
  return (
    <p className="panel" role="alert">
      {navigator.onLine ? errorMsg.dashboardLoad : offline}
    </p>
  )
}

/** One of my listings that could not be opened: gone (404) or not read, with the way back to the list. */
export function ListingLoadFailed({
  error,
  notFound,
  back,
  backLabel,
}: {
  error: unknown
  notFound: string
  back: '/dashboard/properties' | '/dashboard/vehicles'
  backLabel: ReactNode
}) {
  const gone = typeof error === 'object' && error !== null && 'status' in error && error.status === 404
  return (
    <div className="panel" role="alert">
      <p>{gone ? notFound : errorMsg.dashboardLoad}</p>
      <Link to={back} className={buttonClass({ variant: 'secondary' })}>
        {backLabel}
      </Link>
    </div>
  )
}
