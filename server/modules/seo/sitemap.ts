import { and, asc, eq, exists, or, sql } from 'drizzle-orm'
import { advertiserTypeSlugs } from '../../../src/domain/paths'
import { propertyPath } from '../../../src/domain/property'
import { townOf } from '../../http/public-read'
import { vehiclePath } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import { properties, users, vehicleBrands, vehicleModels, vehicles } from '../../db/schema'
import { publicProperty } from '../properties'
import { publicVehicle } from '../vehicles'

// sitemap.xml (sitemaps.org): the public pages, every active property, published vehicle and public advertiser
// profile. One file up to SITEMAP_MAX_URLS; beyond, /sitemap.xml is an index of /sitemaps/{section}-{n}.xml files.

export const SITEMAP_MAX_URLS = 50_000

const staticPaths = [
  '/',
  '/imoveis',
  '/veiculos',
  '/sobre-nos',
  '/contato',
  '/politica-de-privacidade',
  '/termos-de-uso',
  '/anunciar/proprietario',
  '/anunciar/imobiliaria-ou-corretor',
]

interface Url {
  path: string
  lastmod?: Date
}

type Section = 'pages' | 'properties' | 'vehicles' | 'advertisers'

const advertiserHasListings = or(
  exists(
    sql`(select 1 from ${properties} where ${properties.userId} = ${users.id} and ${properties.status} = 'active' and ${properties.deletedAt} is null)`,
  ),
  exists(
    sql`(select 1 from ${vehicles} where ${vehicles.userId} = ${users.id} and ${vehicles.status} = 'published' and ${vehicles.deletedAt} is null)`,
  ),
)
const visibleAdvertiser = and(eq(users.status, 'active'), eq(users.showProfile, true), advertiserHasListings)

async function count(db: Db, section: Section): Promise<number> {
  if (section === 'pages') return staticPaths.length
  const n = sql<number>`count(*)::int`
  const [row] =
    section === 'properties'
      ? await db
          .select({ n })
          .from(properties)
          .innerJoin(users, eq(users.id, properties.userId))
          .where(and(...publicProperty()))
      : section === 'vehicles'
        ? await db
            .select({ n })
            .from(vehicles)
            .innerJoin(users, eq(users.id, vehicles.userId))
            .where(and(...publicVehicle()))
        : await db.select({ n }).from(users).where(visibleAdvertiser)
  return Number(row?.n ?? 0)
}

async function urls(db: Db, section: Section, limit: number, offset: number): Promise<Url[]> {
  if (section === 'pages') return staticPaths.slice(offset, offset + limit).map((path) => ({ path }))
  if (section === 'properties') {
    const rows = await db
      .select({
        id: properties.id,
        category: properties.category,
        cityId: properties.cityId,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(...publicProperty()))
      .orderBy(asc(properties.id))
      .limit(limit)
      .offset(offset)
    return rows.map((r) => ({
      path: propertyPath({ id: String(r.id), attributes: { category: r.category, ...townOf(r.cityId) } }),
      lastmod: r.updatedAt,
    }))
  }
  if (section === 'vehicles') {
    const rows = await db
      .select({
        id: vehicles.id,
        vehicleType: vehicles.vehicleType,
        state: vehicles.state,
        cityId: vehicles.cityId,
        brand: vehicleBrands.name,
        model: vehicleModels.name,
        version: vehicles.version,
        updatedAt: vehicles.updatedAt,
      })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.userId))
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(and(...publicVehicle()))
      .orderBy(asc(vehicles.id))
      .limit(limit)
      .offset(offset)
    return rows.map((r) => ({
      path: vehiclePath({
        id: String(r.id),
        attributes: {
          vehicle_type: r.vehicleType,
          state: r.state,
          ...townOf(r.cityId),
          brand: r.brand,
          model: r.model,
          version: r.version,
        },
      }),
      lastmod: r.updatedAt,
    }))
  }
  const rows = await db
    .select({ id: users.id, profile: users.profile, updatedAt: users.updatedAt })
    .from(users)
    .where(visibleAdvertiser)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => ({
    path: `/anunciante/${advertiserTypeSlugs[r.profile]}/${r.id}`,
    lastmod: r.updatedAt,
  }))
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
const day = (d: Date) => d.toISOString().slice(0, 10)

function urlset(origin: string, list: Url[]): string {
  const items = list.map(
    (u) =>
      `<url><loc>${xmlEscape(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`
}

const sections: Section[] = ['pages', 'properties', 'vehicles', 'advertisers']

/** /sitemap.xml: every URL, or the index of the parts when there are more than `max`. */
export async function sitemap(db: Db, origin: string, max = SITEMAP_MAX_URLS): Promise<string> {
  const counts = await Promise.all(sections.map((s) => count(db, s)))
  const total = counts.reduce((a, b) => a + b, 0)
  if (total <= max) {
    const all = await Promise.all(sections.map((s, i) => urls(db, s, counts[i]!, 0)))
    return urlset(origin, all.flat())
  }
  const parts = sections.flatMap((s, i) =>
    Array.from({ length: Math.ceil(counts[i]! / max) }, (_, n) => `${origin}/sitemaps/${s}-${n + 1}.xml`),
  )
  const items = parts.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** /sitemaps/{section}-{n}.xml, or null for a name that is no part. */
export async function sitemapPart(
  db: Db,
  origin: string,
  file: string,
  max = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const match = /^(pages|properties|vehicles|advertisers)-([1-9]\d{0,5})\.xml$/.exec(file)
  if (!match) return null
  const list = await urls(db, match[1] as Section, max, (Number(match[2]) - 1) * max)
  return list.length ? urlset(origin, list) : null
}
