import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { OutboxEntry } from '../../lib/offline/outbox'
import { Button } from '../../ui/button'
import { entryTitle, kindLabel, statusLabels } from './entry-labels'
import { useOnline } from '../../lib/browser/use-online'
import { useOutboxEntries } from './use-outbox'
import './outbox-panel.css'
import '../../lib/i18n/visitor-catalog'

const outbox = () => import('../../lib/offline/outbox')

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const { i18n, t } = useLingui()
  const title = entryTitle(entry)
  const progress = entry.progress && entry.progress.total > 0 ? entry.progress : null
  const percent = progress ? Math.round((progress.sent / progress.total) * 100) : null
  const waitingForSignal = entry.status === 'pending' && entry.error?.code === 'network'
  return (
    <li className={`outbox-entry outbox-entry-${entry.status}`}>
      <div className="outbox-entry-head">
        <strong>{i18n._(kindLabel(entry))}</strong>
        <span className={`outbox-status outbox-status-${entry.status}`}>
          {i18n._(statusLabels[entry.status])}
        </span>
      </div>
      {title && <p className="outbox-entry-title">{title}</p>}
      <p className="outbox-entry-meta muted">
        {entry.attempts === 0 ? t`Ainda não enviado` : t`Tentativas: ${entry.attempts}`}
        {waitingForSignal && <> · {t`sem conexão, nova tentativa automática`}</>}
      </p>
      {progress && (
        <progress
          className="outbox-progress"
          value={progress.sent}
          max={progress.total}
          aria-label={t`Progresso do envio: ${percent}%`}
        />
      )}
      {entry.status === 'failed' && (
        <>
          <p className="outbox-error" role="alert">
            {entry.error?.detail ?? t`Algo deu errado, tente novamente mais tarde.`}
          </p>
          <div className="outbox-actions">
            <Button small onClick={() => void outbox().then((o) => o.retry(entry.id))}>
              <Trans>Tentar novamente</Trans>
            </Button>
            <Button small variant="ghost" onClick={() => void outbox().then((o) => o.discard(entry.id))}>
              <Trans>Descartar</Trans>
            </Button>
          </div>
        </>
      )}
    </li>
  )
}

/** The queue of writes waiting to be sent: kind, status, attempts, upload progress; retry or discard a failed one. */
export function OutboxPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const entries = useOutboxEntries()
  const online = useOnline()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (!el.open) el.showModal()
    el.addEventListener('close', onClose)
    return () => el.removeEventListener('close', onClose)
  }, [onClose])

  return (
    <dialog
      ref={dialog}
      className="outbox-panel"
      aria-labelledby="outbox-title"
      onClick={(e) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === e.currentTarget) e.currentTarget.close()
      }}
    >
      <div className="outbox-panel-body">
        <header className="outbox-panel-head">
          <h2 id="outbox-title">
            <Trans>Envios pendentes</Trans>
          </h2>
          <button
            type="button"
            className="outbox-close"
            aria-label={t`Fechar`}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </header>
        <p className="muted">
          {online
            ? t`Os itens abaixo são enviados automaticamente, na ordem em que foram feitos.`
            : t`Você está offline. Os itens abaixo ficam guardados no aparelho e serão enviados quando o sinal voltar.`}
        </p>
        {entries === null ? null : entries.length === 0 ? (
          <p>
            <Trans>Nada aguardando envio.</Trans>
          </p>
        ) : (
          <ul className="outbox-list">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </dialog>
  )
}
