import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties as p, users } from '../../db/schema'
import { publicProperty } from '../properties'

/** The town's public properties (the detail's own scope), by id, each with when it last changed. */
export function findPackListings(db: Db, cityId: number) {
  return db
    .select({ id: p.id, updatedAt: p.updatedAt })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.cityId, cityId), ...publicProperty()))
    .orderBy(asc(p.id))
}
export type PackListingRow = Awaited<ReturnType<typeof findPackListings>>[number]
