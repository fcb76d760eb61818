import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties, vehicles } from '../../db/schema'

// A listing that existed and was deleted or archived by its advertiser (the row stays, deleted_at set): its page
// answers 410 Gone instead of 404, so search engines drop it for good.

export async function isRemovedProperty(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), isNotNull(properties.deletedAt)))
  return row !== undefined
}

export async function isRemovedVehicle(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), isNotNull(vehicles.deletedAt)))
  return row !== undefined
}
