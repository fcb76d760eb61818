import { Trans } from '@lingui/react/macro'
import type { WritePhase } from '../lib/offline/use-outbox-write'
import { Button } from './button'
import '../lib/i18n/visitor-catalog'
import './write-status.css'

export interface WriteStatusTexts {
  sent: string
  sentDetail?: string
  queued: string
  /** The product's shared text for unexpected errors (errorMsg), so every form says it the same way. */
  error: string
  another?: string
}

/** What became of a write the user sent: announced politely, failures as alerts. Nothing while idle or sending. */
export function WriteStatus({
  phase,
  texts,
  onRetry,
  onDiscard,
  onAnother,
}: {
  phase: WritePhase
  texts: WriteStatusTexts
  onRetry: () => void
  onDiscard: () => void
  onAnother?: () => void
}) {
  const anotherButton = onAnother && texts.another && (
    <Button variant="secondary" small onClick={onAnother}>
      {texts.another}
    </Button>
  )
  // The confirmation replaces the button the visitor just pressed, often below the screen's edge on a phone:
  // it is brought into view and focused, so it is seen and read out even where a live region appearing with its
  // text is not announced.
  const bringIntoView = (el: HTMLDivElement | null) => {
    if (!el) return
    el.scrollIntoView({ block: 'center', behavior: 'smooth' })
    el.focus({ preventScroll: true })
  }
  switch (phase.tag) {
    case 'idle':
    case 'sending':
      return null
    case 'sent':
      return (
        <div
          ref={bringIntoView}
          className="write-status write-status-sent"
          role="status"
          aria-live="polite"
          tabIndex={-1}
        >
          <p className="write-status-title">{texts.sent}</p>
          {texts.sentDetail && <p>{texts.sentDetail}</p>}
          {anotherButton}
        </div>
      )
    case 'queued':
      return (
        <div
          ref={bringIntoView}
          className="write-status write-status-queued"
          role="status"
          aria-live="polite"
          tabIndex={-1}
        >
          <p className="write-status-title">{texts.queued}</p>
          <p>
            <Trans>Ela fica guardada neste aparelho, mesmo se você fechar o aplicativo.</Trans>
          </p>
          {anotherButton}
        </div>
      )
    case 'failed':
      return (
        <div className="write-status write-status-failed" role="alert">
          <p className="write-status-title">{phase.detail || texts.error}</p>
          <div className="write-status-actions">
            <Button small onClick={onRetry}>
              <Trans>Tentar novamente</Trans>
            </Button>
            <Button small variant="ghost" onClick={onDiscard}>
              <Trans>Descartar</Trans>
            </Button>
          </div>
        </div>
      )
    case 'error':
      return (
        <div className="write-status write-status-failed" role="alert">
          <p className="write-status-title">{phase.detail || texts.error}</p>
          {phase.stored && (
            <p>
              <Trans>Ela continua guardada e será reenviada automaticamente.</Trans>
            </p>
          )}
        </div>
      )
  }
}
