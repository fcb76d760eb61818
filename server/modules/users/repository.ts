import { asc, eq, inArray, sql } from 'drizzle-orm'
import { isProfileComplete, type UserDocument } from '../../../src/domain/account'
import type { Db } from '../../db/client'
import { userPhones, users } from '../../db/schema'
import type { PhonePlan } from './phones'

export type UserRow = typeof users.$inferSelect
export type PhoneRow = typeof userPhones.$inferSelect
/** A database handle or a transaction: both run the same query builder. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** E-mails are stored lower-case (the zod schema lowers them); the lower() also finds legacy rows. */
export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row
}

export function listPhones(db: Tx, userId: number): Promise<PhoneRow[]> {
  return db
    .select()
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(asc(userPhones.position), asc(userPhones.id))
}

/** A new user has two blank phones, the second flagged WhatsApp: the profile form shows both slots to fill. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning()
    if (!user) throw new Error('user insert returned nothing')
    await tx.insert(userPhones).values([
      { userId: user.id, number: '', whatsapp: false, position: 0 },
      { userId: user.id, number: '', whatsapp: true, position: 1 },
    ])
    return user
  })
}

export async function applyUserPhones(tx: Tx, userId: number, plan: PhonePlan): Promise<void> {
  if (plan.deleteIds.length > 0) await tx.delete(userPhones).where(inArray(userPhones.id, plan.deleteIds))
  for (const [position, p] of plan.final.entries()) {
    if (p.id === undefined)
      await tx.insert(userPhones).values({ userId, number: p.number, whatsapp: p.whatsapp, position })
    else
      await tx
        .update(userPhones)
        .set({ number: p.number, whatsapp: p.whatsapp, position })
        .where(eq(userPhones.id, p.id))
  }
}

/** The JSON:API document of a user: phones as relationships, their records in `included`. */
export function toUserDocument(user: UserRow, phones: PhoneRow[]): UserDocument {
  const phoneAttrs = phones.map((p) => ({ number: p.number, whatsapp: p.whatsapp }))
  const attributes = {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    creci: user.creci,
    cpf: user.cpf,
    presentation_name: user.presentationName,
    presentation: user.presentation,
    show_profile: user.showProfile,
    profile: user.profile,
    profile_chosen: user.profileChosen,
    is_profile_complete: false,
    can_edit_profile: user.canEditProfile,
    has_password: user.passwordHash !== null,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    avatar: user.avatar ?? null,
    status: user.status,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  }
  attributes.is_profile_complete = isProfileComplete({ ...attributes, phones: phoneAttrs })
  return {
    data: {
      id: String(user.id),
      type: 'user',
      attributes,
      relationships: { phones: { data: phones.map((p) => ({ id: String(p.id), type: 'phone' as const })) } },
    },
    included: phones.map((p) => ({
      id: String(p.id),
      type: 'phone' as const,
      attributes: { number: p.number, whatsapp: p.whatsapp },
    })),
  }
}

export async function loadUserDocument(db: Tx, userId: number): Promise<UserDocument | null> {
  const user = await findUserById(db, userId)
  if (!user) return null
  return toUserDocument(user, await listPhones(db, userId))
}
