import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent } from 'react'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { msg } from '../../../domain/messages'
import { videoUrlSchema, vehicleMsg, type VehicleMediaInput } from '../../../domain/vehicle-input'
import { discard, retry } from '../../../lib/offline/outbox'
import { forgetUploads, getUploadRecord } from '../../../lib/offline/upload-refs'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { myVehiclesQueryOptions, useSetVehicleMedia } from '../api/my-vehicles'
import type { PhotoItem } from '../form/values'
import { addPhotos, type RejectedPhoto } from '../photos/add-photos'
import { PhotoCard } from '../photos/photo-card'
import { usePhotoQueue } from '../photos/use-photo-queue'
import { toastFailure } from './failure'
import { useDragReorder } from './use-drag-reorder'

const DEFAULT_GALLERY = 10

const existing = (v: MyVehicle): PhotoItem[] =>
  v.attributes.images.map((image) => ({
    kind: 'existing',
    key: `media:${image.id}`,
    mediaId: image.id,
    image,
  }))

/**
 * The media step: photos through the resumable upload queue (they keep going offline and resume after a dropped
 * connection), delete, reorder by drag or by the keyboard's buttons, cover, and the video where the plan has it.
 * Saving sends the gallery once every upload has finished; `onSaved` may go on (publish).
 */
export function VehicleMediaStep({
  vehicle,
  onSaved,
  publishLabel,
}: {
  vehicle: MyVehicle
  onSaved(vehicle: MyVehicle, publish: boolean): void
  publishLabel: string | null
}) {
  const { t } = useLingui()
  const limits = useQuery(myVehiclesQueryOptions(false, 1)).data?.meta.limits
  const max = limits?.gallery ?? DEFAULT_GALLERY
  const [photos, setPhotos] = useState<PhotoItem[]>(() => existing(vehicle))
  const [coverKey, setCoverKey] = useState<string | null>(
    () => existing(vehicle)[vehicle.attributes.cover_index]?.key ?? null,
  )
  const [video, setVideo] = useState(vehicle.attributes.youtube_url ?? '')
  const [videoError, setVideoError] = useState<string | null>(null)
  const [photosError, setPhotosError] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(0)
  const [rejected, setRejected] = useState<RejectedPhoto[]>([])
  const states = usePhotoQueue(photos)
  const save = useSetVehicleMedia(vehicle.id)
  const gallery = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const draftKey = `vehicle:${vehicle.id}`
  const cover = photos.some((p) => p.key === coverKey) ? coverKey : (photos[0]?.key ?? null)

  const move = (from: number, to: number) =>
    setPhotos((prev) => {
      const next = [...prev]
      const [item] = next.splice(from, 1)
      next.splice(to, 0, item!)
      return next
    })
  const listRef = useRef<HTMLOListElement>(null)
  const drag = useDragReorder(listRef, photos.length, move)

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    setPhotosError(null)
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

  const remove = (photo: PhotoItem) => {
    setPhotos((prev) => prev.filter((p) => p.key !== photo.key))
    if (photo.kind === 'upload') void discard(photo.key).then(() => forgetUploads([photo.key]))
  }

  const uploading = photos.some((p) => p.kind === 'upload' && states.get(p.key)?.status !== 'completed')

  const submit = async (publish: boolean) => {
    const checked = videoUrlSchema.safeParse(video)
    if (!checked.success) {
      setVideoError(checked.error.issues[0]?.message ?? msg.url)
      return
    }
    setVideoError(null)
    if (publish && photos.length === 0) {
      setPhotosError(msg.vehicleImages)
      return
    }
    if (uploading) {
      setPhotosError(t`Aguarde o envio das fotos terminar.`)
      return
    }
    const refs: VehicleMediaInput['photos'] = []
    for (const p of photos) {
      if (p.kind === 'existing') refs.push({ media_id: p.mediaId })
      else {
        const record = await getUploadRecord(p.key)
        if (!record) {
          setPhotosError(t`Uma foto não foi enviada. Remova-a e escolha de novo.`)
          return
        }
        refs.push({ upload_id: record.uploadId })
      }
    }
    const coverIndex = Math.max(
      0,
      photos.findIndex((p) => p.key === cover),
    )
    save.mutate(
      { photos: refs, cover_index: coverIndex, youtube_url: limits?.video ? checked.data : null },
      {
        onSuccess: (saved) => {
          const uploads = photos.filter((p) => p.kind === 'upload').map((p) => p.key)
          if (uploads.length) void forgetUploads(uploads)
          if (saved) {
            setPhotos(existing(saved))
            setCoverKey(existing(saved)[saved.attributes.cover_index]?.key ?? null)
            onSaved(saved, publish)
          }
        },
        onError: (err) => toastFailure(vehicleMsg.mediaFailed, err),
      },
    )
  }

  return (
    <section className="editor-section" aria-labelledby="vehicle-media-title">
      <h2 id="vehicle-media-title">
        <Trans>Fotos</Trans>
      </h2>
      <p className="field-hint">
        <Trans>
          Até {max} fotos. Elas são reduzidas no seu aparelho antes do envio e continuam de onde pararam se a
          conexão cair. Arraste ou use as setas para ordenar; a estrela escolhe a capa.
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
        <Button variant="secondary" onClick={() => camera.current?.click()} disabled={photos.length >= max}>
          <Trans>Tirar foto</Trans>
        </Button>
        <Button variant="secondary" onClick={() => gallery.current?.click()} disabled={photos.length >= max}>
          <Trans>Escolher fotos</Trans>
        </Button>
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
      {photosError && (
        <p className="field-error" role="alert">
          {photosError}
        </p>
      )}
      {photos.length > 0 && (
        <ol className="photo-list" ref={listRef} {...drag}>
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
      {limits?.video ? (
        <Field
          label={<Trans>Vídeo no YouTube (opcional)</Trans>}
          htmlFor="vehicle-youtube-url"
          error={videoError}
        >
          <input
            id="vehicle-youtube-url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={video}
            aria-invalid={videoError ? true : undefined}
            onChange={(e) => setVideo(e.target.value)}
          />
        </Field>
      ) : (
        <p className="field-hint">
          <Trans>Vídeo no anúncio: disponível nos planos com vídeo.</Trans>
        </p>
      )}
      <div className="vehicle-form-actions">
        <Button
          variant={publishLabel ? 'secondary' : 'primary'}
          disabled={save.isPending}
          onClick={() => void submit(false)}
        >
          <Trans>Salvar fotos</Trans>
        </Button>
        {publishLabel && (
          <Button disabled={save.isPending} onClick={() => void submit(true)} data-testid="publish-vehicle">
            {publishLabel}
          </Button>
        )}
      </div>
    </section>
  )
}
