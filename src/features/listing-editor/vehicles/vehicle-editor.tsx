import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { VehicleType } from '../../../domain/enums'
import { msg } from '../../../domain/messages'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { videoUrlSchema, type VehicleInput } from '../../../domain/vehicle-input'
import { discard, type OutboxEntry } from '../../../lib/offline/outbox'
import { Field } from '../../../ui/field'
import { Skeleton } from '../../../ui/skeleton'
import { myVehiclesQueryOptions } from '../api/my-vehicles'
import { listingMetaOf, queueListing, type ListingMeta } from '../api/queue-listing'
import { DraftBar } from '../form/draft-bar'
import { useEditorDraft, type DraftHandle } from '../form/use-editor-draft'
import { photosOf, requestBody, type PhotoItem } from '../form/values'
import { discardQueuedPhotos } from '../photos/discard-queued'
import { PhotoGallery } from '../photos/photo-gallery'
import { usePhotoQueue } from '../photos/use-photo-queue'
import { PublishStatus, type SavedListing } from '../publish/publish-status'
import { VehicleDetailsForm, type VehicleSubmit } from './vehicle-details-form'
import {
  emptyVehicleValues,
  valuesFromVehicle,
  vehicleDraftKey,
  type VehicleDraft,
  type VehicleFormValues,
} from './vehicle-values'

const DEFAULT_GALLERY = 10

/** 'publish': sent to review; 'save': a new vehicle stays a draft, an edit keeps its status. */
export type VehicleIntent = 'publish' | 'save'

function baseOf(type: VehicleType, vehicle: MyVehicle | null): VehicleDraft {
  if (!vehicle) return { v: 1, values: emptyVehicleValues(type), photos: [], coverKey: null, video: '' }
  const a = vehicle.attributes
  return {
    v: 1,
    values: valuesFromVehicle(vehicle),
    ...photosOf(a.images, a.cover_index),
    video: a.youtube_url ?? '',
  }
}

/**
 * A vehicle's details, photos and video in one form, kept as a draft on the device while typed and sent through
 * the outbox like a property: one request (create or update) that waits for its photos, offline too.
 */
export function VehicleEditor({
  type,
  vehicle,
  publishLabel,
  onDone,
}: {
  type: VehicleType
  vehicle: MyVehicle | null
  /** The publish button's text; null where the vehicle cannot be sent to review from its status. */
  publishLabel: string | null
  onDone(saved: MyVehicle, intent: VehicleIntent): void
}) {
  const draftKey = vehicleDraftKey(vehicle?.id ?? null, type)
  const draft = useEditorDraft<VehicleDraft>(draftKey)
  if (draft.load.state === 'loading') return <Skeleton width="100%" height="24rem" />
  const base = baseOf(type, vehicle)
  const stored = draft.load.draft
  // Drafts saved before the photos joined the form hold only the values.
  const restored = stored
    ? { ...base, ...stored, photos: stored.photos ?? [], video: stored.video ?? '' }
    : null
  return (
    <VehicleEditorForm
      key={`${draftKey}-${vehicle?.attributes.updated_at ?? ''}`}
      base={base}
      restored={
        restored && draft.load.savedAt !== null ? { draft: restored, savedAt: draft.load.savedAt } : null
      }
      listingId={vehicle?.id ?? null}
      draftKey={draftKey}
      draft={draft}
      locked={vehicle ? { brand: vehicle.attributes.brand, model: vehicle.attributes.model } : null}
      publishLabel={publishLabel}
      onDone={onDone}
    />
  )
}

function VehicleEditorForm({
  base,
  restored,
  listingId,
  draftKey,
  draft,
  locked,
  publishLabel,
  onDone,
}: {
  base: VehicleDraft
  restored: { draft: VehicleDraft; savedAt: number } | null
  listingId: string | null
  draftKey: string
  draft: DraftHandle<VehicleDraft>
  locked: { brand: string; model: string } | null
  publishLabel: string | null
  onDone(saved: MyVehicle, intent: VehicleIntent): void
}) {
  const { t } = useLingui()
  const [start, setStart] = useState<VehicleDraft>(restored?.draft ?? base)
  const [generation, setGeneration] = useState(0)
  const [banner, setBanner] = useState(restored?.savedAt ?? null)
  const [photos, setPhotosState] = useState<PhotoItem[]>(start.photos)
  const [coverKey, setCoverKey] = useState<string | null>(start.coverKey)
  const [video, setVideo] = useState(start.video)
  const [videoError, setVideoError] = useState<string | null>(null)
  const [photosError, setPhotosError] = useState<string | null>(null)
  const [published, setPublished] = useState<{
    entryId: string
    meta: ListingMeta
    intent: VehicleIntent
  } | null>(null)
  const limits = useQuery(myVehiclesQueryOptions(false, 1)).data?.meta.limits
  const states = usePhotoQueue(photos)
  const values = useRef<VehicleFormValues>(start.values)
  const autosave = useRef(false)
  const { save } = draft
  const snapshot = (): VehicleDraft => ({ v: 1, values: values.current, photos, coverKey, video })

  // Photos, cover and video join the draft as they change, the fields through onValues (kept stable: the form
  // subscribes to it).
  const media = useRef({ photos, coverKey, video })
  useEffect(() => {
    media.current = { photos, coverKey, video }
    if (autosave.current) save({ v: 1, values: values.current, photos, coverKey, video })
  }, [photos, coverKey, video, save])
  const onValues = useCallback(
    (next: VehicleFormValues) => {
      values.current = next
      autosave.current = true
      save({ v: 1, values: next, ...media.current })
    },
    [save],
  )

  const resetTo = (next: VehicleDraft) => {
    autosave.current = false
    values.current = next.values
    setStart(next)
    setPhotosState(next.photos)
    setCoverKey(next.coverKey)
    setVideo(next.video)
    setGeneration((n) => n + 1)
  }

  const submit = async (input: VehicleInput, intent: VehicleIntent) => {
    const checked = videoUrlSchema.safeParse(video)
    setVideoError(checked.success ? null : (checked.error.issues[0]?.message ?? msg.url))
    const noPhotos = intent === 'publish' && photos.length === 0
    setPhotosError(noPhotos ? msg.vehicleImages : null)
    if (!checked.success || noPhotos) {
      document.getElementById('fotos')?.scrollIntoView({ block: 'start' })
      return
    }
    const status = intent === 'publish' ? 'pending' : listingId ? undefined : 'draft'
    const fields = {
      ...input,
      // Without the plan's video option the server refuses one; unknown (offline), the server decides.
      youtube_url: limits?.video === false ? null : checked.data,
      ...(status ? { status } : {}),
    }
    const meta: ListingMeta = { kind: 'vehicle', title: input.name, listingId, draftKey, draft: snapshot() }
    autosave.current = false
    const entry = await queueListing({ body: requestBody(fields, photos, coverKey), meta })
    await draft.discard()
    setPublished({ entryId: entry.id, meta, intent })
    scrollTo({ top: 0 })
  }

  const onFix = (entry: OutboxEntry) => {
    const meta = listingMetaOf(entry)
    if (meta?.kind !== 'vehicle') return
    resetTo(meta.draft)
    save(meta.draft)
    setPublished(null)
    void discard(entry.id)
  }

  if (published)
    return (
      <PublishStatus
        entryId={published.entryId}
        meta={published.meta}
        onFix={onFix}
        onDone={(saved: SavedListing) => {
          if (saved.type === 'vehicle') onDone(saved, published.intent)
        }}
      />
    )

  const submits: VehicleSubmit<VehicleIntent>[] = [
    ...(publishLabel ? [{ intent: 'publish' as const, label: publishLabel }] : []),
    {
      intent: 'save',
      label: listingId ? t`Salvar` : t`Salvar rascunho`,
      primary: !publishLabel,
    },
  ]
  const max = limits?.gallery ?? DEFAULT_GALLERY
  return (
    <>
      <DraftBar
        status={draft.status}
        restoredAt={banner}
        onDiscard={() =>
          void draft
            .discard()
            .then(() => discardQueuedPhotos(photos, base.photos))
            .then(() => {
              resetTo(base)
              setBanner(null)
            })
        }
      />
      <VehicleDetailsForm
        key={generation}
        defaults={start.values}
        locked={locked}
        busy={false}
        submits={submits}
        onSubmit={(input, intent) => void submit(input, intent)}
        onValues={onValues}
      >
        <section id="fotos" className="editor-section" aria-labelledby="fotos-title">
          <h2 id="fotos-title">
            <Trans>Fotos e vídeo</Trans>
          </h2>
          <PhotoGallery
            photos={photos}
            states={states}
            setPhotos={(update) => {
              autosave.current = true
              setPhotosState(update)
            }}
            coverKey={coverKey}
            setCoverKey={(key) => {
              autosave.current = true
              setCoverKey(key)
            }}
            max={max}
            draftKey={draftKey}
          />
          {photosError && (
            <p className="field-error" role="alert">
              {photosError}
            </p>
          )}
          {limits?.video === false && !video ? (
            <p className="field-hint">
              <Trans>Vídeo no anúncio: disponível nos planos com vídeo.</Trans>
            </p>
          ) : (
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
                onChange={(e) => {
                  autosave.current = true
                  setVideo(e.target.value)
                }}
              />
            </Field>
          )}
        </section>
      </VehicleDetailsForm>
    </>
  )
}
