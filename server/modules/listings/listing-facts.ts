import { eq } from 'drizzle-orm'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import { propertyPath, vehiclePath } from '../../../src/domain/paths'
import { townById } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import { properties, vehicleBrands, vehicleModels, vehicles } from '../../db/schema'

/** What is said of a listing outside the site (an alert, an agency's webhook): its name, price and page, whatever its status now. */
export interface ListingFacts {
  name: string
  price: number | null
  path: string
}

export async function listingFacts(
  db: Pick<Db, 'select'>,
  kind: ListingKind,
  id: number,
): Promise<ListingFacts | null> {
  if (kind === 'property') {
    const [p] = await db
      .select({
        name: properties.name,
        price: properties.searchPrice,
        category: properties.category,
        cityId: properties.cityId,
      })
      .from(properties)
      .where(eq(properties.id, id))
    if (!p) return null
    const city_slug = townById(p.cityId)?.slug ?? 'irece'
    return {
      name: p.name,
      price: p.price,
      path: propertyPath({ id: String(id), attributes: { category: p.category, city_slug } }),
    }
  }
  const [v] = await db
    .select({
      name: vehicles.name,
      price: vehicles.price,
      vehicle_type: vehicles.vehicleType,
      state: vehicles.state,
      cityId: vehicles.cityId,
      version: vehicles.version,
      brand: vehicleBrands.name,
      model: vehicleModels.name,
    })
    .from(vehicles)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.id, id))
  if (!v) return null
  const city_slug = townById(v.cityId)?.slug ?? 'irece'
  return {
    name: v.name,
    price: v.price,
    path: vehiclePath({ id: String(id), attributes: { ...v, city_slug } }),
  }
}
