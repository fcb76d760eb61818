import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import type { PhotoItem } from '../form/values'
import { formatBytes } from '../labels'
import type { PhotoState } from './use-photo-queue'
import './photos.css'

export interface PhotoCardProps {
  photo: PhotoItem
  state: PhotoState | undefined
  index: number
  count: number
  cover: boolean
  onMove(delta: -1 | 1): void
  onRemove(): void
  onCover(): void
  onRetry(): void
}

/** One photo: preview, sizes before and after, upload progress and status, and its actions. */
export function PhotoCard({
  photo,
  state,
  index,
  count,
  cover,
  onMove,
  onRemove,
  onCover,
  onRetry,
}: PhotoCardProps) {
  const { t } = useLingui()
  const status = state?.status ?? 'pending'
  const label =
    status === 'completed'
      ? t`Enviada`
      : status === 'uploading'
        ? t`Enviando ${Math.round((state?.progress ?? 0) * 100)}%`
        : status === 'failed'
          ? t`Falhou`
          : state?.waitingFor === 'login'
            ? t`Aguardando login`
            : state?.waitingFor === 'connection'
              ? t`Aguardando conexão`
              : t`Na fila`
  const name = photo.kind === 'upload' ? photo.name : t`Foto ${index + 1}`
  return (
    <li className={`photo-card photo-${status}`} data-status={status} aria-label={name}>
      <div className="photo-thumb">
        {state?.preview ? <img src={state.preview} alt="" decoding="async" /> : null}
        {cover && (
          <span className="badge badge-accent photo-cover-badge">
            <Trans>Capa</Trans>
          </span>
        )}
        <button
          type="button"
          className="photo-remove"
          onClick={onRemove}
          aria-label={t`Remover ${name}`}
          title={t`Remover`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="photo-info">
        <p className="photo-name" title={name}>
          {name}
        </p>
        {photo.kind === 'upload' && (
          <p className="photo-size" data-testid="photo-size">
            {formatBytes(photo.originalBytes)} → {formatBytes(photo.bytes)}{' '}
            <span className="photo-dims">
              ({photo.width}×{photo.height})
            </span>
          </p>
        )}
        <progress
          max={100}
          value={Math.round((state?.progress ?? 0) * 100)}
          aria-label={t`Progresso do envio de ${name}`}
        />
        <span className="photo-status-label" role="status">
          {label}
        </span>
        {state?.error && (
          <p className="field-error" role="alert">
            {state.error}
          </p>
        )}
      </div>
      <div className="photo-actions">
        {status === 'failed' && photo.kind === 'upload' && state?.error && (
          <Button small variant="secondary" onClick={onRetry} className="photo-retry">
            <Trans>Tentar novamente</Trans>
          </Button>
        )}
        <Button
          small
          variant="ghost"
          onClick={onCover}
          aria-pressed={cover}
          aria-label={t`Usar ${name} como capa`}
          title={t`Usar como capa`}
        >
          <span aria-hidden="true">{cover ? '★' : '☆'}</span>
        </Button>
        <Button
          small
          variant="ghost"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={t`Mover ${name} para antes`}
          title={t`Mover para antes`}
        >
          <span aria-hidden="true">←</span>
        </Button>
        <Button
          small
          variant="ghost"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={t`Mover ${name} para depois`}
          title={t`Mover para depois`}
        >
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </li>
  )
}
