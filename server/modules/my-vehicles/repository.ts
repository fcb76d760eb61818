import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { VehicleInput } from '../../../src/domain/vehicle-input'
import { STATE } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import {
  leads,
  optionalItems,
  users,
  vehicleBrands,
  vehicleMedia,
  vehicleModels,
  vehicleOptionalItems,
  vehicleViewTotals,
  vehicleYears,
  vehicles as v,
} from '../../db/schema'
import { findCovers } from '../listings/media'
import { inIdOrderWithCovers } from '../media/covers'
import { vehicleMediaLink } from '../vehicles/repository'

// The advertiser's own vehicles: every query here is scoped by user id (no one reads or edits another's), and
// says whether it wants the archived ones (deleted_at set) or the others.

/** The database or a transaction. */
/** Columns only the listing lifecycle writes. */
type LifecycleColumn = 'status' | 'deletedAt' | 'hold' | 'holdReason' | 'statusBeforeHold' | 'rejectionReason'

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

const scoped = (userId: number, archived: boolean) =>
  and(eq(v.userId, userId), archived ? isNotNull(v.deletedAt) : isNull(v.deletedAt))

const { searchVector: _searchVector, ...columns } = getTableColumns(v)

const photos = sql<number>`(select count(*)::int from ${vehicleMedia} where ${vehicleMedia.vehicleId} = ${v.id})`
const leadCount = sql<number>`(select count(*)::int from ${leads} where ${leads.vehicleId} = ${v.id})`
const views = sql<number>`coalesce((select ${vehicleViewTotals.total} from ${vehicleViewTotals} where ${vehicleViewTotals.vehicleId} = ${v.id}), 0)`

const withNames = {
  vehicle: columns,
  brand: vehicleBrands.name,
  model: vehicleModels.name,
  photos,
  leads: leadCount,
  views,
}

function selectMine(db: Tx) {
  return db
    .select(withNames)
    .from(v)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, v.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, v.modelId))
}

export async function countMine(db: Tx, userId: number, archived: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(v).where(scoped(userId, archived))
  return Number(row?.n ?? 0)
}

async function withCoverRows<R extends { vehicle: { id: number } }>(db: Db, rows: R[]) {
  const ids = rows.map((r) => r.vehicle.id)
  const flat = rows.map((r) => ({ ...r, id: r.vehicle.id }))
  return inIdOrderWithCovers(
    ids,
    flat,
    ids.length ? await findCovers(db, vehicleMediaLink, ids) : [],
    'listingId',
  )
}

/** A page of the user's vehicles, newest first, with brand, model, cover, photo, view and lead counts. */
export async function findMinePage(db: Db, userId: number, archived: boolean, limit: number, offset: number) {
  const rows = await selectMine(db)
    .where(scoped(userId, archived))
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(limit)
    .offset(offset)
  return withCoverRows(db, rows)
}
export type MineRow = Awaited<ReturnType<typeof findMinePage>>[number]

/** One of the user's vehicles, archived or not. */
export async function findMine(db: Tx, userId: number, id: number) {
  const [row] = await selectMine(db).where(and(eq(v.id, id), eq(v.userId, userId)))
  return row ?? null
}
export type MineDetailRow = NonNullable<Awaited<ReturnType<typeof findMine>>>

/** Any vehicle by id, for staff (the back office reviews everyone's). */
export async function findAny(db: Tx, id: number) {
  const [row] = await selectMine(db).where(eq(v.id, id))
  return row ?? null
}

/** Vehicles awaiting review (pending, not archived), oldest first, with their advertiser. */
export async function findPendingPage(db: Db, limit: number, offset: number) {
  const where = and(eq(v.status, 'pending'), isNull(v.deletedAt))
  const [rows, [total]] = await Promise.all([
    selectMine(db).where(where).orderBy(asc(v.updatedAt), asc(v.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(v).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function findAdvertisers(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      presentationName: users.presentationName,
    })
    .from(users)
    .where(inArray(users.id, ids))
}

export async function findOptionalItemIds(db: Tx, vehicleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vehicleOptionalItems.optionalItemId })
    .from(vehicleOptionalItems)
    .where(eq(vehicleOptionalItems.vehicleId, vehicleId))
    .orderBy(asc(vehicleOptionalItems.optionalItemId))
  return rows.map((r) => r.id)
}

/** The catalogue entry a vehicle names: the brand (of its type, active), the model (of that brand), the year. */
export async function findCatalogueEntry(
  db: Tx,
  e: { vehicleType: string; brandId: number; modelId: number; year: number; version: string },
) {
  const [brand] = await db
    .select({ id: vehicleBrands.id })
    .from(vehicleBrands)
    .where(
      and(
        eq(vehicleBrands.id, e.brandId),
        eq(vehicleBrands.vehicleType, e.vehicleType as 'cars'),
        eq(vehicleBrands.status, 'active'),
      ),
    )
  const [model] = brand
    ? await db
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(
          and(
            eq(vehicleModels.id, e.modelId),
            eq(vehicleModels.brandId, e.brandId),
            eq(vehicleModels.status, 'active'),
          ),
        )
    : []
  const [year] = model
    ? await db
        .select({ id: vehicleYears.id })
        .from(vehicleYears)
        .where(
          and(
            eq(vehicleYears.modelId, e.modelId),
            eq(vehicleYears.year, e.year),
            eq(vehicleYears.version, e.version),
            eq(vehicleYears.status, 'active'),
          ),
        )
    : []
  return { brand: !!brand, model: !!model, year: !!year }
}

export async function findUnknownOptionalItems(db: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await db
    .select({ id: optionalItems.id })
    .from(optionalItems)
    .where(inArray(optionalItems.id, ids))
  const known = new Set(found.map((r) => r.id))
  return ids.filter((id) => !known.has(id))
}

/** The columns a create or an update writes. */
export function rowValues(input: VehicleInput) {
  return {
    name: input.name,
    description: input.description,
    vehicleType: input.vehicle_type,
    brandId: input.brand_id,
    modelId: input.model_id,
    version: input.version,
    year: input.year,
    color: input.color,
    fuelType: input.fuel_type,
    condition: input.condition,
    plate: input.plate,
    plateLastDigit: input.plate_last_digit,
    mileage: input.mileage,
    transmission: input.transmission,
    oneOwner: input.one_owner,
    price: input.price,
    steeringWheel: input.steering_wheel,
    bodywork: input.bodywork,
    doors: input.doors,
    zipCode: input.zip_code,
    cityId: input.city_id,
    state: STATE,
    acceptsExchange: input.accepts_exchange,
    showContact: input.show_contact,
    financingStatus: input.financing_status,
  }
}
export type RowValues = ReturnType<typeof rowValues>

/** A new draft; its code follows its id (V000123), as the demo's do. */
export async function insertVehicle(db: Tx, userId: number, values: RowValues): Promise<number> {
  const [row] = await db
    .insert(v)
    .values({ ...values, userId, code: '', status: 'draft' })
    .returning({ id: v.id })
  const id = row!.id
  await db
    .update(v)
    .set({ code: `V${String(id).padStart(6, '0')}` })
    .where(eq(v.id, id))
  return id
}

export async function updateVehicle(
  db: Tx,
  id: number,
  // The status, the archive and holds are the listing lifecycle's to write (server/modules/listings/lifecycle).
  values: Partial<Omit<typeof v.$inferInsert, LifecycleColumn>>,
): Promise<void> {
  await db
    .update(v)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(v.id, id))
}

export async function replaceOptionalItems(db: Tx, vehicleId: number, ids: number[]): Promise<void> {
  await db.delete(vehicleOptionalItems).where(eq(vehicleOptionalItems.vehicleId, vehicleId))
  if (ids.length === 0) return
  await db.insert(vehicleOptionalItems).values(ids.map((optionalItemId) => ({ vehicleId, optionalItemId })))
}

/** Replaces the gallery: positions in order, one cover. */
export async function replaceGallery(db: Tx, vehicleId: number, mediaIds: number[], coverIndex: number) {
  await db.delete(vehicleMedia).where(eq(vehicleMedia.vehicleId, vehicleId))
  if (mediaIds.length === 0) return
  await db.insert(vehicleMedia).values(
    mediaIds.map((mediaId, position) => ({
      vehicleId,
      mediaId,
      position,
      isCover: position === coverIndex,
    })),
  )
}

export async function deleteVehicle(db: Tx, id: number): Promise<void> {
  await db.delete(v).where(eq(v.id, id))
}
