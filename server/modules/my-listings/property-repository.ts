import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { PropertyStatus } from '../../../src/domain/enums'
import type { PropertyCreate, PropertyUpdate } from '../../../src/domain/property-input'
import { categoryGroupOf } from '../../../src/domain/property-input'
import { STATE, townById } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import { leads, properties as p, propertyMedia, propertyViewTotals } from '../../db/schema'
import { findPropertyImages, propertyMediaLink } from '../properties'
import { listingCounts, withCovers } from './counts'
import type { Tx } from './deps'
import { insertRow, patchRow, type FormColumns, type ListingTable } from './rows'
import type { GalleryTable } from './gallery'

// The advertiser's own rows: every query here is scoped by user id (no one reads or edits another's listing),
// archived ones left out.

export type { Tx }

const mine = (userId: number) => and(eq(p.userId, userId), isNull(p.deletedAt))

/** Every column but the full-text document, which only the database reads. */
const columns = {
  id: p.id,
  name: p.name,
  description: p.description,
  category: p.category,
  listingType: p.listingType,
  price: p.price,
  priceOnRequest: p.priceOnRequest,
  rentalPeriod: p.rentalPeriod,
  rentalDays: p.rentalDays,
  rentPrice: p.rentPrice,
  condoFee: p.condoFee,
  iptuMonthly: p.iptuMonthly,
  bedroom: p.bedroom,
  suite: p.suite,
  bathroom: p.bathroom,
  parkingSpace: p.parkingSpace,
  floor: p.floor,
  commercialRoom: p.commercialRoom,
  squareMeters: p.squareMeters,
  builtAreaMeters: p.builtAreaMeters,
  yearBuilt: p.yearBuilt,
  allowsPets: p.allowsPets,
  features: p.features,
  youtubeUrl: p.youtubeUrl,
  rural: p.rural,
  status: p.status,
  highlighted: p.highlighted,
  highlightedUntil: p.highlightedUntil,
  deletedAt: p.deletedAt,
  street: p.street,
  number: p.number,
  complement: p.complement,
  neighborhood: p.neighborhood,
  cityId: p.cityId,
  zipCode: p.zipCode,
  reference: p.reference,
  lat: p.lat,
  lng: p.lng,
  addressPrivacy: p.addressPrivacy,
  hold: p.hold,
  holdReason: p.holdReason,
  heldAt: p.heldAt,
  reviewRequestedAt: p.reviewRequestedAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
}

const counts = listingCounts(
  p,
  propertyMediaLink,
  { table: propertyViewTotals, listingId: propertyViewTotals.propertyId, total: propertyViewTotals.total },
  leads.propertyId,
)

/** Which of the user's listings a list shows: live ones (not archived) or the archived, a search and a status. */
export interface MineFilter {
  /** One listing, archived or not (the answer of an action). */
  id?: number
  archived?: boolean
  q?: string
  status?: PropertyStatus
}

function mineWhere(userId: number, f: MineFilter) {
  const words = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    eq(p.userId, userId),
    f.id !== undefined ? eq(p.id, f.id) : f.archived ? isNotNull(p.deletedAt) : isNull(p.deletedAt),
    f.status ? eq(p.status, f.status) : undefined,
    words
      ? or(
          ilike(p.name, words),
          ilike(p.neighborhood, words),
          ilike(p.street, words),
          eq(p.id, Number(/^\d{1,9}$/.test(f.q!) ? f.q : -1)),
        )
      : undefined,
  )
}

export async function countMine(db: Db, userId: number, f: MineFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(mineWhere(userId, f))
  return Number(row?.n ?? 0)
}

/** A page of the user's listings, newest first (archived: last archived first), with cover, photos, views, leads. */
export async function findMinePage(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
  f: MineFilter = {},
) {
  const rows = await db
    .select({ ...columns, ...counts })
    .from(p)
    .where(mineWhere(userId, f))
    .orderBy(...(f.archived ? [desc(p.deletedAt)] : []), desc(p.createdAt), desc(p.id))
    .limit(limit)
    .offset(offset)
  return withCovers(db, propertyMediaLink, rows, (r) => r.id)
}
export type MineRow = Awaited<ReturnType<typeof findMinePage>>[number]

export async function findMine(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(p)
    .where(and(eq(p.id, id), mine(userId)))
  return row ?? null
}

/** One of the user's listings, archived or not (archive, unarchive, delete). */
export async function findOwned(db: Tx, userId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(p)
    .where(and(eq(p.id, id), eq(p.userId, userId)))
  return row ?? null
}

const table: ListingTable<typeof p> = { table: p, id: p.id }

/** Sets a listing's highlight, with updated_at (status, archive and holds are the listing lifecycle's to write). */
export const patchProperty = (
  db: Tx,
  id: number,
  values: Pick<typeof p.$inferInsert, 'highlighted' | 'highlightedUntil'>,
) => patchRow(db, table, id, values)

/** Writes the form's columns of one listing, with updated_at. */
export const updateProperty = (db: Tx, id: number, values: FormColumns<typeof p>) =>
  patchRow(db, table, id, values)

/** The user's highlights that count against the plan: published, not archived, not expired. */
export async function countHighlights(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(p)
    .where(
      and(
        eq(p.userId, userId),
        eq(p.status, 'active'),
        isNull(p.deletedAt),
        eq(p.highlighted, true),
        or(isNull(p.highlightedUntil), gt(p.highlightedUntil, sql`now()`)),
      ),
    )
  return Number(row?.n ?? 0)
}
export type MineDetailRow = NonNullable<Awaited<ReturnType<typeof findMine>>>

/** The listing's photos in order (the same query as the public detail's). */
export const findImages = findPropertyImages

/** The columns a create or an update writes from the form (lat/lng default to the town seat); the status is the
 * lifecycle's. */
export function rowValues(input: PropertyCreate | PropertyUpdate) {
  const a = input.address
  const town = townById(a.city_id)
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    categoryGroup: categoryGroupOf(input.category),
    listingType: input.listing_type,
    price: input.price,
    priceOnRequest: input.price_on_request,
    rentalPeriod: input.rental_period,
    rentalDays: input.rental_days,
    rentPrice: input.rent_price,
    condoFee: input.condo_fee,
    iptuMonthly: input.iptu_monthly,
    bedroom: input.bedroom,
    suite: input.suite,
    bathroom: input.bathroom,
    parkingSpace: input.parking_space,
    floor: input.floor,
    commercialRoom: input.commercial_room,
    squareMeters: input.square_meters,
    builtAreaMeters: input.built_area_meters,
    yearBuilt: input.year_built,
    allowsPets: input.allows_pets,
    features: input.features,
    youtubeUrl: input.youtube_url,
    rural: input.rural,
    street: a.street,
    number: a.number,
    complement: a.complement,
    neighborhood: a.neighborhood,
    cityId: a.city_id,
    state: STATE,
    zipCode: a.zip_code,
    reference: a.reference,
    lat: a.lat ?? town?.lat ?? null,
    lng: a.lng ?? town?.lng ?? null,
    addressPrivacy: a.privacy,
  }
}
export type RowValues = ReturnType<typeof rowValues>

export const insertProperty = (db: Tx, userId: number, values: RowValues & Partial<typeof p.$inferInsert>) =>
  insertRow(db, table, { ...values, userId })

/** The property's photos: its link table, and each photo's own alt text kept. */
export const propertyGallery: GalleryTable<typeof propertyMedia> = {
  link: { ...propertyMediaLink, table: propertyMedia },
  row: ({ listingId, ...place }) => ({ propertyId: listingId, ...place }),
}
