import { and, desc, eq, inArray } from 'drizzle-orm'
import { saveImage } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import { afterEdit } from '../../modules/listings'
import { registerClonedPhotoCheck } from '../../modules/photo-match'
import type { Db } from '../client'
import { listingRiskFlags, media, properties, propertyMedia, uploadedMedia } from '../schema'
import { daysBefore } from './random'
import { copied, photoLike } from './images/photo-like'
import type { SeededListing } from './listings'
import type { SeededUser } from './users'

// The demo's copied photo: one advertiser's live property gets a photo of their own (uploaded a month ago), and
// another advertiser adds a copy of it (cropped, smaller, recompressed) to their live property, which the risk
// check then holds for staff, as it would on the site. Demo accounts are left out: their journeys stay as they were.

const PHOTO_SEED = 2026

/** The two listings the story takes: the original photo's and the copy's (none when the demo is too small). */
export function clonedPhotoListings<L extends SeededListing<string>>(
  users: SeededUser[],
  properties: L[],
): { original: L; copy: L } | null {
  const ordinary = new Set(users.filter((u) => !u.demo && u.active).map((u) => u.id))
  const live = properties.filter((p) => p.status === 'active' && ordinary.has(p.userId))
  const original = live[0]
  const copy = live.find((p) => p.userId !== original?.userId)
  return original && copy ? { original, copy } : null
}

/** Answers the held property's id (null when the demo is too small to have two such advertisers). */
export async function seedClonedPhoto(
  tx: Db,
  storage: Storage,
  opts: { users: SeededUser[]; properties: SeededListing<string>[] },
): Promise<number | null> {
  const pair = clonedPhotoListings(opts.users, opts.properties)
  if (!pair) return null
  const { original, copy } = pair

  const photo = await photoLike(PHOTO_SEED, 1024, 768)
  const attach = async (listing: SeededListing<string>, bytes: Buffer, uploadedDaysAgo: number) => {
    const saved = await saveImage(tx, storage, bytes)
    await tx.insert(uploadedMedia).values({
      uploadId: `demo-cloned-photo-${listing.id}`,
      userId: listing.userId,
      mediaId: saved.id,
      bytes: bytes.length,
      createdAt: daysBefore(uploadedDaysAgo),
    })
    await tx
      .update(media)
      .set({ createdAt: daysBefore(uploadedDaysAgo) })
      .where(eq(media.id, saved.id))
    // In place of the gallery's last photo, which keeps it within the gallery's size.
    const [last] = await tx
      .select()
      .from(propertyMedia)
      .where(and(eq(propertyMedia.propertyId, listing.id), eq(propertyMedia.isCover, false)))
      .orderBy(desc(propertyMedia.position))
      .limit(1)
    if (last) {
      await tx
        .delete(propertyMedia)
        .where(and(eq(propertyMedia.propertyId, listing.id), eq(propertyMedia.mediaId, last.mediaId)))
    }
    await tx.insert(propertyMedia).values({
      propertyId: listing.id,
      mediaId: saved.id,
      position: last?.position ?? 1,
      isCover: false,
    })
  }
  await attach(original, photo, 30)
  await attach(copy, await copied(photo), 2)
  registerClonedPhotoCheck()
  await afterEdit(tx, { kind: 'property', id: copy.id, status: 'active', changed: ['photos'] })
  // Dated like the rest of the demo (the edit stamps the moment it ran), so that two seeds on a day give the same rows.
  const yesterday = daysBefore(1)
  await tx
    .update(properties)
    .set({
      heldAt: yesterday,
      reviewRequestedAt: yesterday,
      contentChangedAt: yesterday,
      updatedAt: yesterday,
    })
    .where(inArray(properties.id, [copy.id]))
  await tx.update(listingRiskFlags).set({ foundAt: yesterday }).where(eq(listingRiskFlags.listingId, copy.id))
  return copy.id
}
