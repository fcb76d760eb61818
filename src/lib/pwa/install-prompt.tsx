import { useState, useSyncExternalStore } from 'react'
import { LGPD_COOKIE } from '../browser/consent-cookie'
import { setPwaPrompt, usePwaPrompts } from './prompt-store'

const DISMISSED_KEY = 'mi:install-dismissed-at'
const ASK_AGAIN_AFTER_MS = 90 * 24 * 60 * 60 * 1000

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY))
    return at > 0 && Date.now() - at < ASK_AGAIN_AFTER_MS
  } catch {
    return false
  }
}

/** The cookie banner owns the bottom of the screen until it is accepted: wait for it, never stack on it. */
function useCookiesAccepted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const store = (window as { cookieStore?: EventTarget }).cookieStore
      store?.addEventListener('change', onChange)
      // Fired by the cookie banner (src/app/shell/cookie-banner.tsx) when the user accepts.
      window.addEventListener('lgpd:accepted', onChange)
      return () => {
        store?.removeEventListener('change', onChange)
        window.removeEventListener('lgpd:accepted', onChange)
      }
    },
    () => document.cookie.split('; ').includes(`${LGPD_COOKIE}=true`),
    () => false,
  )
}

/** "Instalar app": a small banner while the browser offers installation; a dismissal is remembered. */
export function InstallPrompt() {
  const { install } = usePwaPrompts()
  const accepted = useCookiesAccepted()
  const [dismissed, setDismissed] = useState(dismissedRecently)
  if (!install || dismissed || !accepted) return null

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()))
    } catch {
      // Private mode: the dismissal lasts for this page only.
    }
    setDismissed(true)
  }
  const installApp = async () => {
    await install.prompt()
    const { outcome } = await install.userChoice
    setPwaPrompt({ install: null })
    if (outcome === 'dismissed') dismiss()
  }

  return (
    <section className="pwa-banner pwa-banner--install" aria-label="Instalar app">
      <img src="/icons/icon-48.png" width={40} height={40} alt="" />
      <p className="pwa-banner__text">
        <strong>Instalar app</strong>
        <span>Acesso rápido, até sem internet.</span>
      </p>
      <button type="button" className="pwa-banner__action" onClick={() => void installApp()}>
        Instalar
      </button>
      <button type="button" className="pwa-banner__close" aria-label="Agora não" onClick={dismiss}>
        ×
      </button>
    </section>
  )
}
