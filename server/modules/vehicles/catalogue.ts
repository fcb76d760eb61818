import { and, asc, eq, inArray } from 'drizzle-orm'
import type { VehicleType } from '../../../src/domain/enums'
import type { OptionalItemGroup, VehicleBrand, VehicleModel } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import {
  media,
  optionalItemGroups,
  optionalItems,
  vehicleBrands,
  vehicleModels,
  vehicleYears,
} from '../../db/schema'
import { toImage } from '../../http/public-read'

/** Every optional item group with its items, both in their position order. */
export async function listOptionalItemGroups(db: Db): Promise<OptionalItemGroup[]> {
  const rows = await db
    .select({
      groupId: optionalItemGroups.id,
      groupName: optionalItemGroups.name,
      itemId: optionalItems.id,
      itemName: optionalItems.name,
    })
    .from(optionalItemGroups)
    .leftJoin(optionalItems, eq(optionalItems.groupId, optionalItemGroups.id))
    .orderBy(
      asc(optionalItemGroups.position),
      asc(optionalItemGroups.id),
      asc(optionalItems.position),
      asc(optionalItems.id),
    )
  const groups = new Map<number, OptionalItemGroup>()
  for (const r of rows) {
    let group = groups.get(r.groupId)
    if (!group) groups.set(r.groupId, (group = { id: r.groupId, name: r.groupName, items: [] }))
    if (r.itemId !== null && r.itemName !== null) group.items.push({ id: r.itemId, name: r.itemName })
  }
  return [...groups.values()]
}

export async function listActiveBrands(db: Db, vehicleType?: VehicleType): Promise<VehicleBrand[]> {
  const rows = await db
    .select({ brand: vehicleBrands, image: media })
    .from(vehicleBrands)
    .leftJoin(media, eq(media.id, vehicleBrands.imageMediaId))
    .where(
      and(
        eq(vehicleBrands.status, 'active'),
        vehicleType ? eq(vehicleBrands.vehicleType, vehicleType) : undefined,
      ),
    )
    .orderBy(asc(vehicleBrands.name), asc(vehicleBrands.id))
  return rows.map(({ brand, image }) => ({
    id: String(brand.id),
    type: 'vehicle_brand',
    attributes: {
      name: brand.name,
      code: brand.code,
      vehicle_type: brand.vehicleType,
      image: image ? toImage(image, brand.name) : null,
    },
  }))
}

/** Null when the brand is unknown or inactive. */
export async function listActiveModels(db: Db, brandId: number): Promise<VehicleModel[] | null> {
  const [brand] = await db
    .select({ id: vehicleBrands.id })
    .from(vehicleBrands)
    .where(and(eq(vehicleBrands.id, brandId), eq(vehicleBrands.status, 'active')))
  if (!brand) return null
  const models = await db
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.brandId, brandId), eq(vehicleModels.status, 'active')))
    .orderBy(asc(vehicleModels.name), asc(vehicleModels.id))
  const years = models.length
    ? await db
        .select({
          id: vehicleYears.id,
          modelId: vehicleYears.modelId,
          year: vehicleYears.year,
          version: vehicleYears.version,
        })
        .from(vehicleYears)
        .where(
          and(
            inArray(
              vehicleYears.modelId,
              models.map((m) => m.id),
            ),
            eq(vehicleYears.status, 'active'),
          ),
        )
        .orderBy(asc(vehicleYears.year), asc(vehicleYears.version), asc(vehicleYears.id))
    : []
  return models.map((m) => ({
    id: String(m.id),
    type: 'vehicle_model',
    attributes: {
      name: m.name,
      brand_id: brandId,
      years: years.filter((y) => y.modelId === m.id).map(({ id, year, version }) => ({ id, year, version })),
    },
  }))
}
