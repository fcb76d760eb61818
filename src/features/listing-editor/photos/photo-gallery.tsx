import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'
import { discard, retry } from '../../../lib/offline/outbox'
import { forgetUploads } from '../../../lib/offline/upload-refs'
import type { PhotoItem } from '../form/values'
import { addPhotos, type RejectedPhoto } from './add-photos'
import { positionForPhoto, type PositionOutcome } from './capture-position'
import { PhotoCard } from './photo-card'
import { PositionNote } from './position-note'
import { useDragReorder } from './use-drag-reorder'
import type { PhotoState } from './use-photo-queue'

export interface PhotoGalleryProps {
  photos: PhotoItem[]
  states: Map<string, PhotoState>
  setPhotos(update: (prev: PhotoItem[]) => PhotoItem[]): void
  coverKey: string | null
  setCoverKey(key: string | null): void
  /** The plan's photos per listing. */
  max: number
  draftKey: string
  /**
   * Camera photos keep the phone's position at the shutter, for "Fotos feitas no local" (a property's address);
   * off where a listing has no address to be at (vehicles).
   */
  recordPosition?: boolean
}

/**
 * A listing's photos, for properties and vehicles alike: take or pick them (each queued for a resumable upload,
 * offline too), watch them upload, order them (drag, or each card's buttons), choose the cover, remove one.
 */
export function PhotoGallery({
  photos,
  states,
  setPhotos,
  coverKey,
  setCoverKey,
  max,
  draftKey,
  recordPosition = false,
}: PhotoGalleryProps) {
  const { t } = useLingui()
  const [preparing, setPreparing] = useState(0)
  const [rejected, setRejected] = useState<RejectedPhoto[]>([])
  const camera = useRef<HTMLInputElement>(null)
  const gallery = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const cover = photos.some((p) => p.key === coverKey) ? coverKey : (photos[0]?.key ?? null)

  const [positionNote, setPositionNote] = useState<PositionOutcome | null>(null)

  const onFiles = async (event: ChangeEvent<HTMLInputElement>, fromCamera = false) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    setPreparing((n) => n + files.length)
    try {
      // The camera gives one photo at a time; the gallery's pictures never carry a position.
      const position =
        fromCamera && recordPosition && files.length === 1
          ? await positionForPhoto(files[0]!.lastModified)
          : null
      setPositionNote(position)
      const { rejected: bad } = await addPhotos(files, {
        existing: photos.length,
        max,
        draftKey,
        capture: position?.capture ?? null,
        onPrepared: (item) => {
          setPreparing((n) => n - 1)
          setPhotos((prev) => [...prev, item])
        },
      })
      setRejected(bad)
    } finally {
      setPreparing(0)
    }
  }

  const move = (from: number, to: number) =>
    setPhotos((prev) => {
      const next = [...prev]
      const [item] = next.splice(from, 1)
      next.splice(to, 0, item!)
      return next
    })
  const drag = useDragReorder(list, photos.length, move)

  const remove = (photo: PhotoItem) => {
    setPhotos((prev) => prev.filter((p) => p.key !== photo.key))
    // One already being sent cannot be discarded: it finishes and is simply not used.
    if (photo.kind === 'upload') void discard(photo.key).then(() => forgetUploads([photo.key]))
  }

  return (
    <>
      <p className="field-hint">
        <Trans>
          Até {max} fotos. Elas são reduzidas no seu aparelho antes do envio e continuam de onde pararam se a
          conexão cair.
        </Trans>
      </p>
      <div className="photo-pickers">
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-testid="camera-input"
          onChange={(e) => void onFiles(e, true)}
        />
        <input
          ref={gallery}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="photo-input"
          onChange={(e) => void onFiles(e)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => camera.current?.click()}
          disabled={photos.length >= max}
        >
          <Trans>Tirar foto</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => gallery.current?.click()}
          disabled={photos.length >= max}
        >
          <Trans>Escolher fotos</Trans>
        </button>
        <span className="field-hint" aria-live="polite">
          {t`${photos.length} de ${max} fotos`}
          {preparing > 0 && ` · ${t`preparando ${preparing}…`}`}
        </span>
      </div>
      {recordPosition && (
        <p className="field-hint">
          <Trans>
            Ao usar “Tirar foto”, pedimos a localização do aparelho no momento da foto: se a maioria das fotos
            for feita no endereço do imóvel, o anúncio mostra “Fotos feitas no local”. A localização fica
            guardada só conosco e nunca aparece no anúncio. Se você não permitir, a foto é enviada do mesmo
            jeito.
          </Trans>
        </p>
      )}
      <PositionNote outcome={positionNote} />
      {rejected.length > 0 && (
        <ul className="photo-rejected" role="alert">
          {rejected.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              <strong>{r.name}</strong>: {r.message}
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ol className="photo-list" ref={list} {...drag}>
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.key}
              photo={photo}
              state={states.get(photo.key)}
              index={index}
              count={photos.length}
              cover={photo.key === cover}
              onMove={(delta) => move(index, index + delta)}
              onRemove={() => remove(photo)}
              onCover={() => setCoverKey(photo.key)}
              onRetry={() => void retry(photo.key)}
            />
          ))}
        </ol>
      )}
    </>
  )
}
