import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { planLimitMsg } from '../../../domain/plan-limits'
import { Field } from '../../../ui/field'
import type { ListingFormValues } from '../form/values'
import { PhotoGallery, type PhotoGalleryProps } from '../photos/photo-gallery'
import { errorOf } from './form-errors'

export interface MediaSectionProps extends PhotoGalleryProps {
  /** The plan's video option (unknown while the limits load: allowed, the server checks). */
  video?: boolean
  /** The owner's flow asks for the video in a step of its own. */
  showVideo?: boolean
}

/** The editor's steps "media" and "cover" (and the video URL; docs/product.md, The listing editor): pick or take
 * photos, watch them upload, order them. */
export function MediaSection({ video = true, showVideo = true, ...gallery }: MediaSectionProps) {
  const { register, formState, getValues } = useFormContext<ListingFormValues>()
  // A video the listing already has stays editable after a plan change; a new one needs the plan's option.
  const videoLocked = !video && !getValues('youtube_url')
  return (
    <section id="fotos" className="editor-section" aria-labelledby="fotos-title">
      <h2 id="fotos-title">
        <Trans>Fotos e vídeo</Trans>
      </h2>
      {/* A property's photos can be "Fotos feitas no local": camera photos keep where they were taken. */}
      <PhotoGallery recordPosition {...gallery} />
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
