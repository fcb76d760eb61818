import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { agencies, properties as p, users, vehicles as v } from '../../db/schema'
import { publicProperty } from '../properties'
import { publicVehicle } from '../vehicles'

// When the advertiser's part of a listing last changed: the name and phones (users) or the agency's data.
const advertiserAt =
  sql<Date>`greatest(${users.updatedAt}, coalesce(${agencies.updatedAt}, ${users.updatedAt}))`.mapWith(
    (value: string | Date) => new Date(value),
  )

/** The town's public properties (the detail's own scope), by id, each with when it or its advertiser last changed. */
function findPackProperties(db: Db, cityId: number) {
  return db
    .select({ id: p.id, updatedAt: p.updatedAt, advertiserAt })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(and(eq(p.cityId, cityId), ...publicProperty()))
    .orderBy(asc(p.id))
}

/** The town's public vehicles, likewise. */
function findPackVehicles(db: Db, cityId: number) {
  return db
    .select({ id: v.id, updatedAt: v.updatedAt, advertiserAt })
    .from(v)
    .innerJoin(users, eq(users.id, v.userId))
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(and(eq(v.cityId, cityId), ...publicVehicle()))
    .orderBy(asc(v.id))
}

/** Every live listing of the town: its properties, then its vehicles, each kind by id. */
export async function findPackListings(db: Db, cityId: number) {
  const [props, cars] = await Promise.all([findPackProperties(db, cityId), findPackVehicles(db, cityId)])
  return [
    ...props.map((r) => ({ kind: 'property' as const, ...r })),
    ...cars.map((r) => ({ kind: 'vehicle' as const, ...r })),
  ]
}
export type PackListingRow = Awaited<ReturnType<typeof findPackListings>>[number]
