import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { BrandListQuery } from '../../../src/domain/backoffice-catalogue'
import { sortOf } from '../../../src/domain/backoffice'
import type { Db } from '../../db/client'
import { media, vehicleBrands, vehicleModels, vehicleYears } from '../../db/schema'

export type BrandRow = typeof vehicleBrands.$inferSelect
export type ModelRow = typeof vehicleModels.$inferSelect
export type YearRow = typeof vehicleYears.$inferSelect

const BRAND_SORTS = ['name', 'code', 'vehicle_type', 'status', 'created_at'] as const
const brandColumn = {
  name: vehicleBrands.name,
  code: vehicleBrands.code,
  vehicle_type: vehicleBrands.vehicleType,
  status: vehicleBrands.status,
  created_at: vehicleBrands.createdAt,
}

export async function findBrandPage(db: Db, q: BrandListQuery) {
  const where: SQL[] = []
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(or(ilike(vehicleBrands.name, like), ilike(vehicleBrands.code, like))!)
  }
  if (q.vehicle_type) where.push(eq(vehicleBrands.vehicleType, q.vehicle_type))
  if (q.status) where.push(eq(vehicleBrands.status, q.status))
  const cond = where.length ? and(...where) : undefined
  const { column, dir } = sortOf(q, BRAND_SORTS, 'name')
  const order = dir === 'desc' ? desc(brandColumn[column]) : asc(brandColumn[column])
  const modelsCount = sql<number>`(select count(*)::int from vehicle_models m where m.brand_id = "vehicle_brands"."id")`
  const [rows, [total]] = await Promise.all([
    db
      .select({ brand: vehicleBrands, image: media, modelsCount })
      .from(vehicleBrands)
      .leftJoin(media, eq(media.id, vehicleBrands.imageMediaId))
      .where(cond)
      .orderBy(order, asc(vehicleBrands.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(vehicleBrands).where(cond),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findBrand(db: Db, id: number) {
  const modelsCount = sql<number>`(select count(*)::int from vehicle_models m where m.brand_id = "vehicle_brands"."id")`
  const [row] = await db
    .select({ brand: vehicleBrands, image: media, modelsCount })
    .from(vehicleBrands)
    .leftJoin(media, eq(media.id, vehicleBrands.imageMediaId))
    .where(eq(vehicleBrands.id, id))
  return row ?? null
}

export const insertBrand = (db: Db, values: typeof vehicleBrands.$inferInsert) =>
  db.insert(vehicleBrands).values(values).returning({ id: vehicleBrands.id })

export const updateBrand = (db: Db, id: number, values: Partial<typeof vehicleBrands.$inferInsert>) =>
  db.update(vehicleBrands).set(values).where(eq(vehicleBrands.id, id))

export async function findModelsOfBrand(db: Db, brandId: number) {
  const models = await db
    .select()
    .from(vehicleModels)
    .where(eq(vehicleModels.brandId, brandId))
    .orderBy(asc(vehicleModels.name), asc(vehicleModels.id))
  const years = models.length
    ? await db
        .select()
        .from(vehicleYears)
        .where(
          inArray(
            vehicleYears.modelId,
            models.map((m) => m.id),
          ),
        )
        .orderBy(desc(vehicleYears.year), asc(vehicleYears.version))
    : []
  return models.map((m) => ({ model: m, years: years.filter((y) => y.modelId === m.id) }))
}

export async function findModel(db: Db, id: number): Promise<ModelRow | null> {
  const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, id))
  return row ?? null
}

export async function findYear(db: Db, id: number): Promise<YearRow | null> {
  const [row] = await db.select().from(vehicleYears).where(eq(vehicleYears.id, id))
  return row ?? null
}

export const brandCodeTaken = async (
  db: Db,
  type: BrandRow['vehicleType'],
  code: string,
  except?: number,
) => {
  const rows = await db
    .select({ id: vehicleBrands.id })
    .from(vehicleBrands)
    .where(and(eq(vehicleBrands.vehicleType, type), eq(vehicleBrands.code, code)))
  return rows.some((r) => r.id !== except)
}

/** Does the model have this year and version in another row? */
export async function yearTaken(db: Db, modelId: number, year: number, version: string, except: number) {
  const rows = await db
    .select({ id: vehicleYears.id })
    .from(vehicleYears)
    .where(
      and(eq(vehicleYears.modelId, modelId), eq(vehicleYears.year, year), eq(vehicleYears.version, version)),
    )
  return rows.some((r) => r.id !== except)
}
