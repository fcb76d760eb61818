import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { unreadQueryOptions } from './api/inbox-queries'
import '../../lib/i18n/listing-catalog'
import './leads.css'
import { formatNumber } from '../../lib/format/format'

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/** The unread count next to "Mensagens" in the dashboard navigation, and on the app icon where the browser can. */
export function UnreadBadge() {
  const { t } = useLingui()
  const total = useQuery(unreadQueryOptions()).data?.total
  useEffect(() => {
    if (total === undefined) return
    const nav = navigator as BadgeNavigator
    // Refused when the app is not installed or the permission is missing: the count in the page remains.
    const done = total > 0 ? nav.setAppBadge?.(total) : nav.clearAppBadge?.()
    done?.catch(() => undefined)
  }, [total])
  if (!total) return null
  return (
    <span className="badge badge-accent unread-badge" data-testid="unread-count">
      {formatNumber(total)}
      <span className="visually-hidden"> {t`não lidas`}</span>
    </span>
  )
}
