import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { sortOf } from '../../../src/domain/backoffice'
import type {
  AdminListingListQuery,
  AdminListingSummary,
  ListingKindName,
  ModerationAction,
} from '../../../src/domain/backoffice-moderation'
import { propertyPath, vehiclePath } from '../../../src/domain/paths'
import type { VehicleType } from '../../../src/domain/enums'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  moderationOutcomes,
  properties,
  users,
  vehicleBrands,
  vehicleModels,
  vehicles,
} from '../../db/schema'
import { notFound } from '../../http/errors'
import { holdOf, moveListing, type ListingEventSink } from '../listings'
import type { ListingAction } from '../../../src/domain/listing-lifecycle'
import { pageMeta, townOf } from '../../http/public-read'
import type { SearchInvalidator } from '../search'
import { riskLateral, type RiskReason } from './risk-score'

// Any listing as staff see it (whatever its status), and the two things they may do to one: pause it or archive it.

export const LISTING_NOT_FOUND = 'Anúncio não encontrado'

const userName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`

/** What the back office shows of a listing's lifecycle: the staff hold and the latest content change. */
const lifecycleSelect = (t: typeof properties | typeof vehicles) => ({
  hold: t.hold,
  holdReason: t.holdReason,
  heldAt: t.heldAt,
  reviewRequestedAt: t.reviewRequestedAt,
  reviewRequestNote: t.reviewRequestNote,
  contentChangedAt: t.contentChangedAt,
})
type LifecyclePick = {
  [K in keyof ReturnType<typeof lifecycleSelect>]: ReturnType<typeof lifecycleSelect>[K]['_']['data'] | null
}

const lifecycleSummary = (r: LifecyclePick & Partial<RiskPick>) => ({
  hold: holdOf(r),
  risk: r.riskScore == null ? null : { score: r.riskScore, reasons: r.riskReasons ?? [] },
  review_request_note: r.reviewRequestNote,
  content_changed_at: r.contentChangedAt?.toISOString() ?? null,
})

interface RiskPick {
  riskScore: number | null
  riskReasons: RiskReason[] | null
}
/** Staff's review queue (held, or asking for a review) is ordered by risk; other lists need not compute it. */
const inQueue = (q: AdminListingListQuery) => Boolean(q.review_requested || q.hold) && !q.sort
const riskFields = (risk: ReturnType<typeof riskLateral> | null) => ({
  riskScore: risk ? sql<number | null>`${risk.score}` : sql<number | null>`null::int`,
  riskReasons: risk ? sql<RiskReason[] | null>`${risk.reasons}` : sql<RiskReason[] | null>`null::jsonb`,
})

const propertySelect = {
  ...lifecycleSelect(properties),
  id: properties.id,
  title: properties.name,
  status: properties.status,
  deletedAt: properties.deletedAt,
  category: properties.category,
  cityId: properties.cityId,
  createdAt: properties.createdAt,
  userId: users.id,
  userName,
  userEmail: users.email,
}
const vehicleSelect = {
  ...lifecycleSelect(vehicles),
  id: vehicles.id,
  title: vehicles.name,
  status: vehicles.status,
  deletedAt: vehicles.deletedAt,
  vehicleType: vehicles.vehicleType,
  state: vehicles.state,
  version: vehicles.version,
  brand: vehicleBrands.name,
  model: vehicleModels.name,
  cityId: vehicles.cityId,
  createdAt: vehicles.createdAt,
  userId: users.id,
  userName,
  userEmail: users.email,
}
interface Common extends LifecyclePick {
  id: number
  title: string
  status: string
  deletedAt: Date | null
  cityId: number
  createdAt: Date
  userId: number
  userName: string
  userEmail: string
}
type PropertyPick = Common & { category: string }
type VehiclePick = Common & {
  vehicleType: VehicleType
  state: string
  version: string
  brand: string
  model: string
}

const summaryOfProperty = (p: PropertyPick): AdminListingSummary => {
  const town = townOf(p.cityId)
  return {
    id: String(p.id),
    kind: 'property',
    title: p.title,
    status: p.status,
    archived: p.deletedAt !== null,
    ...lifecycleSummary(p),
    url: propertyPath({ id: String(p.id), attributes: { category: p.category, city_slug: town.city_slug } }),
    user_id: String(p.userId),
    user_name: p.userName,
    user_email: p.userEmail,
    city: town.city,
    created_at: p.createdAt.toISOString(),
  }
}
const summaryOfVehicle = (v: VehiclePick): AdminListingSummary => {
  const town = townOf(v.cityId)
  return {
    id: String(v.id),
    kind: 'vehicle',
    title: v.title,
    status: v.status,
    archived: v.deletedAt !== null,
    ...lifecycleSummary(v),
    url: vehiclePath({
      id: String(v.id),
      attributes: {
        vehicle_type: v.vehicleType,
        state: v.state,
        city_slug: town.city_slug,
        brand: v.brand,
        model: v.model,
        version: v.version,
      },
    }),
    user_id: String(v.userId),
    user_name: v.userName,
    user_email: v.userEmail,
    city: town.city,
    created_at: v.createdAt.toISOString(),
  }
}

/** Held listings; held ones whose advertiser asked for a review; live ones whose content changed. */
function lifecycleFilters(t: typeof properties | typeof vehicles, q: AdminListingListQuery): SQL[] {
  const out: SQL[] = []
  if (q.hold) out.push(isNotNull(t.hold))
  if (q.review_requested) out.push(isNotNull(t.reviewRequestedAt))
  if (q.changed) out.push(isNotNull(t.contentChangedAt))
  return out
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const SORTS = ['created_at', 'title', 'status'] as const

export async function propertySummaries(db: Db, ids: number[]): Promise<Map<number, AdminListingSummary>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select(propertySelect)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(inArray(properties.id, ids))
  return new Map(rows.map((r) => [r.id, summaryOfProperty(r)]))
}

export async function listListings(db: Db, q: AdminListingListQuery) {
  const { column, dir } = sortOf(q, SORTS, 'created_at', 'desc')
  const order = (c: SQL | AnyPgColumn) => (dir === 'desc' ? desc(c) : asc(c))
  const where: SQL[] = []
  const offset = (q.page - 1) * q.per_page
  if (q.kind === 'property') {
    const t = properties
    if (q.q) {
      const n = Number(q.q)
      where.push(
        or(
          ilike(t.name, like(q.q)),
          ilike(users.email, like(q.q)),
          Number.isSafeInteger(n) ? eq(t.id, n) : undefined,
        )!,
      )
    }
    if (q.status) where.push(sql`${t.status}::text = ${q.status}`)
    if (q.archived) where.push(q.archived === '1' ? isNotNull(t.deletedAt) : isNull(t.deletedAt))
    where.push(...lifecycleFilters(t, q))
    const cond = where.length ? and(...where) : undefined
    const col = { created_at: t.createdAt, title: t.name, status: t.status }[column]
    const risk = inQueue(q) ? riskLateral(db, 'property', t) : null
    const listed = db
      .select({ ...propertySelect, ...riskFields(risk) })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .$dynamic()
    const [rows, [total]] = await Promise.all([
      (risk ? listed.leftJoinLateral(risk, sql`true`) : listed)
        .where(cond)
        .orderBy(
          ...(risk ? [desc(risk.score)] : []),
          ...(q.changed ? [desc(t.contentChangedAt)] : []),
          order(col),
          desc(t.id),
        )
        .limit(q.per_page)
        .offset(offset),
      db.select({ n: count() }).from(t).innerJoin(users, eq(users.id, t.userId)).where(cond),
    ])
    return { data: rows.map(summaryOfProperty), total: total?.n ?? 0 }
  }
  const t = vehicles
  if (q.q) {
    const n = Number(q.q)
    where.push(
      or(
        ilike(t.name, like(q.q)),
        ilike(users.email, like(q.q)),
        ilike(vehicleBrands.name, like(q.q)),
        ilike(vehicleModels.name, like(q.q)),
        Number.isSafeInteger(n) ? eq(t.id, n) : undefined,
      )!,
    )
  }
  if (q.status) where.push(sql`${t.status}::text = ${q.status}`)
  if (q.archived) where.push(q.archived === '1' ? isNotNull(t.deletedAt) : isNull(t.deletedAt))
  where.push(...lifecycleFilters(t, q))
  const cond = where.length ? and(...where) : undefined
  const col = { created_at: t.createdAt, title: t.name, status: t.status }[column]
  const risk = inQueue(q) ? riskLateral(db, 'vehicle', t) : null
  const listed = db
    .select({ ...vehicleSelect, ...riskFields(risk) })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, t.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, t.modelId))
    .$dynamic()
  const [rows, [total]] = await Promise.all([
    (risk ? listed.leftJoinLateral(risk, sql`true`) : listed)
      .where(cond)
      .orderBy(
        ...(risk ? [desc(risk.score)] : []),
        ...(q.changed ? [desc(t.contentChangedAt)] : []),
        order(col),
        desc(t.id),
      )
      .limit(q.per_page)
      .offset(offset),
    db
      .select({ n: count() })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, t.brandId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, t.modelId))
      .where(cond),
  ])
  return { data: rows.map(summaryOfVehicle), total: total?.n ?? 0 }
}

export const listingPage = async (db: Db, q: AdminListingListQuery) => {
  const { data, total } = await listListings(db, q)
  return {
    data: data.map(({ id, ...attributes }) => ({ id, type: 'listing' as const, attributes })),
    meta: pageMeta(q.page, q.per_page, total),
  }
}

async function summaryOf(db: Db, kind: ListingKindName, id: number): Promise<AdminListingSummary> {
  if (kind === 'property') {
    const found = (await propertySummaries(db, [id])).get(id)
    if (!found) throw notFound(LISTING_NOT_FOUND)
    return found
  }
  const [row] = await db
    .select(vehicleSelect)
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.id, id))
  if (!row) throw notFound(LISTING_NOT_FOUND)
  return summaryOfVehicle(row)
}

/** Staff's decision on a held listing, as the advertiser's standing counts it (the review queue's signal). */
const outcomeOf: Partial<Record<ModerationAction, 'released' | 'kept' | 'removed'>> = {
  release: 'released',
  keep: 'kept',
  archive: 'removed',
}

const staffAction = {
  pause: 'hold_pause',
  archive: 'hold_archive',
  release: 'release',
  keep: 'keep_hold',
} as const satisfies Record<ModerationAction, ListingAction>

/**
 * Holds any listing (paused or archived, with the reason its advertiser reads), lifts a hold, or keeps it with an
 * answer to the advertiser's review request: through the listing lifecycle, which only staff may ask for these.
 */
export async function moderateListing(
  /** listingEvents: followers hear that a listing staff held or archived is gone. */
  deps: { db: Db; searchCache: SearchInvalidator; listingEvents?: ListingEventSink },
  adminId: number,
  kind: ListingKindName,
  id: number,
  action: ModerationAction,
  reason?: string,
) {
  const before = await summaryOf(deps.db, kind, id)
  // The outcome counts only a decision on a listing held when the move locked it, and is kept with the move or not
  // at all.
  await moveListing(
    deps,
    { kind, id, actor: { type: 'staff', adminId }, action: staffAction[action], reason },
    async (tx, moved, owner) => {
      const outcome = moved.before.hold ? outcomeOf[action] : undefined
      if (outcome) await tx.insert(moderationOutcomes).values({ userId: owner, kind, listingId: id, outcome })
    },
  )
  return { before, after: await summaryOf(deps.db, kind, id) }
}
