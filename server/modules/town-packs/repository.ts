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

/** Each kind's table and its public scope (the detail's own). */
const packKinds = {
  property: { table: p, visible: publicProperty },
  vehicle: { table: v, visible: publicVehicle },
}

/** The town's public listings of one kind, by id, each with when it or its advertiser last changed. */
function findPackRows(db: Db, kind: keyof typeof packKinds, cityId: number) {
  const { table, visible } = packKinds[kind]
  return db
    .select({ id: table.id, updatedAt: table.updatedAt, advertiserAt })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(and(eq(table.cityId, cityId), ...visible()))
    .orderBy(asc(table.id))
}

/** Every live listing of the town: its properties, then its vehicles, each kind by id. */
export async function findPackListings(db: Db, cityId: number) {
  const [props, cars] = await Promise.all([
    findPackRows(db, 'property', cityId),
    findPackRows(db, 'vehicle', cityId),
  ])
  return [
    ...props.map((r) => ({ kind: 'property' as const, ...r })),
    ...cars.map((r) => ({ kind: 'vehicle' as const, ...r })),
  ]
}
export type PackListingRow = Awaited<ReturnType<typeof findPackListings>>[number]
