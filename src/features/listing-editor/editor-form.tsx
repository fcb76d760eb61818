import '../../lib/i18n/listing-catalog'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import type { PropertyStatus } from '../../domain/enums'
import { errorMsg } from '../../domain/messages'
import type { PropertyCreate } from '../../domain/property-input'
import { discard, type OutboxEntry } from '../../lib/offline/outbox'
import { myPropertiesQueryOptions } from './api/my-properties'
import { DraftBar } from './form/draft-bar'
import type { DraftHandle } from './form/use-editor-draft'
import { useDraftedForm } from './form/use-drafted-form'
import { requestBody, type EditorDraft } from './form/values'
import { discardQueuedPhotos } from './photos/discard-queued'
import { usePhotoQueue } from './photos/use-photo-queue'
import { failingSection } from './publish/failing-section'
import { PublishStatus } from './publish/publish-status'
import { listingMetaOf, queueListing, type ListingMeta } from './api/queue-listing'
import { DescriptionSection } from './sections/description-section'
import { FeaturesSection } from './sections/features-section'
import { LocationSection } from './sections/location-section'
import { MediaSection } from './sections/media-section'
import { PublishSection } from './sections/publish-section'
import { StepNav } from './step-nav'

const DEFAULT_GALLERY = 10

export interface EditorFormProps {
  /** The listing as it is (empty for a new one): what 'Descartar rascunho' goes back to. */
  base: Omit<EditorDraft, 'v'>
  restored: { draft: EditorDraft; savedAt: number } | null
  propertyId?: string
  wasActive: boolean
  /** The listing's status on the server (editing): the transition table says what it may become. */
  currentStatus?: PropertyStatus
  draftKey: string
  draft: DraftHandle
}

/**
 * The listing editor: one form in the product's steps (docs/product.md, The listing editor), saved as a draft while
 * typed, published through the outbox.
 */
export function EditorForm({
  base,
  restored,
  propertyId,
  wasActive,
  currentStatus,
  draftKey,
  draft,
}: EditorFormProps) {
  const { t } = useLingui()
  const start = restored?.draft ?? base
  const { save } = draft
  const { form, photos, coverKey, snapshot, setPhotos, chooseCover, resetTo, stopAutosave } = useDraftedForm({
    start,
    editing: Boolean(propertyId),
    save,
  })
  const [banner, setBanner] = useState(restored ? restored.savedAt : null)
  const [published, setPublished] = useState<{ entryId: string; meta: ListingMeta } | null>(null)
  const limits = useQuery(myPropertiesQueryOptions(1)).data?.meta.limits
  const states = usePhotoQueue(photos)
  // The section to bring into view once the form shows: the one "Corrigir" named (in the address, from the
  // dashboard's list, or after a refusal here).
  const pendingSection = useRef<string | null>(
    typeof location === 'undefined' ? null : decodeURIComponent(location.hash.slice(1)) || null,
  )
  useEffect(() => {
    if (published || !pendingSection.current) return
    document.getElementById(pendingSection.current)?.scrollIntoView({ block: 'start' })
    pendingSection.current = null
  })

  const onDiscardDraft = async () => {
    await draft.discard()
    await discardQueuedPhotos(photos, base.photos)
    resetTo(base)
    setBanner(null)
  }

  const publish = async (checked: PropertyCreate) => {
    const current = snapshot()
    const meta: ListingMeta = {
      kind: 'property',
      title: checked.name,
      listingId: propertyId ?? null,
      draftKey,
      draft: current,
    }
    stopAutosave()
    const entry = await queueListing({ body: requestBody(checked, photos, coverKey), meta })
    await draft.discard()
    setPublished({ entryId: entry.id, meta })
    scrollTo({ top: 0 })
  }

  const onFix = (entry: OutboxEntry) => {
    const meta = listingMetaOf(entry)
    if (meta?.kind !== 'property') return
    resetTo(meta.draft)
    save(meta.draft)
    pendingSection.current = failingSection(entry.error)
    setPublished(null)
    void discard(entry.id)
  }

  if (published) return <PublishStatus entryId={published.entryId} meta={published.meta} onFix={onFix} />

  const photosWaiting = [...states.values()].filter((s) => s.status !== 'completed').length
  return (
    <FormProvider {...form}>
      <DraftBar status={draft.status} restoredAt={banner} onDiscard={() => void onDiscardDraft()} />
      <StepNav />
      <form
        className="editor-form"
        noValidate
        onSubmit={(e) => void form.handleSubmit(publish)(e)}
        aria-label={t`Anúncio do imóvel`}
      >
        <DescriptionSection />
        <LocationSection />
        <FeaturesSection />
        <MediaSection
          photos={photos}
          states={states}
          setPhotos={setPhotos}
          coverKey={coverKey}
          setCoverKey={chooseCover}
          max={limits?.gallery ?? DEFAULT_GALLERY}
          draftKey={draftKey}
          video={limits?.video}
        />
        <PublishSection
          editing={Boolean(propertyId)}
          currentStatus={currentStatus}
          wasActive={wasActive}
          limits={limits}
          photosWaiting={photosWaiting}
          submitting={form.formState.isSubmitting}
        />
        {Object.keys(form.formState.errors).length > 0 && (
          <p className="field-error" role="alert">
            {errorMsg.save}
          </p>
        )}
      </form>
    </FormProvider>
  )
}
