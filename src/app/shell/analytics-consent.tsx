import { useEffect } from 'react'
import { useSettings } from '../../lib/settings/get-settings'
import { hasAcceptedCookies } from './cookie-banner'

/**
 * Starts the site's analytics once the visitor has accepted cookies (now, or on an earlier visit). The adapter is
 * its own chunk, fetched only when the website settings name a tracker; before consent nothing is requested.
 */
export function AnalyticsConsent() {
  const ids = useSettings().data?.analytics
  useEffect(() => {
    if (!ids || !(ids.tag_id || ids.pixel_id || ids.tag_manager_id)) return
    const load = () => import('../../lib/analytics/analytics')
    if (hasAcceptedCookies()) {
      void load().then((a) => a.startTrackers(ids))
      return
    }
    const onAccepted = () =>
      void load().then((a) => {
        a.startTrackers(ids)
        a.trackConsent(ids)
      })
    window.addEventListener('lgpd:accepted', onAccepted, { once: true })
    return () => window.removeEventListener('lgpd:accepted', onAccepted)
  }, [ids])
  return null
}
