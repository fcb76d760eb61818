import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { documentedListing, verifiedAdvertiser } from '../trust'
import {
  users,
  vehicleBrands,
  vehicleMedia,
  vehicleModels,
  vehicleOptionalItems,
  vehicles as v,
} from '../../db/schema'
import {
  coverOf,
  findImages,
  pageWithCovers,
  recentDropPercent,
  type MediaLink,
  type PageIds,
} from '../listings'
import { publicVehicle } from './filters'

/** How vehicles link to their photos (named after the vehicle, not each on its own). */
export const vehicleMediaLink: MediaLink = {
  table: vehicleMedia,
  listingId: vehicleMedia.vehicleId,
  mediaId: vehicleMedia.mediaId,
  isCover: vehicleMedia.isCover,
  position: vehicleMedia.position,
}

/** Summaries of `ids` with brand, model and cover, in the order of `ids`. */
export function findVehicleSummaries(db: Db, ids: PageIds) {
  const { page, cover } = pageWithCovers(db, vehicleMediaLink, ids)
  return db
    .with(page)
    .select({
      id: v.id,
      name: v.name,
      vehicleType: v.vehicleType,
      brand: vehicleBrands.name,
      model: vehicleModels.name,
      version: v.version,
      year: v.year,
      price: v.price,
      mileage: v.mileage,
      condition: v.condition,
      fuelType: v.fuelType,
      transmission: v.transmission,
      cityId: v.cityId,
      state: v.state,
      createdAt: v.createdAt,
      priceDropPercent: recentDropPercent(v),
      advertiserVerified: verifiedAdvertiser(v.userId),
      cover: coverOf(cover),
    })
    .from(page)
    .innerJoin(v, eq(v.id, page.id))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, v.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, v.modelId))
    .leftJoin(cover, eq(cover.listingId, v.id))
    .orderBy(asc(page.ord))
}
export type VehicleRow = Awaited<ReturnType<typeof findVehicleSummaries>>[number]

/** Every column but the full-text document (large, and for the database only). */
const { searchVector: _searchVector, ...vehicleColumns } = getTableColumns(v)

export async function findPublicVehicle(db: Db, id: number) {
  const [row] = await db
    .select({
      vehicle: vehicleColumns,
      brand: vehicleBrands.name,
      model: vehicleModels.name,
      advertiserVerified: verifiedAdvertiser(v.userId),
      documented: documentedListing('vehicle', v.id),
    })
    .from(v)
    .innerJoin(users, eq(users.id, v.userId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, v.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, v.modelId))
    .where(and(eq(v.id, id), ...publicVehicle()))
  return row ?? null
}

export const findVehicleImages = (db: Db, vehicleId: number) => findImages(db, vehicleMediaLink, vehicleId)

export async function findOptionalItemIds(db: Db, vehicleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vehicleOptionalItems.optionalItemId })
    .from(vehicleOptionalItems)
    .where(eq(vehicleOptionalItems.vehicleId, vehicleId))
    .orderBy(asc(vehicleOptionalItems.optionalItemId))
  return rows.map((r) => r.id)
}
