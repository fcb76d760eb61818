import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { towns } from '../../../src/domain/region'
import type { VehicleSearch } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import {
  media,
  users,
  vehicleBrands,
  vehicleMedia,
  vehicleModels,
  vehicleOptionalItems,
  vehicles as v,
} from '../../db/schema'
import { inIdOrderWithCovers } from '../media/covers'
import { selectRows } from '../search/rows'
import type { TextMatch } from '../search/text'

export type VehicleFilters = Omit<VehicleSearch, 'page' | 'per_page' | 'sort'> & { userId?: number }
export type VehicleSort = NonNullable<VehicleSearch['sort']>
export type VehicleOrder = { kind: VehicleSort } | { kind: 'relevance'; rank: SQL }

/** The public may see a vehicle only while it is published, not archived, and its advertiser is active. */
export const publicVehicle = (): SQL[] => [
  sql`${v.status} = 'published'`,
  sql`${v.deletedAt} is null`,
  sql`${users.status} = 'active'`,
]

export function filterConditions(f: VehicleFilters, text?: TextMatch): SQL[] {
  const c = publicVehicle()
  if (f.userId !== undefined) c.push(eq(v.userId, f.userId))
  if (f.vehicle_type) c.push(eq(v.vehicleType, f.vehicle_type))
  if (f.brand_id !== undefined) c.push(eq(v.brandId, f.brand_id))
  if (f.model_id !== undefined) c.push(eq(v.modelId, f.model_id))
  if (f.year_min !== undefined) c.push(gte(v.year, f.year_min))
  if (f.year_max !== undefined) c.push(lte(v.year, f.year_max))
  if (f.price_min !== undefined) c.push(gte(v.price, f.price_min))
  if (f.price_max !== undefined) c.push(lte(v.price, f.price_max))
  if (f.mileage_max !== undefined) c.push(lte(v.mileage, f.mileage_max))
  if (f.city !== undefined) {
    const town = towns.find((t) => t.slug === f.city)
    c.push(town ? eq(v.cityId, town.id) : sql`false`)
  }
  if (f.seller_type) c.push(eq(users.profile, f.seller_type))
  if (f.condition) c.push(eq(v.condition, f.condition))
  if (text) c.push(text.where)
  return c
}

const orderSql = (order: VehicleOrder): SQL => {
  switch (order.kind) {
    case 'recent':
      return sql`${v.createdAt} desc, ${v.id} desc`
    case 'price_asc':
      return sql`${v.price} asc nulls last, ${v.id} desc`
    case 'price_desc':
      return sql`${v.price} desc nulls last, ${v.id} desc`
    case 'year_desc':
      return sql`${v.year} desc, ${v.createdAt} desc, ${v.id} desc`
    case 'mileage_asc':
      return sql`${v.mileage} asc, ${v.id} desc`
    case 'relevance':
      return sql`${order.rank} desc, ${v.createdAt} desc, ${v.id} desc`
  }
}

const fromPublic = sql`${v} inner join ${users} on ${users.id} = ${v.userId}`

export async function countVehicles(db: Db, where: SQL[]): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${fromPublic} where ${and(...where)}`,
  )
  return Number(row?.n ?? 0)
}

/** The ids of one page, in order (the page is chosen before any join for the cards). */
export async function findVehiclePageIds(
  db: Db,
  where: SQL[],
  order: VehicleOrder,
  limit: number,
  offset: number,
) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select ${v.id} as id from ${fromPublic} where ${and(...where)}
        order by ${orderSql(order)} limit ${limit} offset ${offset}`,
  )
  return rows.map((r) => Number(r.id))
}

/** The cover of each vehicle (is_cover first, else the lowest position): one DISTINCT ON over the page's ids. */
function findCovers(db: Db, ids: number[]) {
  return db
    .selectDistinctOn([vehicleMedia.vehicleId], {
      vehicleId: vehicleMedia.vehicleId,
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
    })
    .from(vehicleMedia)
    .innerJoin(media, eq(media.id, vehicleMedia.mediaId))
    .where(inArray(vehicleMedia.vehicleId, ids))
    .orderBy(
      asc(vehicleMedia.vehicleId),
      desc(vehicleMedia.isCover),
      asc(vehicleMedia.position),
      asc(vehicleMedia.mediaId),
    )
}

/** Summaries of `ids` with brand, model and cover, in the order of `ids`. */
export async function findVehicleSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const [rows, covers] = await Promise.all([
    db
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
      })
      .from(v)
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, v.brandId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, v.modelId))
      .where(inArray(v.id, ids)),
    findCovers(db, ids),
  ])
  return inIdOrderWithCovers(ids, rows, covers, 'vehicleId')
}
export type VehicleRow = Awaited<ReturnType<typeof findVehicleSummaries>>[number]

/** Every column but the full-text document (large, and for the database only). */
const { searchVector: _searchVector, ...vehicleColumns } = getTableColumns(v)

export async function findPublicVehicle(db: Db, id: number) {
  const [row] = await db
    .select({ vehicle: vehicleColumns, brand: vehicleBrands.name, model: vehicleModels.name })
    .from(v)
    .innerJoin(users, eq(users.id, v.userId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, v.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, v.modelId))
    .where(and(eq(v.id, id), ...publicVehicle()))
  return row ?? null
}

export function findVehicleImages(db: Db, vehicleId: number) {
  return db
    .select({
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      isCover: vehicleMedia.isCover,
    })
    .from(vehicleMedia)
    .innerJoin(media, eq(media.id, vehicleMedia.mediaId))
    .where(eq(vehicleMedia.vehicleId, vehicleId))
    .orderBy(asc(vehicleMedia.position), asc(vehicleMedia.mediaId))
}

export async function findOptionalItemIds(db: Db, vehicleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vehicleOptionalItems.optionalItemId })
    .from(vehicleOptionalItems)
    .where(eq(vehicleOptionalItems.vehicleId, vehicleId))
    .orderBy(asc(vehicleOptionalItems.optionalItemId))
  return rows.map((r) => r.id)
}
