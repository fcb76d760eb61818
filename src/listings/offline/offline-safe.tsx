import { Trans } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { isChunkLoadError } from '../../lib/browser/chunk-reload'
import './offline-safe.css'
import '../../lib/i18n/shared-catalog'

function OfflinePart() {
  return (
    <p className="offline-part muted">
      <Trans>Sem conexão: esta parte da página aparece quando você abri-la com sinal.</Trans>
    </p>
  )
}

/**
 * For `lazy(() => offlineSafe(() => import('…')))`: a part of a page whose code is not on this phone yet (the map
 * library is left out of the precache) shows a short pt-BR note offline instead of failing the whole page.
 * Chromium remembers a failed dynamic import for the page's lifetime, so there is no retry here; the next
 * visit with a signal loads it.
 */
export function offlineSafe<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  return load().catch((error: unknown) => {
    if (globalThis.navigator?.onLine !== false || !isChunkLoadError(error)) throw error
    return { default: OfflinePart as ComponentType<P> }
  })
}
