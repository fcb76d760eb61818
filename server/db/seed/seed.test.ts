import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyCategories, vehicleTypes } from '../../../src/domain/enums'
import { towns } from '../../../src/domain/region'
import { websiteSettingsSchema } from '../../../src/domain/settings'
import { isCep, isCnpj, isCpf, isCreci, isPhoneNumber } from '../../../src/domain/validation'
import { listingKinds } from '../../../src/domain/listing-lifecycle'
import { verifyPassword } from '../../modules/auth/password'
import { lifecycleTables } from '../../modules/listings/lifecycle'
import { currentPlanLimits } from '../../modules/plan-limits/service'
import { testDatabase } from '../../test/database'
import type { Database, Db } from '../client'
import * as s from '../schema'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  demoAccounts,
  seedDemo,
  seedIfEmpty,
  wipeDemo,
  type SeedResult,
} from './index'

const SCALE = 0.05
let database: Database
let db: Db
let mediaDir: string
let first: SeedResult

const n = sql<number>`count(*)::int`
const tally = (rows: { k: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.k, r.n]))

const seededTables = [
  'users',
  'user_phones',
  'agencies',
  'agency_phones',
  'admins',
  'media',
  'plans',
  'subscriptions',
  'payment_methods',
  'vehicle_brands',
  'vehicle_models',
  'vehicle_years',
  'optional_item_groups',
  'optional_items',
  'properties',
  'property_media',
  'vehicles',
  'vehicle_media',
  'vehicle_optional_items',
  'leads',
  'reports',
  'property_page_views',
  'property_view_totals',
  'website_settings',
]

/** What "the same data" means: every row of every seeded table (ids and dates included), bar salted hashes. */
async function snapshot() {
  const out: Record<string, { rows: number; md5: string }> = {}
  for (const table of seededTables) {
    const [row] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        md5: sql<string>`md5(coalesce(string_agg((to_jsonb(x) - 'password_hash')::text, '|' order by (to_jsonb(x) - 'password_hash')::text), ''))`,
      })
      .from(sql`${sql.identifier(table)} x`)
    out[table] = row!
  }
  return out
}

beforeAll(async () => {
  database = await testDatabase()
  db = database.db
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-seed-'))
  first = await seedDemo(db, { mediaDir, scale: SCALE })
})
afterAll(async () => {
  await database?.close()
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('seedDemo', () => {
  it('creates listings of every category and vehicle type, in the expected volume', async () => {
    expect(first.counts).toMatchObject({
      properties: 160,
      vehicles: 80,
      users: 9,
      agencies: 3,
      admins: 1,
      plans: 15,
      media: 55,
    })
    const p = s.properties
    const categories = tally(await db.select({ k: p.category, n }).from(p).groupBy(p.category))
    expect(Object.keys(categories).sort()).toEqual([...propertyCategories].sort())
    expect(categories.house).toBe(Math.max(...Object.values(categories)))
    const v = s.vehicles
    const types = tally(await db.select({ k: v.vehicleType, n }).from(v).groupBy(v.vehicleType))
    expect(Object.keys(types).sort()).toEqual([...vehicleTypes].sort())
    expect(types.cars).toBeGreaterThan(types.trucks!)
    const listing = tally(await db.select({ k: p.listingType, n }).from(p).groupBy(p.listingType))
    expect(Object.keys(listing).sort()).toEqual(['both', 'rent', 'sale'])
    const [onRequest] = await db
      .select({ n })
      .from(p)
      .where(and(isNull(p.price), eq(p.priceOnRequest, true)))
    expect(onRequest!.n).toBeGreaterThan(0)
  })

  it('gives every property and vehicle one cover, within the gallery sizes, with files on disk', async () => {
    const covers = sql<number>`(count(*) filter (where is_cover))::int`
    const pm = s.propertyMedia
    const vm = s.vehicleMedia
    const properties = await db.select({ n, covers }).from(pm).groupBy(pm.propertyId)
    const vehicles = await db.select({ n, covers }).from(vm).groupBy(vm.vehicleId)
    expect([properties.length, vehicles.length]).toEqual([160, 80])
    for (const [rows, max] of [
      [properties, 8],
      [vehicles, 6],
    ] as const) {
      for (const r of rows) {
        expect(r.covers).toBe(1)
        expect(r.n).toBeGreaterThanOrEqual(3)
        expect(r.n).toBeLessThanOrEqual(max)
      }
    }
    for (const m of await db.select().from(s.media)) {
      expect(fs.readdirSync(path.join(mediaDir, m.hash)).sort()).toEqual([
        '1280.webp',
        '320.webp',
        '640.webp',
        'original.jpg',
      ])
    }
  })

  it('sets up the demo accounts and the admin with their known passwords', async () => {
    for (const account of demoAccounts) {
      const [u] = await db.select().from(s.users).where(eq(s.users.email, account.email))
      expect(u).toMatchObject({ profile: account.profile, status: 'active' })
      expect(await verifyPassword(u!.passwordHash!, DEMO_PASSWORD)).toBe(true)
      const [props] = await db.select({ n }).from(s.properties).where(eq(s.properties.userId, u!.id))
      const [cars] = await db.select({ n }).from(s.vehicles).where(eq(s.vehicles.userId, u!.id))
      const [leads] = await db.select({ n }).from(s.leads).where(eq(s.leads.advertiserId, u!.id))
      expect(props!.n).toBeGreaterThanOrEqual(20)
      expect(cars!.n).toBeGreaterThan(0)
      expect(leads!.n).toBeGreaterThan(0)
      const subs = await db.select().from(s.subscriptions).where(eq(s.subscriptions.userId, u!.id))
      expect(subs.map((x) => x.status)).toEqual(['active'])
    }
    const [admin] = await db.select().from(s.admins).where(eq(s.admins.email, ADMIN_EMAIL))
    expect(await verifyPassword(admin!.passwordHash, ADMIN_PASSWORD)).toBe(true)
    // Every demo advertiser has a confirmed e-mail: publishing needs one.
    const [unconfirmed] = await db.select({ n }).from(s.users).where(isNull(s.users.emailVerifiedAt))
    expect(unconfirmed!.n).toBe(0)
  })

  it('writes documents, phones, CEPs and coordinates that pass the domain rules', async () => {
    for (const u of await db.select().from(s.users)) {
      if (u.profile !== 'business') expect(isCpf(u.cpf!)).toBe(true)
      if (u.profile !== 'owner') expect(isCreci(u.creci!)).toBe(true)
    }
    for (const a of await db.select().from(s.agencies))
      expect([isCnpj(a.cnpj!), isCep(a.zipCode!)]).toEqual([true, true])
    for (const p of await db.select().from(s.userPhones)) expect(isPhoneNumber(p.number)).toBe(true)
    for (const p of await db.select().from(s.properties)) {
      const town = towns.find((t) => t.id === p.cityId)!
      expect(Math.hypot((p.lat! - town.lat) * 110.6, (p.lng! - town.lng) * 109)).toBeLessThan(3.3)
      expect(isCep(p.zipCode!)).toBe(true)
    }
    const [settings] = await db.select().from(s.websiteSettings)
    expect(websiteSettingsSchema.shape.data.shape.attributes.parse(settings!.value).site_name).toBe(
      'Mercado Irecê',
    )
  })

  it('is current whatever day it runs: highlights still on, views today and this week', async () => {
    const [row] = await db
      .select({
        highlighted: sql<number>`count(*) filter (where ${s.properties.highlighted} and ${s.properties.highlightedUntil} > now())::int`,
        future: sql<number>`count(*) filter (where ${s.properties.createdAt} > now())::int`,
      })
      .from(s.properties)
    expect(Number(row!.highlighted)).toBeGreaterThan(0)
    expect(Number(row!.future)).toBe(0)
    const [views] = await db
      .select({ week: sql<number>`count(*)::int` })
      .from(s.propertyPageViews)
      .where(sql`${s.propertyPageViews.day} > current_date - 7`)
    expect(Number(views!.week)).toBeGreaterThan(0)
  })

  it('gives every advertiser with a live listing a current subscription, as publishing needs one', async () => {
    const live = sql`(exists (select 1 from ${s.properties} p where p.user_id = ${s.users.id} and p.status = 'active'
      and p.deleted_at is null) or exists (select 1 from ${s.vehicles} v where v.user_id = ${s.users.id}
      and v.status in ('published', 'pending') and v.deleted_at is null))`
    const current = sql`exists (select 1 from ${s.subscriptions} x where x.user_id = ${s.users.id}
      and x.status in ('active', 'trial') and (x.end_date is null or x.end_date > now()))`
    const [row] = await db
      .select({
        live: sql<number>`count(*) filter (where ${live})::int`,
        without: sql<number>`count(*) filter (where ${live} and not ${current})::int`,
      })
      .from(s.users)
    expect(row!.live).toBeGreaterThan(3)
    expect(row!.without).toBe(0)
  })

  it("keeps every advertiser within their plan's listing and highlight limits, held listings with a reason", async () => {
    const [advertisers] = await Promise.all([db.select({ id: s.users.id }).from(s.users)])
    let checked = 0
    for (const { id } of advertisers) {
      const plan = await currentPlanLimits(db, id)
      const places = plan?.properties ?? 0
      for (const kind of listingKinds) {
        const live = (await lifecycleTables[kind].counted(db, id)).length
        expect(live, `user ${id}: live ${kind} listings`).toBeLessThanOrEqual(places)
        checked += live
      }
      const [h] = await db
        .select({ n })
        .from(s.properties)
        .where(
          and(
            eq(s.properties.userId, id),
            eq(s.properties.highlighted, true),
            eq(s.properties.status, 'active'),
            isNull(s.properties.deletedAt),
            sql`(${s.properties.highlightedUntil} is null or ${s.properties.highlightedUntil} > now())`,
          ),
        )
      expect(h!.n, `user ${id}: highlights`).toBeLessThanOrEqual(plan?.highlighted ?? 0)
    }
    expect(checked).toBeGreaterThan(20)
    const unexplained = await db
      .select({ n })
      .from(s.properties)
      .where(
        and(
          eq(s.properties.status, 'inactive'),
          sql`(${s.properties.hold} is null or ${s.properties.holdReason} is null)`,
        ),
      )
    expect(unexplained[0]!.n).toBe(0)
    const refusals = await db
      .select({ n })
      .from(s.vehicles)
      .where(
        sql`(${s.vehicles.status} = 'inactive' and ${s.vehicles.rejectionReason} is null) or (${s.vehicles.status} = 'suspended' and ${s.vehicles.hold} is null)`,
      )
    expect(refusals[0]!.n).toBe(0)
  })

  it('leaves a database with users alone', async () => {
    expect(await seedIfEmpty(db, { mediaDir, scale: SCALE })).toBeNull()
  })

  it('is deterministic: wiped and seeded again, the rows are the same', async () => {
    const before = await snapshot()
    expect(before.properties!.rows).toBe(160)
    await wipeDemo(db)
    expect(await db.select().from(s.users)).toHaveLength(0)
    await seedDemo(db, { mediaDir, scale: SCALE })
    const after = await snapshot()
    expect(after).toEqual(before)
  })
})
