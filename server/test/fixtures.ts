// Test data inserted straight through Drizzle: small, explicit rows with defaults a test can override.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import * as s from '../db/schema'

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>

let seq = 0
const next = () => ++seq

export interface PhoneFixture {
  number: string
  whatsapp?: boolean
}

export async function createUser(db: Db, over: Insert<typeof s.users> & { phones?: PhoneFixture[] } = {}) {
  const { phones = [{ number: '74-99999-0000', whatsapp: true }], ...fields } = over
  const n = next()
  const [user] = await db
    .insert(s.users)
    .values({
      firstName: 'Ana',
      lastName: `Souza ${n}`,
      email: `user${n}-${randomBytes(3).toString('hex')}@example.com`,
      ...fields,
    })
    .returning()
  if (phones.length > 0) {
    await db.insert(s.userPhones).values(
      phones.map((p, i) => ({
        userId: user!.id,
        number: p.number,
        whatsapp: p.whatsapp ?? false,
        position: i,
      })),
    )
  }
  return user!
}

export async function createMedia(db: Db, over: Insert<typeof s.media> = {}) {
  const [row] = await db
    .insert(s.media)
    .values({
      hash: randomBytes(12).toString('hex'),
      mime: 'image/jpeg',
      width: 1600,
      height: 1067,
      bytes: 120_000,
      ...over,
    })
    .returning()
  return row!
}

export interface ImageFixture {
  position?: number
  isCover?: boolean
  alt?: string
}

export async function createProperty(
  db: Db,
  userId: number,
  over: Insert<typeof s.properties> & { images?: ImageFixture[] } = {},
) {
  const { images = [], ...fields } = over
  const [row] = await db
    .insert(s.properties)
    .values({
      userId,
      name: `Casa ${next()}`,
      description: 'Casa ampla e arejada.',
      category: 'house',
      listingType: 'sale',
      price: 250_000,
      bedroom: 3,
      bathroom: 2,
      parkingSpace: 1,
      squareMeters: 120,
      cityId: 2914604,
      neighborhood: 'Centro',
      street: 'Rua Lafaiete Coutinho',
      lat: -11.304123,
      lng: -41.855987,
      // The tests that predate the privacy levels read the exact point; the privacy tests choose their own level.
      addressPrivacy: 'exact',
      status: 'active',
      ...fields,
    })
    .returning()
  for (const [i, img] of images.entries()) {
    const m = await createMedia(db)
    await db.insert(s.propertyMedia).values({
      propertyId: row!.id,
      mediaId: m.id,
      position: img.position ?? i,
      isCover: img.isCover ?? false,
      alt: img.alt ?? null,
    })
  }
  return row!
}

/** `visitors` distinct page views on the day `daysAgo` days before the database's current_date. */
export async function addPageViews(db: Db, propertyId: number, daysAgo: number, visitors: number) {
  for (let i = 0; i < visitors; i++) {
    await db.insert(s.propertyPageViews).values({
      propertyId,
      day: sql`current_date - ${daysAgo}::int`,
      visitor: `v${next()}`,
    })
  }
}

export async function addVehiclePageViews(db: Db, vehicleId: number, daysAgo: number, visitors: number) {
  for (let i = 0; i < visitors; i++) {
    await db.insert(s.vehiclePageViews).values({
      vehicleId,
      day: sql`current_date - ${daysAgo}::int`,
      visitor: `v${next()}`,
    })
  }
}

export async function setViewTotal(db: Db, propertyId: number, total: number) {
  await db
    .insert(s.propertyViewTotals)
    .values({ propertyId, total })
    .onConflictDoUpdate({ target: s.propertyViewTotals.propertyId, set: { total } })
}

export async function createCatalogue(
  db: Db,
  over: {
    vehicleType?: 'cars' | 'motorcycles' | 'trucks'
    brand?: string
    model?: string
    years?: [number, string][]
  } = {},
) {
  const {
    vehicleType = 'cars',
    brand = `Marca ${next()}`,
    model = `Modelo ${next()}`,
    years = [[2020, '1.0 Flex']],
  } = over
  const [b] = await db
    .insert(s.vehicleBrands)
    .values({ name: brand, code: `${brand.toLowerCase().replace(/\W+/g, '-')}-${next()}`, vehicleType })
    .returning()
  const [m] = await db.insert(s.vehicleModels).values({ brandId: b!.id, name: model }).returning()
  const yearRows = years.length
    ? await db
        .insert(s.vehicleYears)
        .values(years.map(([year, version]) => ({ modelId: m!.id, year, version })))
        .returning()
    : []
  return { brand: b!, model: m!, years: yearRows }
}

export async function createVehicle(
  db: Db,
  userId: number,
  catalogue: { brand: { id: number; vehicleType: 'cars' | 'motorcycles' | 'trucks' }; model: { id: number } },
  over: Insert<typeof s.vehicles> & { images?: ImageFixture[]; optionalItemIds?: number[] } = {},
) {
  const { images = [], optionalItemIds = [], ...fields } = over
  const n = next()
  const [row] = await db
    .insert(s.vehicles)
    .values({
      userId,
      name: `Veículo ${n}`,
      code: `V${n}`,
      vehicleType: catalogue.brand.vehicleType,
      brandId: catalogue.brand.id,
      modelId: catalogue.model.id,
      version: '1.0 Flex',
      year: 2020,
      fuelType: 'flex',
      condition: 'used',
      transmission: 'manual',
      mileage: 40_000,
      price: 55_000,
      cityId: 2914604,
      status: 'published',
      ...fields,
    })
    .returning()
  for (const [i, img] of images.entries()) {
    const m = await createMedia(db)
    await db.insert(s.vehicleMedia).values({
      vehicleId: row!.id,
      mediaId: m.id,
      position: img.position ?? i,
      isCover: img.isCover ?? false,
    })
  }
  if (optionalItemIds.length) {
    await db
      .insert(s.vehicleOptionalItems)
      .values(optionalItemIds.map((id) => ({ vehicleId: row!.id, optionalItemId: id })))
  }
  return row!
}

export async function createOptionalGroup(db: Db, name: string, position: number, items: [string, number][]) {
  const [g] = await db.insert(s.optionalItemGroups).values({ name, position }).returning()
  const rows = await db
    .insert(s.optionalItems)
    .values(items.map(([itemName, pos]) => ({ groupId: g!.id, name: itemName, position: pos })))
    .returning()
  return { group: g!, items: rows }
}

export async function setWebsiteSettings(db: Db, value: Record<string, unknown>) {
  await db
    .insert(s.websiteSettings)
    .values({ id: 1, value })
    .onConflictDoUpdate({ target: s.websiteSettings.id, set: { value } })
}

/** The ids of the `listed` fixtures that `keep` keeps, newest first (they were listed oldest first). */
export const newestFirst = <T extends { id: string }>(listed: T[], keep: (l: T) => boolean): string[] =>
  listed
    .filter(keep)
    .map((l) => l.id)
    .reverse()
