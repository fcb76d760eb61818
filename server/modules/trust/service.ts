import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import {
  advertiserDocuments,
  listingDocuments,
  trustFileLabels,
  trustMsg,
  type TrustFileKind,
  type TrustSend,
  type TrustStatus,
  type TrustSubject,
} from '../../../src/domain/trust'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { properties, trustChecks, trustFiles, users, vehicles } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { dropDocumentUpload, takeDocumentUpload, type UploadStore } from '../uploads'
import { newPrivateKey } from './private-files'

// Rules of the checks, without HTTP: what each subject must send, one open sending at a time, staff's decision
// taken once, and the files deleted 30 days after it (LGPD: kept no longer than the check needs).

export interface TrustDeps {
  db: Db
  files: Storage
  uploads: UploadStore
  searchCache: { invalidate(reason: string, account?: number): void }
}

/** Files are kept this long after staff's decision, then deleted. */
export const FILES_KEPT_MS = 30 * 24 * 60 * 60 * 1000

export type ListingSubject = 'property' | 'vehicle'
export interface Target {
  subject: TrustSubject
  listingId: number | null
}

const sameTarget = (userId: number, target: Target) =>
  and(
    eq(trustChecks.userId, userId),
    eq(trustChecks.subject, target.subject),
    target.listingId === null ? isNull(trustChecks.listingId) : eq(trustChecks.listingId, target.listingId),
  )

/** The documents a target needs; 404 for a listing that is not the account's (never told apart from none). */
export async function requiredFor(db: Db, userId: number, target: Target): Promise<readonly TrustFileKind[]> {
  if (target.subject === 'advertiser') {
    const [user] = await db.select({ profile: users.profile }).from(users).where(eq(users.id, userId))
    if (!user) throw notFound(trustMsg.notFound)
    return advertiserDocuments[user.profile]
  }
  const table = target.subject === 'property' ? properties : vehicles
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, target.listingId ?? 0), eq(table.userId, userId)))
  if (!row) throw notFound(trustMsg.listingNotFound)
  return listingDocuments[target.subject]
}

/** The latest check of a target, as the advertiser sees it. */
export async function trustStatus(db: Db, userId: number, target: Target): Promise<TrustStatus> {
  const required = await requiredFor(db, userId, target)
  const [last] = await db
    .select()
    .from(trustChecks)
    .where(sameTarget(userId, target))
    .orderBy(desc(trustChecks.createdAt), desc(trustChecks.id))
    .limit(1)
  return {
    id: last ? String(last.id) : `${target.subject}-${target.listingId ?? userId}`,
    type: 'trust_status',
    attributes: {
      subject: target.subject,
      listing_id: target.listingId === null ? null : String(target.listingId),
      state: last?.status ?? 'not_sent',
      reason: last?.status === 'refused' ? last.reason : null,
      sent_at: last ? last.createdAt.toISOString() : null,
      decided_at: last?.decidedAt ? last.decidedAt.toISOString() : null,
      required: [...required],
    },
  }
}

/**
 * Sends a target's documents for staff to check: each file a finished document upload of the account, taken into
 * private storage. Refused while a sending is under review or after an approval (409); a refusal may be followed
 * by a new sending.
 */
export async function sendDocuments(
  deps: TrustDeps,
  userId: number,
  target: Target,
  input: TrustSend,
): Promise<TrustStatus> {
  const { db } = deps
  const required = await requiredFor(db, userId, target)
  const kinds = new Set(input.files.map((f) => f.kind))
  if ([...kinds].some((k) => !required.includes(k)))
    throw apiError(422, trustMsg.unknownKind, { code: 'invalid_kind', pointer: '/files' })
  const missing = required.filter((k) => !kinds.has(k))
  if (missing.length)
    throw apiError(422, trustMsg.missing(missing.map((k) => trustFileLabels[k]).join(', ')), {
      code: 'missing_document',
      pointer: '/files',
    })
  const before = await trustStatus(db, userId, target)
  if (before.attributes.state === 'pending')
    throw apiError(409, trustMsg.alreadyOpen, { code: 'already_open' })
  if (before.attributes.state === 'approved')
    throw apiError(409, trustMsg.alreadyApproved, { code: 'already_approved' })

  const taken = []
  for (const file of input.files)
    taken.push({ ...file, ...(await takeDocumentUpload(deps.uploads, file.upload_id, userId)) })
  const stored: string[] = []
  try {
    const rows: { kind: TrustFileKind; storageKey: string; mime: string; bytes: number }[] = []
    for (const file of taken) {
      const key = newPrivateKey()
      await deps.files.put(key, file.bytes, file.mime)
      stored.push(key)
      rows.push({ kind: file.kind, storageKey: key, mime: file.mime, bytes: file.bytes.length })
    }
    await db.transaction(async (tx) => {
      const [check] = await tx
        .insert(trustChecks)
        .values({ userId, subject: target.subject, listingId: target.listingId })
        .onConflictDoNothing()
        .returning({ id: trustChecks.id })
      // Another sending got in first (the same form sent twice at once): one is kept.
      if (!check) throw apiError(409, trustMsg.alreadyOpen, { code: 'already_open' })
      await tx.insert(trustFiles).values(rows.map((r) => ({ ...r, checkId: check.id })))
    })
  } catch (err) {
    for (const key of stored) await deps.files.remove(key).catch(() => undefined)
    throw err
  }
  for (const file of taken) await dropDocumentUpload(deps.uploads, file.upload_id)
  return trustStatus(db, userId, target)
}

export interface Decision {
  id: number
  userId: number
  subject: TrustSubject
  listingId: number | null
  status: 'approved' | 'refused'
  reason: string | null
}

/**
 * Staff's decision on a check under review, taken once: a replay or a second admin gets 409 and changes nothing
 * (so the audit log has one entry). An approval changes badges and the search's order: the cache is emptied.
 */
export async function decideCheck(
  deps: TrustDeps,
  adminId: number,
  checkId: number,
  decision: { status: 'approved' | 'refused'; reason?: string },
): Promise<Decision> {
  const [row] = await deps.db
    .update(trustChecks)
    .set({
      status: decision.status,
      reason: decision.status === 'refused' ? (decision.reason ?? null) : null,
      decidedBy: adminId,
      decidedAt: new Date(),
    })
    .where(and(eq(trustChecks.id, checkId), eq(trustChecks.status, 'pending')))
    .returning()
  if (!row) {
    const [exists] = await deps.db
      .select({ id: trustChecks.id })
      .from(trustChecks)
      .where(eq(trustChecks.id, checkId))
    if (!exists) throw notFound(trustMsg.notFound)
    throw apiError(409, trustMsg.alreadyDecided, { code: 'already_decided' })
  }
  if (row.status === 'approved') deps.searchCache.invalidate('trust check approved')
  return {
    id: row.id,
    userId: row.userId,
    subject: row.subject,
    listingId: row.listingId,
    status: row.status === 'approved' ? 'approved' : 'refused',
    reason: row.reason,
  }
}

/** Deletes the files of checks decided more than FILES_KEPT_MS before `now`; answers how many files went. */
export async function deleteDecidedFiles(
  deps: Pick<TrustDeps, 'db' | 'files'>,
  now = new Date(),
): Promise<number> {
  const { db } = deps
  const due = await db
    .select({ id: trustChecks.id })
    .from(trustChecks)
    .where(
      and(
        isNotNull(trustChecks.decidedAt),
        isNull(trustChecks.filesDeletedAt),
        lt(trustChecks.decidedAt, new Date(now.getTime() - FILES_KEPT_MS)),
      ),
    )
    .limit(500)
  let removed = 0
  for (const check of due) {
    const files = await db
      .select({ id: trustFiles.id, key: trustFiles.storageKey })
      .from(trustFiles)
      .where(and(eq(trustFiles.checkId, check.id), isNotNull(trustFiles.storageKey)))
    for (const file of files) {
      await deps.files.remove(file.key as string)
      removed += 1
    }
    await db.transaction(async (tx) => {
      await tx.update(trustFiles).set({ storageKey: null }).where(eq(trustFiles.checkId, check.id))
      await tx.update(trustChecks).set({ filesDeletedAt: now }).where(eq(trustChecks.id, check.id))
    })
  }
  return removed
}

/** A file of a check for staff: its key and type, or null when unknown or already deleted. */
export async function findFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ key: trustFiles.storageKey, mime: trustFiles.mime })
    .from(trustFiles)
    .where(eq(trustFiles.id, fileId))
  return row?.key ? { key: row.key, mime: row.mime } : null
}

export const countOpen = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trustChecks)
        .where(eq(trustChecks.status, 'pending'))
    )[0]?.n ?? 0,
  )
