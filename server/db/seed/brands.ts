import type { VehicleType } from '../../../src/domain/enums'
import type { Db } from '../client'
import { optionalItemGroups, optionalItems, vehicleBrands, vehicleModels, vehicleYears } from '../schema'
import { insertIds, insertMany } from './batch'
import { optionalItemGroups as groups } from './lists/optional-items'
import { catalogue, type Brand, type Model } from './lists/vehicle-catalogue'
import { daysBefore } from './random'

export interface CatalogueIds {
  brandId: Map<Brand, number>
  modelId: Map<Model, number>
  /** Optional item ids that suit each vehicle type. */
  items: Record<VehicleType, number[]>
  itemName: Map<number, string>
}

/** vehicle_brands, vehicle_models, vehicle_years (one row per model year and version) and the optional items. */
export async function seedCatalogue(db: Db) {
  const createdAt = daysBefore(400)
  const brandIds = await insertIds(
    db,
    vehicleBrands,
    catalogue.map((b) => ({
      name: b.name,
      code: b.code,
      vehicleType: b.type,
      status: 'active' as const,
      createdAt,
    })),
  )
  const brandId = new Map(catalogue.map((b, i) => [b, brandIds[i]!]))
  const models = catalogue.flatMap((b) => b.models.map((m) => ({ brand: b, model: m })))
  const modelIds = await insertIds(
    db,
    vehicleModels,
    models.map(({ brand, model }) => ({ brandId: brandId.get(brand)!, name: model.name, createdAt })),
  )
  const modelId = new Map(models.map(({ model }, i) => [model, modelIds[i]!]))
  const years = models.flatMap(({ model }) => {
    const out: (typeof vehicleYears.$inferInsert)[] = []
    for (let year = model.years[1]; year >= model.years[0]; year--) {
      for (const [version] of model.versions) out.push({ modelId: modelId.get(model)!, year, version })
    }
    return out
  })
  await insertMany(db, vehicleYears, years, 1000)

  const groupIds = await insertIds(
    db,
    optionalItemGroups,
    groups.map((g, position) => ({ name: g.name, position })),
  )
  const flat = groups.flatMap((g, gi) =>
    g.items.map(([name, suits], position) => ({ groupId: groupIds[gi]!, name, position, suits })),
  )
  const itemIds = await insertIds(
    db,
    optionalItems,
    flat.map(({ suits: _suits, ...row }) => row),
  )
  const items: CatalogueIds['items'] = { cars: [], motorcycles: [], trucks: [] }
  flat.forEach((it, i) => it.suits.forEach((t) => items[t].push(itemIds[i]!)))

  const itemName = new Map(flat.map((it, i) => [itemIds[i]!, it.name]))
  const ids: CatalogueIds = { brandId, modelId, items, itemName }
  return {
    ids,
    counts: {
      brands: brandIds.length,
      models: modelIds.length,
      years: years.length,
      optionalItems: itemIds.length,
    },
  }
}
