import { and, asc, eq, exists, isNull, ne, or, sql } from 'drizzle-orm'
import type { AdvertiserSummary, PhoneChannels } from '../../../src/domain/advertiser'
import type { Image } from '../../../src/domain/media'
import type { Db } from '../../db/client'
import { mediaBase } from '../../adapters/storage/images'
import { verifiedAdvertiser } from '../trust'
import {
  agencies,
  media,
  properties,
  userPhones,
  users,
  vehicles,
  type AvatarVariants,
} from '../../db/schema'
import { toImage } from '../../http/public-read'

type NameFields = { presentationName: string | null; firstName: string; lastName: string }

export const displayName = (u: NameFields): string =>
  u.presentationName?.trim() || `${u.firstName} ${u.lastName}`.trim() || 'Anunciante'

/** The media hash behind a stored avatar URL: a base (/media/<hash>) or a file in it (/media/<hash>/640.webp). */
const avatarHash = (avatar: AvatarVariants | null): string | null => {
  const url = avatar?.cropped || avatar?.thumb || avatar?.original
  return url?.match(/^\/media\/([0-9a-f]+)(?:\/|$)/)?.[1] ?? null
}

/** The square crop as an Image, with its real size when the media row is known. */
export async function avatarImage(db: Db, avatar: AvatarVariants | null, alt: string): Promise<Image | null> {
  const hash = avatarHash(avatar)
  if (!hash) return null
  const [row] = await db
    .select({ id: media.id, hash: media.hash, width: media.width, height: media.height })
    .from(media)
    .where(eq(media.hash, hash))
  return row ? toImage(row, alt) : { id: hash, base: mediaBase(hash), width: 640, height: 640, alt }
}

/** Filled phones in the advertiser's order (new users carry blank placeholders). */
export function findPhones(db: Db, userId: number) {
  return db
    .select({ number: userPhones.number, whatsapp: userPhones.whatsapp })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), ne(userPhones.number, '')))
    .orderBy(asc(userPhones.position), asc(userPhones.id))
}

/** Whether the advertiser can be called or reached on WhatsApp, never the numbers themselves. */
export async function findPhoneChannels(db: Db, userId: number): Promise<PhoneChannels> {
  const phones = await findPhones(db, userId)
  return { call: phones.length > 0, whatsapp: phones.some((p) => p.whatsapp) }
}

export async function findAdvertiserSummary(
  db: Db,
  userId: number,
  opts: { withPhones: boolean },
): Promise<AdvertiserSummary | null> {
  // The phone channels in the same statement: a listing's page asks this on every view.
  const filled = and(eq(userPhones.userId, users.id), ne(userPhones.number, ''))
  const [user] = await db
    .select({
      presentationName: users.presentationName,
      firstName: users.firstName,
      lastName: users.lastName,
      profile: users.profile,
      avatar: users.avatar,
      creci: users.creci,
      agencyCreci: agencies.creci,
      cnpj: agencies.cnpj,
      call: opts.withPhones
        ? exists(
            db
              .select({ one: sql`1` })
              .from(userPhones)
              .where(filled),
          )
        : sql<boolean>`false`,
      whatsapp: opts.withPhones
        ? exists(
            db
              .select({ one: sql`1` })
              .from(userPhones)
              .where(and(filled, eq(userPhones.whatsapp, true))),
          )
        : sql<boolean>`false`,
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(eq(users.id, userId))
  if (!user) return null
  const name = displayName(user)
  const avatar = await avatarImage(db, user.avatar, name)
  const phoneChannels: PhoneChannels = { call: Boolean(user.call), whatsapp: Boolean(user.whatsapp) }
  const business = user.profile === 'business'
  return {
    id: String(userId),
    name,
    profile: user.profile,
    avatar,
    phone_channels: phoneChannels,
    creci:
      (business ? user.agencyCreci || user.creci : user.profile === 'broker' ? user.creci : null) || null,
    cnpj: (business && user.cnpj) || null,
  }
}

/**
 * A public profile: an active advertiser who has not hidden it and has a listing the public may see now. An
 * account with nothing on sale (a bare sign-up, a buyer) is nobody's business: its page does not exist.
 */
export async function findVisibleAdvertiser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      presentationName: users.presentationName,
      firstName: users.firstName,
      lastName: users.lastName,
      presentation: users.presentation,
      profile: users.profile,
      avatar: users.avatar,
      creci: users.creci,
      cityId: users.cityId,
      createdAt: users.createdAt,
      verified: verifiedAdvertiser(users.id),
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active'), eq(users.showProfile, true), hasLiveListing))
  return row ?? null
}

const hasLiveListing = or(
  exists(
    sql`(select 1 from ${properties} where ${properties.userId} = ${users.id} and ${properties.status} = 'active' and ${properties.deletedAt} is null)`,
  ),
  exists(
    sql`(select 1 from ${vehicles} where ${vehicles.userId} = ${users.id} and ${vehicles.status} = 'published' and ${vehicles.deletedAt} is null)`,
  ),
)

/** Counted like the public lists: active unarchived properties, published unarchived vehicles. */
export async function countListings(db: Db, userId: number) {
  const [properties_, vehicles_] = await Promise.all([
    db.$count(
      properties,
      and(eq(properties.userId, userId), eq(properties.status, 'active'), isNull(properties.deletedAt)),
    ),
    db.$count(
      vehicles,
      and(eq(vehicles.userId, userId), eq(vehicles.status, 'published'), isNull(vehicles.deletedAt)),
    ),
  ])
  return { properties: Number(properties_), vehicles: Number(vehicles_) }
}
