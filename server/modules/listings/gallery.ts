import type { Image } from '../../../src/domain/media'
import { toImage, type MediaRow } from '../../http/public-read'

/**
 * A listing's photos as the API shows them, and its cover: the one marked as cover, else the first. `alt`, when
 * given, names every photo (vehicles); otherwise each keeps its own.
 */
export function galleryOf(images: (MediaRow & { alt: string | null; isCover: boolean })[], alt?: string) {
  const gallery: Image[] = images.map((img) => toImage(img, alt ?? img.alt))
  const coverIndex = Math.max(
    0,
    images.findIndex((img) => img.isCover),
  )
  return { gallery, coverIndex, cover: gallery[coverIndex] ?? null }
}

/** A detail answer with its gallery cut to the cover (or the first photo): what a town pack keeps of it. */
export function withCoverOnly<
  T extends { attributes: { cover: { id: string } | null; images: { id: string }[] } },
>(listing: T): T {
  const { cover, images } = listing.attributes
  const photo = images.find((i) => i.id === cover?.id) ?? images[0]
  return { ...listing, attributes: { ...listing.attributes, images: photo ? [photo] : [] } }
}
