import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { adminAuditLog, admins } from '../../db/schema'

export interface AuditRecord {
  adminId: number
  action: string
  targetType: string
  targetId: string | number | null
  /** What the target is called now (an e-mail, a name), kept so the log reads well after renames. */
  targetLabel?: string | null
  before?: unknown
  after?: unknown
}

export async function insertAudit(db: Db, r: AuditRecord): Promise<void> {
  const [admin] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, r.adminId))
  await db.insert(adminAuditLog).values({
    adminId: r.adminId,
    adminEmail: admin?.email ?? '',
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId === null ? null : String(r.targetId),
    targetLabel: r.targetLabel ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
  })
}

export interface AuditFilter {
  adminId?: number
  targetType?: string
  targetId?: string
}

export async function findAuditPage(db: Db, f: AuditFilter, limit: number, offset: number) {
  const where: SQL[] = []
  if (f.adminId) where.push(eq(adminAuditLog.adminId, f.adminId))
  if (f.targetType) where.push(eq(adminAuditLog.targetType, f.targetType))
  if (f.targetId) where.push(eq(adminAuditLog.targetId, f.targetId))
  const cond = where.length ? and(...where) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, adminName: admins.name })
      .from(adminAuditLog)
      .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
      .where(cond)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAuditLog).where(cond),
  ])
  return { rows, total: total?.n ?? 0 }
}

export const listAdmins = (db: Db) =>
  db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).orderBy(admins.name)
