import sharp from 'sharp'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../client'
import { trustChecks, trustFiles } from '../schema'
import type { SeededProperty } from './properties'
import type { Rng } from './random'
import type { SeededUser } from './users'
import type { SeededVehicle } from './vehicles'

// Verified advertisers and documented listings for the demo: about a third of the advertisers verified (the
// demo owner among them, with a documented property), the demo broker refused with a reason, the demo agency
// with nothing sent (so it can send its own), and a few sendings under review in staff's queue, each with
// placeholder document photos in private storage.

const DAY = 24 * 60 * 60 * 1000

/** A plain drawing of a card (no real data): lines where the print would be, a box for the photo. */
async function placeholderDocument(hue: number, wide: boolean): Promise<Buffer> {
  const [w, h] = wide ? [1000, 640] : [640, 900]
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${wide ? 330 : 60}" y="${120 + i * 70}" width="${wide ? 560 : 520}" height="22" rx="6" fill="#9aa8a2"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="100%" height="100%" fill="hsl(${hue},35%,88%)"/>
    <rect x="20" y="20" width="${w - 40}" height="60" rx="10" fill="hsl(${hue},45%,40%)"/>
    ${wide ? '<rect x="60" y="120" width="220" height="280" rx="10" fill="#cfd8d4"/>' : ''}
    ${lines}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

export interface TrustSeed {
  users: SeededUser[]
  properties: SeededProperty[]
  vehicles: SeededVehicle[]
  files: Storage
  now?: Date
}

export async function seedTrust(
  tx: Db,
  rng: Rng,
  seed: TrustSeed,
): Promise<{ trustChecks: number; trustFiles: number }> {
  const now = seed.now ?? new Date()
  const advertisers = seed.users.filter((u) => u.active)
  const pictures = {
    card: await placeholderDocument(150, true),
    page: await placeholderDocument(35, false),
  }
  let keyN = 0
  const files: { checkId: number; kind: string; storageKey: string | null; mime: string; bytes: number }[] =
    []
  const store = async (checkId: number, kind: string, wide: boolean) => {
    // Deterministic keys: a second seed of the same directory writes the same files.
    const key = `demo-${String(++keyN).padStart(5, '0')}`
    const bytes = wide ? pictures.card : pictures.page
    await seed.files.put(key, bytes, 'image/jpeg')
    files.push({ checkId, kind, storageKey: key, mime: 'image/jpeg', bytes: bytes.length })
  }
  const kindsOf = (u: SeededUser) =>
    u.profile === 'owner' ? ['identity'] : u.profile === 'broker' ? ['identity', 'creci'] : ['cnpj', 'creci']

  const rows: (typeof trustChecks.$inferInsert & { wide: boolean[]; kinds: string[] })[] = []
  const decidedAgo = (days: number) => new Date(now.getTime() - days * DAY)
  const verified = new Set<number>()
  let pendingAdvertisers = 0
  for (const u of advertisers) {
    const demoOwner = u.demo && u.profile === 'owner'
    const demoBroker = u.demo && u.profile === 'broker'
    if (u.demo && u.profile === 'business') continue
    const roll = rng.next()
    const kinds = kindsOf(u)
    if (demoOwner || (!u.demo && roll < 0.35)) {
      verified.add(u.id)
      // Decided long ago: the photos were deleted 30 days after (what the hourly job does).
      const days = rng.int(2, 200)
      rows.push({
        userId: u.id,
        subject: 'advertiser',
        status: 'approved',
        createdAt: decidedAgo(days + 1),
        decidedAt: decidedAgo(days),
        filesDeletedAt: days > 30 ? decidedAgo(days - 30) : null,
        wide: kinds.map(() => true),
        kinds,
      })
    } else if (demoBroker) {
      rows.push({
        userId: u.id,
        subject: 'advertiser',
        status: 'refused',
        reason: 'A foto da carteira do CRECI está cortada: envie a frente inteira, com o número legível.',
        createdAt: decidedAgo(3),
        decidedAt: decidedAgo(2),
        wide: kinds.map(() => true),
        kinds,
      })
    } else if (!u.demo && pendingAdvertisers < 6 && (pendingAdvertisers < 2 || roll < 0.45)) {
      pendingAdvertisers += 1
      rows.push({
        userId: u.id,
        subject: 'advertiser',
        createdAt: new Date(now.getTime() - rng.int(1, 72) * 60 * 60 * 1000),
        wide: kinds.map(() => true),
        kinds,
      })
    }
  }

  // Documented listings: some live listings of verified advertisers; a few more waiting in the queue.
  let pendingListings = 0
  const listings = [
    ...seed.properties
      .filter((p) => p.status === 'active')
      .map((p) => ({ ...p, subject: 'property' as const })),
    ...seed.vehicles
      .filter((v) => v.status === 'published')
      .map((v) => ({ ...v, subject: 'vehicle' as const })),
  ]
  const demoOwnerId = advertisers.find((u) => u.demo && u.profile === 'owner')?.id
  let demoDocumented = false
  for (const l of listings) {
    const kinds = [l.subject === 'property' ? 'registry' : 'crlv']
    const demoFirst: boolean = l.userId === demoOwnerId && !demoDocumented
    if (demoFirst || (verified.has(l.userId) && rng.chance(0.25))) {
      demoDocumented ||= demoFirst
      const days = rng.int(1, 20)
      rows.push({
        userId: l.userId,
        subject: l.subject,
        listingId: l.id,
        status: 'approved',
        createdAt: decidedAgo(days + 1),
        decidedAt: decidedAgo(days),
        wide: [false],
        kinds,
      })
    } else if (pendingListings < 4 && !verified.has(l.userId) && (pendingListings < 1 || rng.chance(0.01))) {
      pendingListings += 1
      rows.push({
        userId: l.userId,
        subject: l.subject,
        listingId: l.id,
        createdAt: new Date(now.getTime() - rng.int(1, 48) * 60 * 60 * 1000),
        wide: [false],
        kinds,
      })
    }
  }

  if (!rows.length) return { trustChecks: 0, trustFiles: 0 }
  const ids = await tx
    .insert(trustChecks)
    .values(rows.map(({ wide: _w, kinds: _k, ...row }) => row))
    .returning({ id: trustChecks.id })
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!
    if (row.filesDeletedAt) {
      for (const kind of row.kinds)
        files.push({ checkId: ids[i]!.id, kind, storageKey: null, mime: 'image/jpeg', bytes: 0 })
      continue
    }
    for (let k = 0; k < row.kinds.length; k++) await store(ids[i]!.id, row.kinds[k]!, row.wide[k]!)
  }
  for (let i = 0; i < files.length; i += 500) await tx.insert(trustFiles).values(files.slice(i, i + 500))
  return { trustChecks: rows.length, trustFiles: files.length }
}
