import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '../../ui/toast-store'
import { drainedToast } from './drained-toast'
import { readCounts, useOutboxCounts } from './use-outbox'
import { useOnline } from '../../lib/browser/use-online'
import './connection.css'
import '../../lib/i18n/visitor-catalog'

const OutboxPanel = lazy(() => import('./outbox-panel').then((m) => ({ default: m.OutboxPanel })))
/** Writes waiting this long online count as a backlog (a slow or failing link), not as a message on its way. */
const BACKLOG_AFTER_MS = 2000

/**
 * "Tudo enviado" once the page's replayer has sent what waited and nothing is left; only after a real backlog
 * (something waited offline or for a while): a message sent at once already says so in its form. When something
 * was refused on the way, the toast says so instead: it never says all went while one failed.
 */
function useDrainedToast(waiting: number, online: boolean) {
  const hadBacklog = useRef(false)
  useEffect(() => {
    if (waiting === 0) return
    if (!online) {
      hadBacklog.current = true
      return
    }
    const timer = setTimeout(() => (hadBacklog.current = true), BACKLOG_AFTER_MS)
    return () => clearTimeout(timer)
  }, [waiting, online])

  useEffect(() => {
    let active = true
    let off: (() => void) | undefined
    void import('../../lib/offline/replayer').then(({ pageReplayer }) => {
      if (!active) return
      const replayer = pageReplayer()
      const onDrained = (event: Event) => {
        const { sent } = (event as CustomEvent<{ sent: number }>).detail
        // `sent` counts this page's sends only: the worker (Background Sync) or another tab may have sent them.
        const show = hadBacklog.current
        hadBacklog.current = false
        // Emptied without a signal: nothing went out, the user took it back (discarded, or sent by WhatsApp).
        if (!show || !navigator.onLine) return
        void readCounts()
          .catch(() => ({ failed: 0 }))
          .then(({ failed }) => {
            if (active) toast.add(drainedToast(sent, failed))
          })
      }
      replayer.addEventListener('drained', onDrained)
      off = () => replayer.removeEventListener('drained', onDrained)
    })
    return () => {
      active = false
      off?.()
    }
  }, [])
}

/**
 * The connection state and what waits to be sent (the outbox), as a slim bar at the foot of the header:
 * hidden while online with nothing queued. Opens the queue panel when something waits or failed.
 */
export function ConnectionIndicator() {
  const { t } = useLingui()
  const online = useOnline()
  const { waiting, failed } = useOutboxCounts()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useDrainedToast(waiting, online)
  const state = !online ? 'offline' : failed > 0 ? 'failed' : waiting > 0 ? 'sending' : 'idle'
  const summary = [
    waiting > 0 && t`${waiting} aguardando envio`,
    failed > 0 && plural(failed, { one: '# falhou', other: '# falharam' }),
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <>
      <div className={`connection-bar connection-${state}`} role="status" aria-live="polite">
        {state !== 'idle' && (
          <div className="container connection-bar-inner">
            <span className="connection-dot" aria-hidden="true" />
            {!online && (
              <span className="connection-text">
                <Trans>Você está offline</Trans>
              </span>
            )}
            {waiting + failed > 0 && (
              <button
                type="button"
                className="connection-queue"
                aria-haspopup="dialog"
                onClick={() => setOpen(true)}
              >
                {summary}
              </button>
            )}
          </div>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <OutboxPanel onClose={close} />
        </Suspense>
      )}
    </>
  )
}
