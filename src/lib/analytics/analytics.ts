// Site analytics after LGPD consent only: the GA4-compatible tag, the ad pixel and the tag manager, each loaded
// when its id is set in the website settings and the visitor has accepted cookies. Nothing is fetched from a
// third party before that (no script, no cookie). Loaded lazily by the app shell, and only when an id is set.

import { analyticsIdValid } from '../../domain/analytics-ids'

export interface AnalyticsIds {
  tag_id: string
  pixel_id: string
  tag_manager_id: string
}

type DataLayer = unknown[]
interface TrackingWindow {
  dataLayer?: DataLayer
  gtag?: (...args: unknown[]) => void
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string }
  _fbq?: unknown
}

export const MISSING_TAG_ID = 'Analytics: o ID da tag de análise (tag_id) não está configurado.'

/** Ids go into script URLs: only their documented shapes are used. */
const valid = analyticsIdValid

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

let started = false

/** Loads the configured trackers; call only after consent. Runs once per page. */
export function startTrackers(ids: AnalyticsIds, w: TrackingWindow = window as TrackingWindow): void {
  if (started) return
  started = true
  const layer = (w.dataLayer ??= [])
  if (valid.tag(ids.tag_id)) {
    // gtag() is the documented queue: it pushes its arguments object, which gtag.js reads once it loads.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
      layer.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', ids.tag_id)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${ids.tag_id}`)
  }
  if (valid.manager(ids.tag_manager_id)) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${ids.tag_manager_id}`)
  }
  if (valid.pixel(ids.pixel_id) && !w.fbq) {
    const queue: unknown[] = []
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), {
      queue,
      loaded: true,
      version: '2.0',
    })
    w.fbq = w._fbq = fbq
    fbq('init', ids.pixel_id)
    fbq('track', 'PageView')
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
}

/** An event through the analytics tag; without a tag id, the error the product logs instead. */
export function trackEvent(
  ids: AnalyticsIds,
  name: string,
  params: Record<string, string>,
  w: TrackingWindow = window as TrackingWindow,
): void {
  if (!valid.tag(ids.tag_id) || !w.gtag) {
    console.error(MISSING_TAG_ID)
    return
  }
  w.gtag('event', name, params)
}

/** The consent event itself: lgpd_click, category lgpd, label click_lgpd_accepted_button. */
export const trackConsent = (ids: AnalyticsIds, w?: TrackingWindow) =>
  trackEvent(ids, 'lgpd_click', { event_category: 'lgpd', event_label: 'click_lgpd_accepted_button' }, w)

/** Test hook: forget that the trackers started. */
export const resetTrackers = () => {
  started = false
}
