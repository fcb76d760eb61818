import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import { localDiskStorage } from '../../adapters/storage/local-disk'
import { hashPassword } from '../../modules/auth/password'
import { privateStorage } from '../../modules/trust'
import { applyPlanRules } from './plan-rules'
import type { Db } from '../client'
import { users } from '../schema'
import { seedActivity } from './activity'
import { seedBilling } from './billing'
import { seedCatalogue } from './brands'
import { clonedPhotoListings, seedClonedPhoto } from './cloned-photo'
import { seedOnSitePhotos } from './on-site-photos'
import { buildImagePool } from './images/pool'
import { seedPriceBands } from './price-bands'
import { seedPriceChanges } from './price-changes'
import { seedProperties } from './properties'
import { Rng } from './random'
import { seedSettings } from './settings'
import { seedTrust } from './trust'
import { seedUsers } from './users'
import { seedVehicles } from './vehicles'

export { demoAccounts, DEMO_DOMAIN } from './users'
export { ADMIN_EMAIL } from './settings'
export const DEMO_PASSWORD = 'Demo@2026'
export const ADMIN_PASSWORD = 'Admin@2026'

export interface SeedOptions {
  /** Where media files go (`${DATA_DIR}/media`). */
  mediaDir: string
  /** 1 = the full demo (3 200 properties, 1 600 vehicles, 60 advertisers per profile); tests use ~0.05. */
  scale?: number
  seed?: string
}

export type SeedCounts = Record<string, number>
export interface SeedResult {
  counts: SeedCounts
  ms: { images: number; data: number; total: number }
}

/**
 * Fills an empty database with the demo marketplace. Deterministic: the same options give the same rows (ids
 * included, on a fresh database) and the same image files. Images are stored first, the rows in one transaction.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  const scale = opts.scale ?? 1
  const rng = new Rng(opts.seed ?? 'mercado-irece-demo')
  const storage = localDiskStorage(opts.mediaDir)
  // Each distinct password is hashed once (argon2 is slow on purpose) while the pictures render.
  const [pool, demoHash, adminHash] = await Promise.all([
    buildImagePool(db, storage),
    hashPassword(DEMO_PASSWORD),
    hashPassword(ADMIN_PASSWORD),
  ])
  const imagesDone = performance.now()

  const counts = await db.transaction(async (tx) => {
    await seedSettings(tx, adminHash)
    const catalogue = await seedCatalogue(tx)
    const people = await seedUsers(tx, rng.fork('users'), {
      perProfile: Math.max(3, Math.round(60 * scale)),
      passwordHash: demoHash,
      pool,
    })
    const billing = await seedBilling(tx, rng.fork('billing'), people.users)
    const props = await seedProperties(tx, rng.fork('properties'), {
      count: Math.round(3200 * scale),
      users: people.users,
      pool,
    })
    const cars = await seedVehicles(tx, rng.fork('vehicles'), {
      count: Math.round(1600 * scale),
      users: people.users,
      pool,
      catalogue: catalogue.ids,
    })
    await applyPlanRules(tx, people.users)
    const activity = await seedActivity(tx, rng.fork('activity'), {
      users: people.users,
      properties: props.properties,
      vehicles: cars.vehicles,
      scale,
    })
    const priceChanges = await seedPriceChanges(tx, rng.fork('price-changes'), {
      properties: props.properties,
      vehicles: cars.vehicles,
    })
    const belowBandHeld = await seedPriceBands(tx, rng.fork('price-bands'), { held: scale >= 0.5 ? 4 : 1 })
    // Documents live beside the media, in DATA_DIR/private/trust (never served as files).
    const trust = await seedTrust(tx, rng.fork('trust'), {
      users: people.users,
      properties: props.properties,
      vehicles: cars.vehicles,
      files: privateStorage(path.dirname(opts.mediaDir)),
    })
    const clonedPhoto = await seedClonedPhoto(tx, storage, {
      users: people.users,
      properties: props.properties,
    })
    const onSitePhotos = await seedOnSitePhotos(tx, storage, rng.fork('on-site-photos'), {
      users: people.users,
      properties: props.properties,
      // The copied photo's two listings keep the story they tell.
      skip: Object.values(clonedPhotoListings(people.users, props.properties) ?? {}).map((p) => p.id),
      count: scale >= 0.5 ? 8 : 3,
    })
    return {
      media: Object.values(pool).flat().length,
      users: people.users.length,
      userPhones: people.phones,
      agencies: people.agencies,
      admins: 1,
      ...billing,
      ...catalogue.counts,
      properties: props.properties.length,
      propertyMedia: props.media,
      vehicles: cars.vehicles.length,
      vehicleMedia: cars.media,
      vehicleOptionalItems: cars.optionalItems,
      ...activity,
      priceChanges,
      belowBandHeld,
      ...trust,
      heldClonedPhoto: clonedPhoto === null ? 0 : 1,
      onSitePhotos,
    }
  })
  const done = performance.now()
  return {
    counts,
    ms: {
      images: Math.round(imagesDone - started),
      data: Math.round(done - imagesDone),
      total: Math.round(done - started),
    },
  }
}

export interface SeedLog {
  info(obj: object, msg: string): void
}

/** Seeds only a database without users (first start); returns null when it left the database alone. */
export async function seedIfEmpty(db: Db, opts: SeedOptions & { log?: SeedLog }): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) {
    opts.log?.info({ users: row?.n }, 'demo seed skipped: the database already has users')
    return null
  }
  opts.log?.info({ mediaDir: opts.mediaDir }, 'seeding demo data (first start of an empty database)')
  const result = await seedDemo(db, opts)
  opts.log?.info({ ...result.ms, ...result.counts }, 'demo data ready')
  return result
}

/**
 * Empties every table the demo fills (and, by cascade, whatever references them) and restarts their ids.
 * Media files stay: they are content-addressed, the next seed reuses them.
 */
export async function wipeDemo(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE users, admins, media, plans, vehicle_brands, optional_item_groups, website_settings, business_leads, price_bands, listing_risk_flags RESTART IDENTITY CASCADE`,
  )
}
