import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins } from '../../db/schema'
import { hashPassword, needsRehash, verifyPassword } from '../auth'

export type AdminRow = typeof admins.$inferSelect

let decoy: Promise<string> | undefined

export async function findAdminById(db: Db, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id))
  return row
}

/** The admin for these credentials, or null; an unknown e-mail costs the same time as a wrong password. */
export async function checkAdminCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<AdminRow | null> {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
  if (!admin) {
    decoy ??= hashPassword('decoy password, never matches')
    await verifyPassword(await decoy, password)
    return null
  }
  if (!(await verifyPassword(admin.passwordHash, password))) return null
  if (needsRehash(admin.passwordHash)) {
    await db
      .update(admins)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(admins.id, admin.id))
  }
  return admin
}

/** Creates the admin, or updates the name and password of an existing one (scripts/admin-create.ts). */
export async function upsertAdmin(db: Db, input: { email: string; name: string; password: string }) {
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password)
  const [row] = await db
    .insert(admins)
    .values({ email, name: input.name, passwordHash })
    .onConflictDoUpdate({ target: admins.email, set: { name: input.name, passwordHash } })
    // xmax is 0 only on a row this statement inserted (an update leaves the old version's id there).
    .returning({ id: admins.id, created: sql<boolean>`(xmax = 0)` })
  if (!row) throw new Error('admin upsert returned nothing')
  return row
}

export const toAdminResource = (admin: AdminRow, token?: string) => ({
  id: String(admin.id),
  type: 'admin' as const,
  attributes: { email: admin.email, name: admin.name, ...(token ? { token } : {}) },
})
