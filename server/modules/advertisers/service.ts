import type { Advertiser } from '../../../src/domain/advertiser'
import type { Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import {
  avatarImage,
  countListings,
  displayName,
  findPhoneChannels,
  findVisibleAdvertiser,
} from './repository'

export const ADVERTISER_NOT_FOUND = 'O anunciante que você está procurando não existe ou não está disponível.'

/** Visible means active with a public profile; anything else reads as "not found". */
export async function isVisibleAdvertiser(db: Db, id: number): Promise<boolean> {
  return (await findVisibleAdvertiser(db, id)) !== null
}

export async function getAdvertiser(db: Db, id: number): Promise<Advertiser | null> {
  const row = await findVisibleAdvertiser(db, id)
  if (!row) return null
  const name = displayName(row)
  const [phoneChannels, totals, avatar] = await Promise.all([
    findPhoneChannels(db, id),
    countListings(db, id),
    avatarImage(db, row.avatar, name),
  ])
  return {
    id: String(row.id),
    type: 'advertiser',
    attributes: {
      name,
      profile: row.profile,
      presentation: row.presentation,
      avatar,
      creci: row.creci,
      city: row.cityId === null ? null : townOf(row.cityId).city || null,
      phone_channels: phoneChannels,
      member_since: row.createdAt.toISOString(),
      total_listings: totals.properties + totals.vehicles,
      total_properties: totals.properties,
      total_vehicles: totals.vehicles,
      verified: Boolean(row.verified),
    },
  }
}
