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
import { lifecycleTables, openRisks } from '../../modules/listings/lifecycle'
import { findPhotoMatches } from '../../modules/photo-match'
import { currentPlanLimits } from '../../modules/plan-limits/service'
import { refreshPhotosOnSite } from '../../modules/trust'
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
  'uploaded_media',
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
  // A DATA_DIR of its own: the documents go beside the media (DATA_DIR/private).
  mediaDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mi-seed-')), 'media')
  first = await seedDemo(db, { mediaDir, scale: SCALE })
})
afterAll(async () => {
  await database?.close()
  if (mediaDir) fs.rmSync(path.dirname(mediaDir), { recursive: true, force: true })
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

  it('gives some live listings a recent price drop whose history ends at the price they ask', async () => {
    const changes = await db.select().from(s.listingPriceChanges)
    expect(changes.length).toBeGreaterThan(5)
    const dropped = await db
      .select({ id: s.properties.id, price: s.properties.price, percent: s.properties.priceDropPercent })
      .from(s.properties)
      .where(sql`${s.properties.priceDroppedAt} is not null`)
    expect(dropped.length).toBeGreaterThan(0)
    for (const l of dropped) {
      const mine = changes
        .filter((c) => c.kind === 'property' && c.listingId === l.id)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      const last = mine.at(-1)!
      expect(last.toPrice).toBe(l.price)
      expect(last.fromPrice!).toBeGreaterThan(l.price!)
      expect(l.percent).toBe(Math.round(((last.fromPrice! - l.price!) / last.fromPrice!) * 100))
    }
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

  it('shows each trust mark and fills the staff queue: verified, documented, refused, under review', async () => {
    const byEmail = async (email: string) =>
      (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)))[0]!.id
    const checksOf = async (userId: number) =>
      db
        .select()
        .from(s.trustChecks)
        .where(and(eq(s.trustChecks.userId, userId)))
    const emailOf = (profile: string) => demoAccounts.find((a) => a.profile === profile)!.email
    const [owner, broker, agency] = [emailOf('owner'), emailOf('broker'), emailOf('business')]
    const ownerChecks = await checksOf(await byEmail(owner))
    expect(
      ownerChecks
        .filter((c) => c.status === 'approved')
        .map((c) => c.subject)
        .sort(),
    ).toEqual(expect.arrayContaining(['advertiser', 'property']))
    const brokerChecks = (await checksOf(await byEmail(broker))).filter((c) => c.subject === 'advertiser')
    expect(brokerChecks.map((c) => [c.status, Boolean(c.reason)])).toEqual([['refused', true]])
    // The demo agency has sent nothing: it can go through the whole sending itself.
    expect(await checksOf(await byEmail(agency))).toEqual([])
    const pending = await db.select().from(s.trustChecks).where(eq(s.trustChecks.status, 'pending'))
    expect(pending.filter((c) => c.subject === 'advertiser').length).toBeGreaterThanOrEqual(2)
    expect(pending.filter((c) => c.subject !== 'advertiser').length).toBeGreaterThanOrEqual(1)
    // Pending sendings have their photos in private storage, beside the media, never in it.
    const files = await db.select().from(s.trustFiles)
    const open = files.filter((f) => pending.some((c) => c.id === f.checkId))
    expect(open.length).toBeGreaterThan(0)
    for (const f of open) {
      expect(fs.existsSync(path.join(path.dirname(mediaDir), 'private', 'trust', f.storageKey!))).toBe(true)
      expect(fs.existsSync(path.join(mediaDir, f.storageKey!))).toBe(false)
    }
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

  it('holds one copied photo for staff, and no other listing has another advertiser’s photo', async () => {
    const held = await db
      .select({ id: s.properties.id })
      .from(s.properties)
      .where(sql`${s.properties.hold} = 'review' and ${s.properties.holdReason} like 'Uma das fotos%'`)
    expect(held).toHaveLength(1)
    expect(await openRisks(db, 'property', [held[0]!.id])).toMatchObject([{ code: 'cloned_photo' }])
    const unhashed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.media)
      .where(isNull(s.media.dhash))
    expect(unhashed[0]!.n).toBe(0)
    for (const kind of listingKinds) {
      const table = kind === 'property' ? s.properties : s.vehicles
      const rows = await db.select({ id: table.id, userId: table.userId }).from(table)
      for (const r of rows) {
        if (kind === 'property' && r.id === held[0]!.id) continue
        expect(await findPhotoMatches(db, { kind, id: r.id, userId: r.userId })).toEqual([])
      }
    }
  })

  it('shows "Fotos feitas no local" on a few live properties, from their own advertiser’s camera positions', async () => {
    const marked = await db
      .select({ id: s.properties.id, userId: s.properties.userId, status: s.properties.status })
      .from(s.properties)
      .where(eq(s.properties.photosOnSite, true))
    expect(marked.length).toBe(first.counts.onSitePhotos)
    expect(marked.length).toBeGreaterThanOrEqual(2)
    for (const listing of marked) {
      expect(listing.status).toBe('active')
      // The same function a save runs agrees, from positions the listing's own advertiser sent.
      expect(await refreshPhotosOnSite(db, listing.id)).toBe(true)
      const captures = await db
        .select({ userId: s.uploadedMedia.userId })
        .from(s.uploadedMedia)
        .innerJoin(s.propertyMedia, eq(s.propertyMedia.mediaId, s.uploadedMedia.mediaId))
        .where(
          and(eq(s.propertyMedia.propertyId, listing.id), sql`${s.uploadedMedia.captureLat} is not null`),
        )
      expect(captures.length).toBeGreaterThan(0)
      expect(new Set(captures.map((c) => c.userId))).toEqual(new Set([listing.userId]))
    }
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
