import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'
import type { leadKinds } from '../../../src/domain/enums'
import type {
  InboxLead,
  InboxListing,
  InboxPage,
  InboxPatch,
  InboxQuery,
  KindCounts,
  Unread,
} from '../../../src/domain/inbox'
import type { Image } from '../../../src/domain/media'
import { propertyPath, vehiclePath } from '../../../src/domain/paths'
import { townById } from '../../../src/domain/region'
import { apiError } from '../../http/errors'
import { toImage } from '../../http/public-read'
import { findCovers } from '../listings'
import { propertyMediaLink } from '../properties'
import { vehicleMediaLink } from '../vehicles'
import {
  countByKind,
  countUnread,
  findInboxLead,
  findInboxPage,
  findLeadListings,
  updateInboxLead,
  type InboxRow,
} from './repository'

export const LEAD_NOT_FOUND = 'Mensagem não encontrada.'

type Covers = { property: Map<number, Image>; vehicle: Map<number, Image> }

async function coversOf(db: Db, rows: InboxRow[]): Promise<Covers> {
  const ids = (pick: (r: InboxRow) => number | undefined) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== undefined)),
  ]
  const propertyIds = ids((r) => r.property?.id)
  const vehicleIds = ids((r) => r.vehicle?.id)
  const [p, v] = await Promise.all([
    propertyIds.length ? findCovers(db, propertyMediaLink, propertyIds) : [],
    vehicleIds.length ? findCovers(db, vehicleMediaLink, vehicleIds) : [],
  ])
  const toMap = (covers: typeof p) => new Map(covers.map((c) => [c.listingId, toImage(c, c.alt)]))
  return { property: toMap(p), vehicle: toMap(v) }
}

function listingOf(row: InboxRow, covers: Covers): InboxListing | null {
  const citySlug = (cityId: number) => townById(cityId)?.slug ?? 'irece'
  if (row.property) {
    const id = String(row.property.id)
    return {
      key: `property-${id}`,
      type: 'property',
      id,
      title: row.property.name,
      path: propertyPath({
        id,
        attributes: { category: row.property.category, city_slug: citySlug(row.property.cityId) },
      }),
      cover: covers.property.get(row.property.id) ?? null,
    }
  }
  if (row.vehicle) {
    const v = row.vehicle
    const id = String(v.id)
    return {
      key: `vehicle-${id}`,
      type: 'vehicle',
      id,
      title: v.name,
      path: vehiclePath({
        id,
        attributes: {
          vehicle_type: v.vehicleType,
          state: v.state,
          city_slug: citySlug(v.cityId),
          brand: row.brand?.name ?? '',
          model: row.model?.name ?? '',
          version: v.version,
        },
      }),
      cover: covers.vehicle.get(v.id) ?? null,
    }
  }
  return null
}

function toInboxLead(row: InboxRow, covers: Covers): InboxLead {
  const l = row.lead
  return {
    id: String(l.id),
    type: 'lead',
    attributes: {
      kind: l.kind,
      name: l.name,
      email: l.email,
      phone: l.phone,
      message: l.message,
      sent_at: l.sentAt.toISOString(),
      archived: l.archived,
      read: l.readAt !== null,
      listing: listingOf(row, covers),
    },
  }
}

const zeroCounts = (): KindCounts => ({
  message: { total: 0, unread: 0 },
  whatsapp: { total: 0, unread: 0 },
  phone: { total: 0, unread: 0 },
})

export async function inboxPage(db: Db, advertiserId: number, query: InboxQuery): Promise<InboxPage> {
  const [{ rows, total }, byKind, listings] = await Promise.all([
    findInboxPage(db, advertiserId, query),
    countByKind(db, advertiserId, query.box),
    findLeadListings(db, advertiserId),
  ])
  const covers = await coversOf(db, rows)
  const counts = zeroCounts()
  for (const k of byKind) counts[k.kind] = { total: Number(k.total), unread: Number(k.unread) }
  return {
    data: rows.map((r) => toInboxLead(r, covers)),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      total_pages: Math.ceil(total / query.per_page),
      counts,
      listings: listings.map((l) => ({
        key: l.propertyId !== null ? `property-${l.propertyId}` : `vehicle-${l.vehicleId}`,
        title: l.title,
      })),
    },
  }
}

export async function unreadCounts(db: Db, advertiserId: number): Promise<Unread> {
  const rows = await countUnread(db, advertiserId)
  const by: Record<(typeof leadKinds)[number], number> = { message: 0, whatsapp: 0, phone: 0 }
  for (const r of rows) by[r.kind] = Number(r.n)
  return {
    data: {
      id: String(advertiserId),
      type: 'inbox_unread',
      attributes: { total: by.message + by.whatsapp + by.phone, ...by },
    },
  }
}

/** One of my leads; 404 for anyone else's, the same answer as for a lead that never existed. */
export async function inboxLead(db: Db, advertiserId: number, id: number): Promise<InboxLead> {
  const row = await findInboxLead(db, advertiserId, id)
  if (!row) throw apiError(404, LEAD_NOT_FOUND, { code: 'not_found' })
  return toInboxLead(row, await coversOf(db, [row]))
}

/** Marks read or unread, archives or unarchives; the first read time is kept. */
export async function patchInboxLead(
  db: Db,
  advertiserId: number,
  id: number,
  patch: InboxPatch,
): Promise<InboxLead> {
  const set: Parameters<typeof updateInboxLead>[3] = {}
  if (patch.read !== undefined) set.readAt = patch.read ? sql`coalesce(${leads.readAt}, now())` : null
  if (patch.archived !== undefined) set.archived = patch.archived
  const found = await updateInboxLead(db, advertiserId, id, set)
  if (!found) throw apiError(404, LEAD_NOT_FOUND, { code: 'not_found' })
  return inboxLead(db, advertiserId, id)
}
