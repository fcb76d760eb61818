import type { ListingPhoto } from '../../../src/domain/property-input'
import { uploadMsg } from '../../../src/domain/upload'
import { ApiHttpError, apiError } from '../../http/errors'
import { finishUpload, type UploadDeps } from '../uploads'
import { META } from '../uploads'

export const photoMsg = {
  notFound: 'Foto não encontrada. Envie a foto novamente.',
  unfinished: 'O envio desta foto ainda não terminou. Aguarde a conclusão e tente novamente.',
  notOnListing: 'Esta foto não pertence ao anúncio.',
} as const

const UPLOAD_ID = /^[0-9a-f]{32}$/

/**
 * The media ids of a listing's photos, in order: a tus upload id becomes the media row its finished upload
 * made (only the uploader's own, finished uploads); a media id must already be on the listing being edited.
 * Repeats (the same picture twice) are kept once; `cover` follows its photo.
 */
export async function resolvePhotos(
  deps: UploadDeps,
  userId: number,
  photos: ListingPhoto[],
  cover: number,
  current: ReadonlySet<number> = new Set(),
): Promise<{ mediaIds: number[]; coverIndex: number }> {
  const mediaIds: number[] = []
  let coverIndex = 0
  for (const [i, photo] of photos.entries()) {
    const mediaId =
      'media_id' in photo
        ? ownMedia(Number(photo.media_id), current, i)
        : await uploadedMedia(deps, userId, photo.upload_id, i)
    let at = mediaIds.indexOf(mediaId)
    if (at < 0) at = mediaIds.push(mediaId) - 1
    if (i === cover) coverIndex = at
  }
  return { mediaIds, coverIndex }
}

function ownMedia(mediaId: number, current: ReadonlySet<number>, i: number): number {
  if (!current.has(mediaId))
    throw apiError(422, photoMsg.notOnListing, { code: 'invalid_photo', pointer: `/photos/${i}/media_id` })
  return mediaId
}

async function uploadedMedia(deps: UploadDeps, userId: number, uploadId: string, i: number) {
  const pointer = `/photos/${i}/upload_id`
  const upload = UPLOAD_ID.test(uploadId) ? await deps.store.find(uploadId) : null
  // Someone else's upload is "not found" too: never tell others' uploads apart.
  if (!upload || upload.metadata?.[META.userId] !== String(userId))
    throw apiError(422, photoMsg.notFound, { code: 'upload_not_found', pointer })
  try {
    return await finishUpload(deps, uploadId)
  } catch (err) {
    if (!(err instanceof ApiHttpError)) throw err
    if (err.statusCode === 409)
      throw apiError(422, photoMsg.unfinished, { code: 'upload_incomplete', pointer })
    if (err.statusCode === 404) throw apiError(422, photoMsg.notFound, { code: 'upload_not_found', pointer })
    throw apiError(422, err.errors[0]?.detail ?? uploadMsg.invalidFile, {
      code: err.errors[0]?.code ?? 'invalid_file',
      pointer,
    })
  }
}
