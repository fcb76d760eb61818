import { Trans } from '@lingui/react/macro'
import { useContext, useState } from 'react'
import { COOKIE_MAX_AGE_SECONDS, LGPD_COOKIE } from '../../lib/browser/consent-cookie'
import { readCookie, writeCookie } from '../../lib/browser/cookies'
import { Button } from '../../ui/button'
import { RequestCookies } from './request-cookies'
import './cookie-banner.css'

export const hasAcceptedCookies = () => readCookie(LGPD_COOKIE) === 'true'

/**
 * LGPD: shown until lgpdAccepted=true; only the accept button closes it (no tracking before consent). Rendered by
 * the server too, from the request's cookies: added by the browser after hydration, it was the largest thing a
 * phone painted on the sign-in and owner-flow pages, seconds after their first paint (their LCP).
 */
export function CookieBanner() {
  const requestCookies = useContext(RequestCookies)
  const [visible, setVisible] = useState(
    () => readCookie(LGPD_COOKIE, requestCookies ?? document.cookie) !== 'true',
  )
  if (!visible) return null

  const accept = () => {
    writeCookie(LGPD_COOKIE, 'true', { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax', path: '/' })
    setVisible(false)
    // Consent-gated scripts (analytics, pixel) listen for this; none is configured yet.
    window.dispatchEvent(new CustomEvent('lgpd:accepted'))
  }

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <p className="cookie-banner-text">
        <strong id="cookie-banner-title">
          <Trans id="cookie.title">Nós usamos cookies</Trans>
        </strong>
        <Trans id="cookie.text">
          Usamos cookies essenciais para o site funcionar e, com a sua permissão, para entender o uso e
          melhorar a sua experiência. Saiba mais na nossa{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Política de Privacidade
          </a>
          .
        </Trans>
      </p>
      <Button variant="accent" onClick={accept}>
        <Trans id="cookie.accept">Aceitar e continuar</Trans>
      </Button>
    </section>
  )
}
