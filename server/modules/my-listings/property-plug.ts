import type { PropertyStatus } from '../../../src/domain/enums'
import type { PropertyCreate, PropertyUpdate } from '../../../src/domain/property-input'
import {
  propertyStatusMsg,
  propertyTargetAction,
  type PropertyOwnerTarget,
} from '../../../src/domain/property-status'
import { refreshPhotosOnSite } from '../trust'
import type { ListingWriteDeps } from './deps'
import {
  findImages,
  findOwned,
  insertProperty,
  propertyGallery,
  rowValues,
  updateProperty,
  type MineDetailRow,
  type RowValues,
} from './property-repository'
import { MY_PROPERTY_NOT_FOUND } from './property-status'
import { createMine, updateMine, type ListingPlug, type MediaInput } from './write'

// What a property brings to the shared write path: its table and columns, and the lifecycle's actions toward
// the statuses the editor offers. Photos, cover, video, the plan and the status moves are shared.

export const propertyPlug: ListingPlug<
  PropertyStatus,
  MineDetailRow,
  PropertyCreate | PropertyUpdate,
  RowValues
> = {
  kind: 'property',
  notFound: MY_PROPERTY_NOT_FOUND,
  archived: propertyStatusMsg.archived,
  gallery: propertyGallery,
  images: findImages,
  findOwned,
  values: rowValues,
  insert: insertProperty,
  update: updateProperty,
  saved: 'pending',
  action: (asked, current) => (asked === current ? null : propertyTargetAction[asked as PropertyOwnerTarget]),
  // "Fotos feitas no local" follows the address and the photos of every save.
  afterSave: refreshPhotosOnSite,
}

/**
 * POST /v1/properties: the listing, its photos (finished uploads) and its status, within the plan. `stored`: photos
 * the server fetched itself (a feed's), instead of uploads.
 */
export function createListing(
  deps: ListingWriteDeps,
  userId: number,
  input: PropertyCreate,
  stored: Pick<MediaInput, 'storedPhotos'> = {},
): Promise<number> {
  return createMine(propertyPlug, deps, userId, { ...input, ...stored, fields: input })
}

/**
 * PUT /v1/properties/:id: only the owner's, not archived; 404 otherwise (never tells others' ids apart). A listing
 * staff hold keeps its status (the advertiser may still correct it, then ask for a review).
 */
export function updateListing(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  input: PropertyUpdate,
  stored: Pick<MediaInput, 'storedPhotos'> = {},
): Promise<void> {
  return updateMine(propertyPlug, deps, userId, id, { ...input, ...stored, fields: input })
}
