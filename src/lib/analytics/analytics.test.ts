import { afterEach, describe, expect, it, vi } from 'vitest'
import { MISSING_TAG_ID, resetTrackers, startTrackers, trackConsent } from './analytics'

const ids = { tag_id: 'G-ABC1234', pixel_id: '123456789', tag_manager_id: 'GTM-XYZ123' }
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src)

afterEach(() => {
  resetTrackers()
  document.head.innerHTML = ''
  vi.restoreAllMocks()
})

describe('analytics after consent', () => {
  it('loads each configured tracker once, and sends lgpd_click through the tag', () => {
    const w: Record<string, unknown> = {}
    startTrackers(ids, w)
    startTrackers(ids, w)
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
      'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ])
    trackConsent(ids, w)
    const layer = (w.dataLayer as ArrayLike<unknown>[]).map((e) => Array.from(e as ArrayLike<unknown>))
    expect(layer).toContainEqual([
      'event',
      'lgpd_click',
      { event_category: 'lgpd', event_label: 'click_lgpd_accepted_button' },
    ])
  })

  it('loads nothing for ids of the wrong shape, and logs the missing tag id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const w: Record<string, unknown> = {}
    const bad = { tag_id: 'x"><script>', pixel_id: '', tag_manager_id: '' }
    startTrackers(bad, w)
    expect(scripts()).toEqual([])
    trackConsent(bad, w)
    expect(error).toHaveBeenCalledWith(MISSING_TAG_ID)
  })
})
