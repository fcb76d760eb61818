import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { ListingKind, StaffHoldKind } from '../../../../src/domain/listing-lifecycle'
import { countedStatuses } from '../../../../src/domain/listing-lifecycle'
import type { Db } from '../../../db/client'
import { properties, vehicleMedia, vehicles } from '../../../db/schema'

// The two tables the lifecycle writes, seen through the columns both kinds share. Each kind plugs in its table;
// nothing here knows a rule.

/** The database or a transaction. */
export type LifecycleTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** A listing as the lifecycle sees it. */
export interface LifecycleRow {
  id: number
  userId: number
  status: string
  deletedAt: Date | null
  hold: StaffHoldKind | null
  holdReason: string | null
  heldAt: Date | null
  statusBeforeHold: string | null
  reviewRequestedAt: Date | null
  reviewRequestNote: string | null
  contentChangedAt: Date | null
  /** The status a plan's pause interrupted; null unless the plan paused it. */
  planPausedFrom: string | null
  /** Properties: 'sale', 'rent' or 'both'; vehicles: null. */
  listingType: string | null
  /** Properties: the highlight flag; vehicles: false. */
  highlighted: boolean
}

/** The columns a move may write (status as text: each kind's enum checks it). */
export type LifecycleValues = Partial<
  Pick<
    LifecycleRow,
    | 'deletedAt'
    | 'hold'
    | 'holdReason'
    | 'heldAt'
    | 'statusBeforeHold'
    | 'reviewRequestedAt'
    | 'reviewRequestNote'
    | 'contentChangedAt'
    | 'planPausedFrom'
  > & {
    planPausedAt: Date | null
    status: string
    highlighted: boolean
    highlightedUntil: Date | null
    rejectionReason: string | null
    reviewedAt: Date | null
    updatedAt: Date
  }
>

const shared = (t: typeof properties | typeof vehicles) => ({
  id: t.id,
  userId: t.userId,
  status: sql<string>`${t.status}::text`,
  deletedAt: t.deletedAt,
  hold: t.hold,
  holdReason: t.holdReason,
  heldAt: t.heldAt,
  statusBeforeHold: t.statusBeforeHold,
  reviewRequestedAt: t.reviewRequestedAt,
  reviewRequestNote: t.reviewRequestNote,
  contentChangedAt: t.contentChangedAt,
  planPausedFrom: t.planPausedFrom,
})

export interface LifecycleTable {
  /** The owner of a listing, or null when it does not exist. */
  ownerOf(db: LifecycleTx, id: number): Promise<number | null>
  /** The listing, its row locked until the transaction ends. */
  lock(tx: LifecycleTx, id: number): Promise<LifecycleRow | null>
  write(tx: LifecycleTx, id: number, values: LifecycleValues): Promise<void>
  remove(tx: LifecycleTx, id: number): Promise<void>
  /**
   * The owner's listings that hold a place of the plan (or only those in `statuses`), leaving one out (the listing
   * being moved).
   */
  countCounted(
    tx: LifecycleTx,
    userId: number,
    except?: number,
    statuses?: readonly string[],
  ): Promise<number>
  /** The owner's listings holding a place, newest first (the ones a smaller plan keeps). */
  counted(tx: LifecycleTx, userId: number): Promise<number[]>
  photos(tx: LifecycleTx, id: number): Promise<number>
}

const property: LifecycleTable = {
  async ownerOf(db, id) {
    const [r] = await db.select({ u: properties.userId }).from(properties).where(eq(properties.id, id))
    return r?.u ?? null
  },
  async lock(tx, id) {
    const [r] = await tx
      .select({
        ...shared(properties),
        listingType: sql<string | null>`${properties.listingType}::text`,
        highlighted: properties.highlighted,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update')
    return r ?? null
  },
  async write(tx, id, { rejectionReason: _r, reviewedAt: _v, status, ...values }) {
    await tx
      .update(properties)
      .set({
        ...values,
        ...(status ? { status: status as typeof properties.$inferInsert.status } : {}),
        updatedAt: values.updatedAt ?? new Date(),
      })
      .where(eq(properties.id, id))
  },
  async remove(tx, id) {
    await tx.delete(properties).where(eq(properties.id, id))
  },
  async countCounted(tx, userId, except, statuses = countedStatuses.property) {
    const [r] = await tx
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          eq(properties.userId, userId),
          inArray(properties.status, statuses as typeof countedStatuses.property),
          isNull(properties.deletedAt),
          except === undefined ? undefined : ne(properties.id, except),
        ),
      )
    return Number(r?.n ?? 0)
  },
  async counted(tx, userId) {
    const rows = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.userId, userId),
          inArray(properties.status, countedStatuses.property),
          isNull(properties.deletedAt),
        ),
      )
      .orderBy(sql`${properties.createdAt} desc, ${properties.id} desc`)
    return rows.map((r) => r.id)
  },
  async photos() {
    // Publishing a property does not require photos.
    return 0
  },
}

const vehicle: LifecycleTable = {
  async ownerOf(db, id) {
    const [r] = await db.select({ u: vehicles.userId }).from(vehicles).where(eq(vehicles.id, id))
    return r?.u ?? null
  },
  async lock(tx, id) {
    const [r] = await tx
      .select({ ...shared(vehicles), listingType: sql<null>`null`, highlighted: sql<boolean>`false` })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .for('update')
    return r ?? null
  },
  async write(tx, id, { highlighted: _h, highlightedUntil: _u, status, ...values }) {
    await tx
      .update(vehicles)
      .set({
        ...values,
        ...(status ? { status: status as typeof vehicles.$inferInsert.status } : {}),
        updatedAt: values.updatedAt ?? new Date(),
      })
      .where(eq(vehicles.id, id))
  },
  async remove(tx, id) {
    await tx.delete(vehicles).where(eq(vehicles.id, id))
  },
  async countCounted(tx, userId, except, statuses = countedStatuses.vehicle) {
    const [r] = await tx
      .select({ n: count() })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.userId, userId),
          inArray(vehicles.status, statuses as typeof countedStatuses.vehicle),
          isNull(vehicles.deletedAt),
          except === undefined ? undefined : ne(vehicles.id, except),
        ),
      )
    return Number(r?.n ?? 0)
  },
  async counted(tx, userId) {
    const rows = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.userId, userId),
          inArray(vehicles.status, countedStatuses.vehicle),
          isNull(vehicles.deletedAt),
        ),
      )
      .orderBy(sql`${vehicles.createdAt} desc, ${vehicles.id} desc`)
    return rows.map((r) => r.id)
  },
  async photos(tx, id) {
    const [r] = await tx.select({ n: count() }).from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id))
    return Number(r?.n ?? 0)
  },
}

export const lifecycleTables: Record<ListingKind, LifecycleTable> = { property, vehicle }
