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
import { riskLateral, type RiskReason } from '../admin-moderation'
import { vehicleMediaLink } from '../vehicles'
import { listingCounts, withCovers } from './counts'
import type { Tx } from './deps'
import { insertRow, patchRow, type FormColumns, type ListingTable } from './rows'
import type { GalleryTable } from './gallery'

// The advertiser's own vehicles: every query here is scoped by user id (no one reads or edits another's), and
// says whether it wants the archived ones (deleted_at set) or the others.

export type { Tx }

const scoped = (userId: number, archived: boolean) =>
  and(eq(v.userId, userId), archived ? isNotNull(v.deletedAt) : isNull(v.deletedAt))

const { searchVector: _searchVector, ...columns } = getTableColumns(v)

const withNames = {
  vehicle: columns,
  brand: vehicleBrands.name,
  model: vehicleModels.name,
  ...listingCounts(
    v,
    vehicleMediaLink,
    { table: vehicleViewTotals, listingId: vehicleViewTotals.vehicleId, total: vehicleViewTotals.total },
    leads.vehicleId,
  ),
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

/** A page of the user's vehicles, newest first, with brand, model, cover, photo, view and lead counts. */
export async function findMinePage(db: Db, userId: number, archived: boolean, limit: number, offset: number) {
  const rows = await selectMine(db)
    .where(scoped(userId, archived))
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(limit)
    .offset(offset)
  return withCovers(db, vehicleMediaLink, rows, (r) => r.vehicle.id)
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
/** Staff's review queue: riskiest first (the back office's risk score), then the longest waiting. */
export async function findPendingPage(db: Db, limit: number, offset: number) {
  const where = and(eq(v.status, 'pending'), isNull(v.deletedAt))
  const risk = riskLateral(db, 'vehicle', v)
  const [ranked, [total]] = await Promise.all([
    db
      .select({ id: v.id, score: sql<number>`${risk.score}`, reasons: sql<RiskReason[]>`${risk.reasons}` })
      .from(v)
      .innerJoin(users, eq(users.id, v.userId))
      .leftJoinLateral(risk, sql`true`)
      .where(where)
      .orderBy(desc(risk.score), asc(v.updatedAt), asc(v.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(v).where(where),
  ])
  const found = ranked.length
    ? await selectMine(db).where(
        inArray(
          v.id,
          ranked.map((r) => r.id),
        ),
      )
    : []
  const byId = new Map(found.map((row) => [row.vehicle.id, row]))
  const rows = ranked.flatMap(({ id, score, reasons }) => {
    const row = byId.get(id)
    return row ? [{ ...row, risk: { score, reasons } }] : []
  })
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

const table: ListingTable<typeof v> = { table: v, id: v.id }

/** A new vehicle (a draft unless told); its code follows its id (V000123), as the demo's do. */
export async function insertVehicle(
  db: Tx,
  userId: number,
  values: RowValues & Partial<typeof v.$inferInsert>,
): Promise<number> {
  const id = await insertRow(db, table, { status: 'draft', ...values, userId, code: '' })
  await db
    .update(v)
    .set({ code: `V${String(id).padStart(6, '0')}` })
    .where(eq(v.id, id))
  return id
}

/** Writes the form's columns of one vehicle, with updated_at. */
export const updateVehicle = (db: Tx, id: number, values: FormColumns<typeof v>) =>
  patchRow(db, table, id, values)

export async function replaceOptionalItems(db: Tx, vehicleId: number, ids: number[]): Promise<void> {
  await db.delete(vehicleOptionalItems).where(eq(vehicleOptionalItems.vehicleId, vehicleId))
  if (ids.length === 0) return
  await db.insert(vehicleOptionalItems).values(ids.map((optionalItemId) => ({ vehicleId, optionalItemId })))
}

/** The vehicle's photos: its link table (the photos are named after brand, model and year, not one by one). */
export const vehicleGallery: GalleryTable<typeof vehicleMedia> = {
  link: { ...vehicleMediaLink, table: vehicleMedia },
  row: ({ listingId, alt: _alt, ...place }) => ({ vehicleId: listingId, ...place }),
}
