import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { planLimitMsg } from '../../../domain/plan-limits'
import { discard, retry } from '../../../lib/offline/outbox'
import { forgetUploads } from '../../../lib/offline/upload-refs'
import { Field } from '../../../ui/field'
import type { ListingFormValues, PhotoItem } from '../form/values'
import { addPhotos, type RejectedPhoto } from '../photos/add-photos'
import { PhotoCard } from '../photos/photo-card'
import type { PhotoState } from '../photos/use-photo-queue'
import { errorOf } from './form-errors'

export interface MediaSectionProps {
  photos: PhotoItem[]
  states: Map<string, PhotoState>
  setPhotos(update: (prev: PhotoItem[]) => PhotoItem[]): void
  coverKey: string | null
  setCoverKey(key: string | null): void
  /** The plan's photos per listing. */
  max: number
  draftKey: string
  /** The plan's video option (unknown while the limits load: allowed, the server checks). */
  video?: boolean
  /** The owner's flow asks for the video in a step of its own. */
  showVideo?: boolean
}

/** Spec steps "media" and "cover" (and the video URL): pick or take photos, watch them upload, order them. */
export function MediaSection({
  photos,
  states,
  setPhotos,
  coverKey,
  setCoverKey,
  max,
  draftKey,
  video = true,
  showVideo = true,
}: MediaSectionProps) {
  const { t } = useLingui()
  const { register, formState, getValues } = useFormContext<ListingFormValues>()
  // A video the listing already has stays editable after a plan change; a new one needs the plan's option.
  const videoLocked = !video && !getValues('youtube_url')
  const [preparing, setPreparing] = useState(0)
  const [rejected, setRejected] = useState<RejectedPhoto[]>([])
  const camera = useRef<HTMLInputElement>(null)
  const gallery = useRef<HTMLInputElement>(null)
  const cover = photos.some((p) => p.key === coverKey) ? coverKey : (photos[0]?.key ?? null)

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    setPreparing((n) => n + files.length)
    try {
      const { rejected: bad } = await addPhotos(files, {
        existing: photos.length,
        max,
        draftKey,
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

  const move = (index: number, delta: -1 | 1) =>
    setPhotos((prev) => {
      const next = [...prev]
      const [item] = next.splice(index, 1)
      next.splice(index + delta, 0, item!)
      return next
    })

  const remove = (photo: PhotoItem) => {
    setPhotos((prev) => prev.filter((p) => p.key !== photo.key))
    if (photo.kind === 'upload') {
      // One already being sent cannot be discarded: it finishes and is simply not used.
      void discard(photo.key).then(() => forgetUploads([photo.key]))
    }
  }

  return (
    <section id="fotos" className="editor-section" aria-labelledby="fotos-title">
      <h2 id="fotos-title">
        <Trans>Fotos e vídeo</Trans>
      </h2>
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
          onChange={(e) => void onFiles(e)}
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
        <ol className="photo-list">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.key}
              photo={photo}
              state={states.get(photo.key)}
              index={index}
              count={photos.length}
              cover={photo.key === cover}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(photo)}
              onCover={() => setCoverKey(photo.key)}
              onRetry={() => void retry(photo.key)}
            />
          ))}
        </ol>
      )}
      {showVideo && (
        <Field
          label={<Trans>Vídeo no YouTube (opcional)</Trans>}
          htmlFor="youtube_url"
          hint={videoLocked ? planLimitMsg.video : undefined}
          error={errorOf(formState.errors, 'youtube_url')}
        >
          <input
            id="youtube_url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            aria-invalid={errorOf(formState.errors, 'youtube_url') ? true : undefined}
            disabled={videoLocked}
            {...register('youtube_url')}
          />
        </Field>
      )}
    </section>
  )
}
