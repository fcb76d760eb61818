import { eq } from 'drizzle-orm'
import type { AgencyDocument, AgencyUpdateInput } from '../../../src/domain/agency'
import { MAX_AGENCY_PHONES } from '../../../src/domain/constants'
import { errorMsg } from '../../../src/domain/messages'
import { formatCnpjDigits } from '../../../src/domain/validation'
import type { Db } from '../../db/client'
import { agencies } from '../../db/schema'
import { ApiHttpError, apiError } from '../../http/errors'
import { planPhones, type PhonePlan } from '../users'
import { userOr401 } from '../users'
import { applyAgencyPhones, findOrCreateAgency, listAgencyPhones, toAgencyDocument } from './repository'

const PHONES = '/agency/phones_attributes'

/** Agency data (CNPJ, trade name, address) is for business profiles only. */
async function agencyOf(db: Db, userId: number) {
  const user = await userOr401(db, userId)
  if (user.profile !== 'business') throw apiError(403, errorMsg.accessDenied, { code: 'forbidden' })
  return findOrCreateAgency(db, userId, user.presentationName ?? `${user.firstName} ${user.lastName}`.trim())
}

export async function getAgency(db: Db, userId: number): Promise<AgencyDocument> {
  const agency = await agencyOf(db, userId)
  return toAgencyDocument(agency, await listAgencyPhones(db, agency.id))
}

export async function updateAgency(
  db: Db,
  userId: number,
  input: AgencyUpdateInput['agency'],
): Promise<AgencyDocument> {
  const agency = await agencyOf(db, userId)
  const set: Partial<typeof agencies.$inferInsert> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.cnpj !== undefined) set.cnpj = input.cnpj === null ? null : formatCnpjDigits(input.cnpj)
  if (input.creci !== undefined) set.creci = input.creci === null ? null : input.creci.toUpperCase()
  if (input.contact_email !== undefined) set.contactEmail = input.contact_email?.toLowerCase() ?? null
  if (input.description !== undefined) set.description = input.description
  if (input.zip_code !== undefined) set.zipCode = input.zip_code
  if (input.street !== undefined) set.street = input.street
  if (input.number !== undefined) set.number = input.number
  if (input.complement !== undefined) set.complement = input.complement
  if (input.neighborhood !== undefined) set.neighborhood = input.neighborhood
  if (input.city_id !== undefined) set.cityId = input.city_id
  if (input.state !== undefined) set.state = input.state
  if (input.lat !== undefined) set.lat = input.lat === null ? null : String(input.lat)
  if (input.lng !== undefined) set.lng = input.lng === null ? null : String(input.lng)
  if (input.show_on_map !== undefined) set.showOnMap = input.show_on_map

  let plan: PhonePlan | undefined
  if (input.phones_attributes !== undefined) {
    const result = planPhones(await listAgencyPhones(db, agency.id), input.phones_attributes, {
      base: PHONES,
      max: MAX_AGENCY_PHONES,
      requireFilled: true,
      maxWhatsapp: 1,
    })
    if ('errors' in result) throw new ApiHttpError(422, result.errors)
    plan = result.plan
  }

  await db.transaction(async (tx) => {
    await tx
      .update(agencies)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(agencies.id, agency.id))
    if (plan) await applyAgencyPhones(tx, agency.id, plan)
  })
  return getAgency(db, userId)
}
