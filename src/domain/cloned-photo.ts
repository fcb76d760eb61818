import { z } from 'zod'

// A listing's photo that is a copy of another advertiser's photo, as the risk check records it and staff see it.

export const CLONED_PHOTO_CODE = 'cloned_photo'

/** Bits two photo hashes may differ in and still be taken for the same photo (resized, recompressed, cropped). */
export const CLONED_PHOTO_MAX_DISTANCE = 6

export const CLONED_PHOTO_REASON =
  'Uma das fotos é igual à de um anúncio de outro anunciante; a equipe vai conferir antes de publicar.'

export const clonedPhotoDetailSchema = z.object({
  distance: z.number().int(),
  photo: z.object({ media_id: z.string(), url: z.string() }),
  other: z.object({
    media_id: z.string(),
    url: z.string(),
    listing: z.object({ kind: z.enum(['property', 'vehicle']), id: z.string(), title: z.string() }),
  }),
})
export type ClonedPhotoDetail = z.infer<typeof clonedPhotoDetailSchema>

export const clonedPhotoFindingSchema = z.object({
  reason: z.string(),
  found_at: z.string(),
  detail: clonedPhotoDetailSchema,
})
export type ClonedPhotoFinding = z.infer<typeof clonedPhotoFindingSchema>
