import { Trans } from '@lingui/react/macro'
import { ClientOnly, Outlet } from '@tanstack/react-router'
import { PwaPrompts } from '../../lib/pwa/pwa-prompts'
import { Toaster } from '../../ui/toaster'
import { AnalyticsConsent } from './analytics-consent'
import { CookieBanner } from './cookie-banner'
import { LoadingBar } from './loading-bar'
import { ScrollToTop } from './scroll-to-top'
import './shell.css'

/** The app shell: routed area (layouts add header and footer), two toast areas, scroll-to-top, cookie banner. */
export function RootShell() {
  return (
    <>
      <a className="skip-link" href="#conteudo">
        <Trans id="skip_to_content">Pular para o conteúdo</Trans>
      </a>
      <LoadingBar />
      <Outlet />
      {/* In the server's HTML too: the server reads the same cookie (see CookieBanner). */}
      <CookieBanner />
      {/* What depends on the browser's state (storage, install and update offers) is not in the HTML the server
          renders: it appears once the page has hydrated. */}
      <ClientOnly>
        <Toaster position="top-right" />
        <Toaster group="bc" position="bottom-center" />
        <ScrollToTop />
        <AnalyticsConsent />
        <PwaPrompts />
      </ClientOnly>
    </>
  )
}
