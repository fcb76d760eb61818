import { imageUrl } from '../../../src/domain/media'
import {
  CLONED_PHOTO_CODE,
  CLONED_PHOTO_REASON,
  type ClonedPhotoDetail,
} from '../../../src/domain/cloned-photo'
import { mediaBase } from '../../adapters/storage/images'
import { addRiskCheck, type RiskCheck, type RiskFinding } from '../listings'
import { findPhotoMatches, type PhotoMatch } from './match'

const urlOf = (hash: string) => imageUrl({ base: mediaBase(hash) }, 640)

/** One finding per pair of photos, named by both: staff clearing a pair does not clear another. */
export const findingOf = (m: PhotoMatch): RiskFinding => ({
  code: CLONED_PHOTO_CODE,
  key: `${CLONED_PHOTO_CODE}:${m.mediaId}:${m.otherMediaId}`,
  reason: CLONED_PHOTO_REASON,
  detail: {
    distance: m.distance,
    photo: { media_id: String(m.mediaId), url: urlOf(m.mediaHash) },
    other: {
      media_id: String(m.otherMediaId),
      url: urlOf(m.otherMediaHash),
      listing: { kind: m.other.kind, id: String(m.other.id), title: m.other.title },
    },
  } satisfies ClonedPhotoDetail,
})

/** The risk check: a listing with another advertiser's photo waits for staff. */
export const clonedPhotoCheck: RiskCheck = async (tx, subject) =>
  (await findPhotoMatches(tx, subject)).map(findingOf)

/** Listings going live from now on are checked (the app at start; the demo seed). */
export const registerClonedPhotoCheck = () => addRiskCheck(CLONED_PHOTO_CODE, clonedPhotoCheck)
