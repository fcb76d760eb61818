import { eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { towns } from '../../../src/domain/region'
import type { VehicleSearch } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import { users, vehicleBrands, vehicles as v } from '../../db/schema'
import { publicConditions, type ListingTable } from '../listings'
import { inline, normaliseQ, textMatch, type Bind, type TextMatch } from '../search'

export type VehicleFilters = Omit<VehicleSearch, 'page' | 'per_page' | 'sort'> & { userId?: number }

/** Vehicles as the shared listing reads see them: public once published. */
export const vehicleTable: ListingTable = {
  table: v,
  id: v.id,
  userId: v.userId,
  status: v.status,
  deletedAt: v.deletedAt,
  publicStatus: 'published',
}

export const publicVehicle = (): SQL[] => publicConditions(vehicleTable)

/**
 * The search's own conditions (the scope's come on top); `b`: how values enter the statement (named after their
 * field, see Binding). The enumerations stay values of the statement's text, part of its shape.
 */
export function filterConditions(f: VehicleFilters, text?: TextMatch, b: Bind = inline): SQL[] {
  const c: SQL[] = []
  if (f.userId !== undefined) c.push(eq(v.userId, b('userId', f.userId)))
  if (f.vehicle_type) c.push(eq(v.vehicleType, f.vehicle_type))
  // One brand to the visitor, whatever the vehicle type: Ford (cars) also finds the Ford Cargo (trucks).
  if (f.brand_id !== undefined)
    c.push(
      sql`${v.brandId} in (select same.id from ${vehicleBrands} chosen join ${vehicleBrands} same on lower(same.name) = lower(chosen.name) where chosen.id = ${b('brand_id', f.brand_id)})`,
    )
  if (f.model_id !== undefined) c.push(eq(v.modelId, b('model_id', f.model_id)))
  if (f.year_min !== undefined) c.push(gte(v.year, b('year_min', f.year_min)))
  if (f.year_max !== undefined) c.push(lte(v.year, b('year_max', f.year_max)))
  if (f.price_min !== undefined) c.push(gte(v.price, b('price_min', f.price_min)))
  if (f.price_max !== undefined) c.push(lte(v.price, b('price_max', f.price_max)))
  if (f.mileage_max !== undefined) c.push(lte(v.mileage, b('mileage_max', f.mileage_max)))
  if (f.city !== undefined) {
    const town = towns.find((t) => t.slug === f.city)
    c.push(town ? eq(v.cityId, b('city', town.id)) : sql`false`)
  }
  if (f.seller_type) c.push(eq(users.profile, f.seller_type))
  if (f.condition) c.push(eq(v.condition, f.condition))
  if (f.transmission) c.push(eq(v.transmission, f.transmission))
  if (f.fuel_type) c.push(eq(v.fuelType, f.fuel_type))
  if (f.color) c.push(sql`lower(${v.color}) = lower(${b('color', f.color)})`)
  if (f.accepts_exchange) c.push(eq(v.acceptsExchange, true))
  if (text) c.push(text.where)
  return c
}

/** `q` over the vehicle's document (brand, model, title, version, town, description) or a resembling town. */
export async function vehicleText(db: Db, q: string | undefined): Promise<TextMatch | undefined> {
  const words = normaliseQ(q)
  return words ? textMatch(db, words, v.searchVector, { cityId: v.cityId }, ['town']) : undefined
}
