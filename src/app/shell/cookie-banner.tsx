import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { COOKIE_MAX_AGE_SECONDS, LGPD_COOKIE } from '../../lib/browser/consent-cookie'
import { readCookie, writeCookie } from '../../lib/browser/cookies'
import { Button } from '../../ui/button'
import './cookie-banner.css'

export const hasAcceptedCookies = () => readCookie(LGPD_COOKIE) === 'true'

/** LGPD: shown until lgpdAccepted=true; only the accept button closes it (no tracking before consent). */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasAcceptedCookies())
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
