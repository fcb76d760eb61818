import { vehicleTypes, type VehicleStatus, type VehicleType } from '../../../src/domain/enums'
import type { Db } from '../client'
import { vehicleMedia, vehicleOptionalItems, vehicles } from '../schema'
import { insertIds, insertMany } from './batch'
import type { CatalogueIds } from './brands'
import { placesOf, townPlaces } from './lists/places'
import { catalogue, fuelOf, isAutomatic, type Shape } from './lists/vehicle-catalogue'
import { plate } from './documents'
import type { ImagePool, PoolImage } from './images/pool'
import { BASE_DATE, daysBefore, weightedPicker, type Rng } from './random'
import { photoLinks, seededListings, type SeededListing } from './listings'
import type { SeededUser } from './users'
import { vehicleDescription } from './vehicle-text'

export type SeededVehicle = SeededListing<VehicleStatus>

const typeWeights: Record<VehicleType, number> = { cars: 60, motorcycles: 30, trucks: 10 }
const perYear: Record<VehicleType, [number, number]> = {
  cars: [9_000, 18_000],
  motorcycles: [4_000, 11_000],
  trucks: [40_000, 110_000],
}
const bodyworkOf: Partial<Record<Shape, 'hatch' | 'sedan' | 'suv' | 'pickup' | 'van' | 'other'>> = {
  hatch: 'hatch',
  sedan: 'sedan',
  suv: 'suv',
  pickup: 'pickup',
  van: 'van',
  light: 'other',
  heavy: 'other',
  tractor: 'other',
}

/** Leaves out optional items that would contradict the listing (a manual gearbox sold as automatic…). */
function itemFits(
  name: string,
  v: { auto: boolean; version: string; age: number; paidLicense: boolean },
): boolean {
  if (name === 'Câmbio automático') return v.auto
  if (name === 'Tração 4x4') return v.version.includes('4x4')
  if (name === 'Garantia de fábrica') return v.age <= 3
  if (name === 'IPVA pago' || name === 'Licenciado') return v.paidLicense
  return true
}

function gallery(rng: Rng, pool: ImagePool, type: VehicleType, shape: Shape): PoolImage[] {
  const own = pool[type]
  const matching = own.filter((p) => p.shape === shape)
  const cover = rng.pick(matching.length ? matching : own)
  const details = pool['vehicle-detail'].filter((p) => p.detailOf === type)
  const count = rng.int(3, 6) - 1
  const rest = [
    ...rng.sample(details, count),
    ...rng.sample(
      own.filter((p) => p !== cover),
      count,
    ),
  ]
  return [cover, ...rest.slice(0, count)]
}

export async function seedVehicles(
  db: Db,
  rng: Rng,
  opts: { count: number; users: SeededUser[]; pool: ImagePool; catalogue: CatalogueIds },
) {
  const demo = opts.users.filter((u) => u.demo)
  const pickUser = weightedPicker(
    opts.users.filter((u) => !u.demo),
    (u) => ({ owner: 6, broker: 1, business: 2 })[u.profile] * (u.active ? 1 : 0.2),
  )
  const pickTown = weightedPicker(townPlaces, (t) => t.weight)
  const pickType = weightedPicker(vehicleTypes, (t) => typeWeights[t])
  const brandsByType = Object.fromEntries(
    vehicleTypes.map((t) => [
      t,
      weightedPicker(
        catalogue.filter((b) => b.type === t),
        (b) => b.weight,
      ),
    ]),
  )
  const rows: (typeof vehicles.$inferInsert)[] = []
  const galleries: PoolImage[][] = []
  const chosenItems: number[][] = []

  for (let i = 0; i < opts.count; i++) {
    const r = rng.fork(`vehicle-${i}`)
    const type = i < vehicleTypes.length ? vehicleTypes[i]! : pickType(r)
    const user = i < demo.length * 6 ? demo[i % demo.length]! : pickUser(r)
    const brand = brandsByType[type]!(r)
    const model = r.pick(brand.models)
    const versionIndex = r.int(0, model.versions.length - 1)
    const [versionName, newPrice] = model.versions[versionIndex]!
    const auto = isAutomatic(versionName)
    const baseFuel = fuelOf(model, versionName)
    // Recent years are more common (triangular towards the newest).
    const newest = Math.min(model.years[1], BASE_DATE.getFullYear() + 1)
    const span = newest - model.years[0]
    const year = newest - Math.floor(span * (1 - Math.sqrt(1 - r.next())) * 0.999)
    const age = Math.max(0, BASE_DATE.getFullYear() - year)
    const condition = age === 0 && r.chance(0.6) ? 'new' : age <= 2 ? 'semi_new' : 'used'
    const [kmMin, kmMax] = perYear[type]
    const mileage =
      condition === 'new' ? r.int(0, 30) : Math.round((Math.max(0.4, age) * r.int(kmMin, kmMax)) / 100) * 100
    const depreciation =
      condition === 'new' ? 1 : 0.88 * Math.pow(type === 'cars' ? 0.93 : 0.92, Math.max(0, age - 1))
    const step = type === 'trucks' ? 1000 : type === 'motorcycles' ? 100 : 500
    const price = Math.round((newPrice * depreciation * r.float(0.93, 1.07)) / step) * step
    const images = gallery(r, opts.pool, type, model.shape)
    const colour = images[0]!.colour ?? 'Branco'
    const { town } = placesOf(i < 12 ? townPlaces[0]!.townId : pickTown(r).townId)
    const fuel = baseFuel === 'flex' && age > 6 && type === 'cars' && r.chance(0.05) ? 'gnv' : baseFuel
    const financing =
      condition === 'new'
        ? []
        : (['paid_license', 'financed', 'with_fine', 'auction'] as const).filter((_, k) =>
            r.chance([0.7, 0.12, 0.05, 0.03][k]!),
          )
    const fits = (id: number) =>
      itemFits(opts.catalogue.itemName.get(id)!, {
        auto,
        version: versionName,
        age,
        paidLicense: financing.includes('paid_license'),
      })
    const candidates = opts.catalogue.items[type].filter(fits)
    const items = r.chance(0.15)
      ? []
      : r.sample(
          candidates,
          type === 'cars' ? 4 + versionIndex * 3 + r.int(0, 4) : r.int(1, type === 'trucks' ? 8 : 4),
        )
    const plateText = condition === 'new' ? null : plate(r)
    const oneOwner = condition === 'semi_new' ? r.chance(0.6) : condition === 'used' && r.chance(0.25)
    const acceptsExchange = r.chance(0.4)
    const title = `${brand.name} ${model.name} ${versionName} ${year}`
    const createdAt = daysBefore(r.int(0, 240), r.int(0, 1439))
    const status: VehicleStatus =
      i < demo.length * 6 && i % 6 !== 5
        ? 'published'
        : r.weighted({ published: 85, pending: 5, draft: 3, paused: 3, sold: 3, inactive: 1, suspended: 0.5 })
    rows.push({
      userId: user.id,
      name: title,
      code: `V${String(i + 1).padStart(6, '0')}`,
      vehicleType: type,
      brandId: opts.catalogue.brandId.get(brand)!,
      modelId: opts.catalogue.modelId.get(model)!,
      version: versionName,
      year,
      color: colour,
      fuelType: fuel,
      condition,
      plate: plateText,
      plateLastDigit: plateText ? plateText.slice(-1) : null,
      mileage,
      description: vehicleDescription(
        {
          type,
          title,
          colour,
          year,
          mileage,
          condition,
          oneOwner,
          acceptsExchange,
          paidLicense: financing.includes('paid_license'),
          financed: financing.includes('financed'),
          items: items.map((id) => opts.catalogue.itemName.get(id)!),
        },
        r,
      ),
      transmission: auto ? (model.shape === 'tractor' ? 'semi_automatic' : 'automatic') : 'manual',
      oneOwner,
      price,
      steeringWheel:
        type === 'motorcycles'
          ? null
          : type === 'trucks'
            ? 'hydraulic'
            : year >= 2016
              ? 'electric'
              : 'hydraulic',
      bodywork: bodyworkOf[model.shape] ?? null,
      doors: type === 'motorcycles' ? null : (model.doors ?? 4),
      zipCode: town.cep,
      cityId: town.id,
      state: 'BA',
      acceptsExchange,
      showContact: r.chance(0.95),
      financingStatus: [...financing],
      status,
      createdAt,
      updatedAt: createdAt,
      deletedAt: status !== 'published' && r.chance(0.15) ? daysBefore(r.int(0, 20)) : null,
    })
    galleries.push(images)
    chosenItems.push(items)
  }

  const ids = await insertIds(db, vehicles, rows)
  const links = photoLinks(ids, galleries, (vehicleId, p) => ({ vehicleId, mediaId: p.mediaId }))
  await insertMany(db, vehicleMedia, links, 1000)
  const items = ids.flatMap((vehicleId, i) =>
    chosenItems[i]!.map((optionalItemId) => ({ vehicleId, optionalItemId })),
  )
  await insertMany(db, vehicleOptionalItems, items, 1000)
  return {
    vehicles: seededListings(ids, rows),
    media: links.length,
    optionalItems: items.length,
  }
}
