import { propertyCategories, type PropertyCategory, type PropertyStatus } from '../../../src/domain/enums'
import { towns } from '../../../src/domain/region'
import type { Db } from '../client'
import { properties, propertyMedia } from '../schema'
import { insertIds, insertMany } from './batch'
import { cepOf, locate, placesOf, RURAL, townPlaces } from './lists/places'
import type { ImagePool, PoolImage } from './images/pool'
import { irrigationFactor, ruralFor } from './rural'
import { attributesFor, categoryWeights, groupOf, pickListingType, round } from './property-facts'
import { priceFor } from './property-prices'
import { propertyDescription, propertyTitle } from './property-text'
import { daysAfter, daysBefore, weightedPicker, type Rng } from './random'
import { photoLinks, seededListings, type SeededListing } from './listings'
import type { SeededUser } from './users'

export type SeededProperty = SeededListing<PropertyStatus>

const references = [
  'Próximo ao Mercado Municipal',
  'Perto da Igreja Matriz',
  'Ao lado da escola estadual',
  'Próximo ao posto de saúde',
  'Em frente à praça',
  'Próximo à rodoviária',
  'Perto do ginásio de esportes',
]
const ruralRoads = ['BA-052 (Estrada do Feijão)', 'Estrada vicinal', 'Estrada do povoado']
const youtubeChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Picture groups per category: the cover's, then the ones the rest of the gallery comes from. */
const galleries: Record<PropertyCategory, [keyof ImagePool, ...(keyof ImagePool)[]]> = {
  house: ['house', 'interior', 'house'],
  apartment: ['apartment', 'interior', 'apartment'],
  office: ['commercial', 'commercial', 'interior'],
  commercial: ['commercial', 'commercial', 'interior'],
  building: ['commercial', 'commercial', 'interior'],
  industrial: ['commercial', 'commercial', 'land'],
  land: ['land', 'land', 'rural'],
  lot: ['land', 'land', 'rural'],
  industrial_land: ['land', 'land', 'rural'],
  farm: ['rural', 'rural', 'land'],
  site: ['rural', 'rural', 'land'],
  ranch: ['rural', 'interior', 'rural'],
}

function gallery(rng: Rng, pool: ImagePool, c: PropertyCategory): PoolImage[] {
  const [coverGroup, ...rest] = galleries[c]
  const cover = c === 'ranch' ? pool.rural[pool.rural.length - 1]! : rng.pick(pool[coverGroup])
  const others = [...new Set(rest.flatMap((g) => pool[g]))].filter((p) => p !== cover)
  // Interiors first (they show the same home), then the other pictures of the kind.
  const first = others.filter((p) => p.group === rest[0])
  const then = others.filter((p) => p.group !== rest[0])
  const count = rng.int(3, 8) - 1
  return [cover, ...rng.sample(first, count), ...rng.sample(then, Math.max(0, count - first.length))].slice(
    0,
    count + 1,
  )
}

export async function seedProperties(
  db: Db,
  rng: Rng,
  opts: { count: number; users: SeededUser[]; pool: ImagePool },
) {
  const demo = opts.users.filter((u) => u.demo)
  const pickUser = weightedPicker(
    opts.users.filter((u) => !u.demo),
    (u) => ({ owner: 1, broker: 4, business: 8 })[u.profile] * (u.active ? 1 : 0.2),
  )
  const pickTown = weightedPicker(townPlaces, (t) => t.weight)
  const pickCategory = weightedPicker(propertyCategories, (c) => categoryWeights[c])
  const rows: (typeof properties.$inferInsert)[] = []
  const galleriesOf: PoolImage[][] = []

  for (let i = 0; i < opts.count; i++) {
    const r = rng.fork(`property-${i}`)
    // The first listings cover every category and belong to the demo accounts (at least 20 each).
    const category = i < propertyCategories.length ? propertyCategories[i]! : pickCategory(r)
    const user = i < demo.length * 24 ? demo[i % demo.length]! : pickUser(r)
    const { town, places } = placesOf(i < 30 ? towns[0].id : pickTown(r).townId)
    const listingType = pickListingType(r, category)
    const a = attributesFor(r, category)
    const rural = (category === 'farm' || category === 'site' || category === 'ranch') && r.chance(0.8)
    const nIndex = rural ? -1 : r.chance(0.3) ? 0 : r.int(0, places.neighbourhoods.length - 1)
    const neighbourhood = rural ? RURAL : places.neighbourhoods[nIndex]!
    const street = rural
      ? r.pick(ruralRoads)
      : places.streets[(nIndex * 3 + r.int(0, 4)) % places.streets.length]!
    const point = locate(town, nIndex, places.neighbourhoods.length, () => r.float(-1, 1))
    const rents = listingType !== 'sale'
    const rentalPeriod = !rents
      ? null
      : category === 'ranch' && r.chance(0.6)
        ? 'daily'
        : r.weighted({ monthly: 92, biweekly: 2, custom: 3, daily: 3 } as const)
    const onRequest = r.chance(['farm', 'building', 'industrial'].includes(category) ? 0.15 : 0.04)
    // From their own fork, so the draws before them stay the same.
    const ruralFacts = ruralFor(r.fork('rural'), category, a)
    const asked = onRequest ? null : priceFor(r, category, a, listingType === 'rent', rentalPeriod)
    const price =
      asked === null || listingType === 'rent' ? asked : round(asked * irrigationFactor(ruralFacts), 5_000)
    const status: PropertyStatus =
      i < demo.length * 24 && i % 8 !== 7
        ? 'active'
        : r.weighted({
            active: 86,
            pending: 4,
            paused: 3,
            inactive: 2,
            sold: rents ? 0 : 3,
            rented: rents ? 2 : 0,
          })
    // Drawn from their own fork, so the listings drawn before these figures existed stay the same.
    const m = r.fork('monthly-costs')
    const rentPrice =
      listingType === 'both' && price !== null ? priceFor(m, category, a, true, rentalPeriod) : null
    const urban = category === 'apartment' || category === 'house' || category === 'office'
    const condoFee =
      category === 'apartment' && m.chance(0.8)
        ? round(m.int(150, 600), 10)
        : a.features.includes('gated_community') && m.chance(0.7)
          ? round(m.int(120, 450), 10)
          : null
    const iptuMonthly = urban && m.chance(0.6) ? round(m.int(30, 250), 5) : null
    const createdAt = daysBefore(r.int(0, 365), r.int(0, 1439))
    const facts = { ...a, category, listingType, rentalPeriod, neighbourhood, town: town.name }
    rows.push({
      userId: user.id,
      name: propertyTitle(facts, r),
      description: propertyDescription(facts, r),
      category,
      categoryGroup: groupOf(category),
      listingType,
      price,
      priceOnRequest: onRequest,
      rentalPeriod,
      rentalDays: rentalPeriod === 'custom' ? r.pick([7, 15, 30, 60, 90]) : null,
      rentPrice,
      condoFee,
      iptuMonthly,
      ...a,
      rural: ruralFacts,
      youtubeUrl: r.chance(0.03)
        ? `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => r.pick([...youtubeChars])).join('')}`
        : null,
      status,
      highlighted: status === 'active' && (i < demo.length * 3 || r.chance(0.05)),
      street,
      number: rural || r.chance(0.05) ? 'S/N' : String(r.int(10, 2500)),
      complement:
        category === 'apartment'
          ? `Apto ${a.floor! * 100 + r.int(1, 4)}`
          : r.chance(0.05)
            ? `Casa ${r.int(2, 4)}`
            : null,
      neighborhood: neighbourhood,
      cityId: town.id,
      state: 'BA',
      zipCode: rural ? town.cep : cepOf(town, places, street),
      reference: rural ? `km ${r.int(2, 40)}` : r.chance(0.3) ? r.pick(references) : null,
      ...point,
      addressPrivacy: r.chance(0.9) ? 'exact' : 'neighborhood',
      createdAt,
      updatedAt: new Date(Math.min(createdAt.getTime() + r.int(0, 30) * 86_400_000, daysBefore(0).getTime())),
      deletedAt: status !== 'active' && r.chance(0.2) ? daysBefore(r.int(0, 20)) : null,
    })
    const last = rows[rows.length - 1]!
    if (last.highlighted) last.highlightedUntil = daysAfter(r.int(20, 60))
    galleriesOf.push(gallery(r, opts.pool, category))
  }

  const ids = await insertIds(db, properties, rows)
  const links = photoLinks(ids, galleriesOf, (propertyId, p) => ({
    propertyId,
    mediaId: p.mediaId,
    alt: p.alt,
  }))
  await insertMany(db, propertyMedia, links, 1000)
  return {
    properties: seededListings(ids, rows),
    media: links.length,
  }
}
