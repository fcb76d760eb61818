import { createHash } from 'node:crypto'
import { TOWN_PACK_PART_SIZE, type TownPack, type TownPackPart } from '../../../src/domain/town-pack'
import { towns, type Town } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import { withCoverOnly } from '../listings'
import { getProperty } from '../properties'
import { getVehicle } from '../vehicles'
import { findPackListings, type PackListingRow } from './repository'

/**
 * Bytes a listing costs on the device, measured on the demo data (docs/offline-packs.md): its detail JSON
 * gzipped (≈ 0.9 KB) and its 320 px WebP photo. An estimate shown before the download, never a limit.
 */
export const BYTES_PER_LISTING = 4_200

/**
 * The pack's version: a digest of which listings it holds and when each, or its advertiser, last changed. A
 * price, a text, a photo (all touch updated_at), the advertiser's name or phones (the user's updated_at), a
 * listing added or leaving the public change it; the parts are cut from the same list.
 */
export function packVersion(rows: PackListingRow[]): string {
  const hash = createHash('sha1')
  for (const r of rows) hash.update(`${r.kind}:${r.id}:${r.updatedAt.getTime()}:${r.advertiserAt.getTime()};`)
  return hash.digest('base64url').slice(0, 16)
}

const describe = (town: Town, rows: PackListingRow[]): TownPack => ({
  town: town.slug,
  name: town.name,
  kind: 'listings',
  version: packVersion(rows),
  listings: rows.length,
  parts: Math.max(1, Math.ceil(rows.length / TOWN_PACK_PART_SIZE)),
  bytes: rows.length * BYTES_PER_LISTING,
})

export const townBySlug = (slug: string): Town | undefined => towns.find((t) => t.slug === slug)

export async function listTownPacks(db: Db): Promise<TownPack[]> {
  const packs: TownPack[] = []
  for (const town of towns) packs.push(describe(town, await findPackListings(db, town.id)))
  return packs
}

/** The town's pack as it is now, with the rows its parts are cut from. */
export async function readTownPack(db: Db, town: Town) {
  const rows = await findPackListings(db, town.id)
  return { pack: describe(town, rows), rows }
}

/** Parts built lately, by database and version: a version names its content, so nothing needs invalidating. */
const built = new WeakMap<Db, Map<string, Promise<TownPackPart | null>>>()
const BUILT_MAX = 40

/** A part, built once per version (a hundred detail reads) and then served from memory to every device. */
export function cachedTownPackPart(db: Db, read: Awaited<ReturnType<typeof readTownPack>>, part: number) {
  let parts = built.get(db)
  if (!parts) built.set(db, (parts = new Map()))
  const key = `${read.pack.town}:${read.pack.version}:${part}`
  let found = parts.get(key)
  if (!found) {
    found = townPackPart(db, read, part)
    found.catch(() => parts.delete(key))
    parts.set(key, found)
    // Oldest first out (a Map keeps insertion order).
    if (parts.size > BUILT_MAX) parts.delete(parts.keys().next().value!)
  }
  return found
}

/**
 * Part `part` of the town's pack, or null past its end. Each listing is the public detail answer itself
 * (getProperty, getVehicle: same scope, same address privacy), its gallery cut to the cover: one photo each.
 */
export async function townPackPart(
  db: Db,
  { pack, rows }: Awaited<ReturnType<typeof readTownPack>>,
  part: number,
): Promise<TownPackPart | null> {
  if (part >= pack.parts) return null
  const slice = rows.slice(part * TOWN_PACK_PART_SIZE, (part + 1) * TOWN_PACK_PART_SIZE)
  // A few at a time: the pack shares the database with the visitors' own searches.
  const found = []
  for (let i = 0; i < slice.length; i += 4) {
    found.push(
      ...(await Promise.all(
        slice
          .slice(i, i + 4)
          .map((r) => (r.kind === 'property' ? getProperty(db, r.id) : getVehicle(db, r.id))),
      )),
    )
  }
  // A listing that left the public between the two reads is null: the next version drops it.
  const data = found.flatMap((l) => (l ? [withCoverOnly(l)] : []))
  return { data, meta: { town: pack.town, version: pack.version, part, parts: pack.parts } }
}
