import { asc, eq, inArray } from 'drizzle-orm'
import type { AgencyDocument } from '../../../src/domain/agency'
import type { Db } from '../../db/client'
import { agencies, agencyPhones } from '../../db/schema'
import type { PhonePlan } from '../users'
import type { Tx } from '../users'

export type AgencyRow = typeof agencies.$inferSelect
export type AgencyPhoneRow = typeof agencyPhones.$inferSelect

/** The agency of a business user, created blank on first read (one per user). */
export async function findOrCreateAgency(db: Db, userId: number, defaultName: string): Promise<AgencyRow> {
  const [existing] = await db.select().from(agencies).where(eq(agencies.userId, userId))
  if (existing) return existing
  await db
    .insert(agencies)
    .values({ userId, name: defaultName })
    .onConflictDoNothing({ target: agencies.userId })
  const [row] = await db.select().from(agencies).where(eq(agencies.userId, userId))
  if (!row) throw new Error(`agency of user ${userId} vanished`)
  return row
}

export function listAgencyPhones(db: Tx, agencyId: number): Promise<AgencyPhoneRow[]> {
  return db
    .select()
    .from(agencyPhones)
    .where(eq(agencyPhones.agencyId, agencyId))
    .orderBy(asc(agencyPhones.position), asc(agencyPhones.id))
}

export async function applyAgencyPhones(tx: Tx, agencyId: number, plan: PhonePlan): Promise<void> {
  if (plan.deleteIds.length > 0) await tx.delete(agencyPhones).where(inArray(agencyPhones.id, plan.deleteIds))
  for (const [position, p] of plan.final.entries()) {
    if (p.id === undefined)
      await tx.insert(agencyPhones).values({ agencyId, number: p.number, whatsapp: p.whatsapp, position })
    else
      await tx
        .update(agencyPhones)
        .set({ number: p.number, whatsapp: p.whatsapp, position })
        .where(eq(agencyPhones.id, p.id))
  }
}

const num = (v: string | null): number | null => (v === null || v === '' ? null : Number(v))

export function toAgencyDocument(a: AgencyRow, phones: AgencyPhoneRow[]): AgencyDocument {
  return {
    data: {
      id: String(a.id),
      type: 'agency',
      attributes: {
        name: a.name,
        cnpj: a.cnpj,
        creci: a.creci,
        contact_email: a.contactEmail,
        description: a.description,
        zip_code: a.zipCode,
        street: a.street,
        number: a.number,
        complement: a.complement,
        neighborhood: a.neighborhood,
        city_id: a.cityId,
        state: a.state,
        lat: num(a.lat),
        lng: num(a.lng),
        show_on_map: a.showOnMap,
        updated_at: a.updatedAt.toISOString(),
      },
      relationships: {
        phones: { data: phones.map((p) => ({ id: String(p.id), type: 'agency_phone' as const })) },
      },
    },
    included: phones.map((p) => ({
      id: String(p.id),
      type: 'agency_phone' as const,
      attributes: { number: p.number, whatsapp: p.whatsapp },
    })),
  }
}
