import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import { FEED_SCHEDULE_HOURS, type FeedSettings } from '../../../src/domain/feeds'
import type { Db } from '../../db/client'
import { feedSources } from '../../db/schema'
import { lastRun, runDocument } from './runs'

// An agency's feed settings: the address its feed is imported from on a schedule, and the secret token of its export
// address (made on first use, changed on request: the old address stops answering at once).

export type SourceRow = typeof feedSources.$inferSelect
const newToken = () => randomBytes(24).toString('base64url')
export const nextImportAt = (from = Date.now()) => new Date(from + FEED_SCHEDULE_HOURS * 3_600_000)

export async function sourceOf(db: Db, userId: number): Promise<SourceRow> {
  const [found] = await db.select().from(feedSources).where(eq(feedSources.userId, userId))
  if (found) return found
  await db.insert(feedSources).values({ userId, exportToken: newToken() }).onConflictDoNothing()
  const [made] = await db.select().from(feedSources).where(eq(feedSources.userId, userId))
  return made!
}

export async function setImportUrl(db: Db, userId: number, url: string | null): Promise<void> {
  await sourceOf(db, userId)
  await db
    .update(feedSources)
    .set({ importUrl: url, nextImportAt: url ? nextImportAt() : null })
    .where(eq(feedSources.userId, userId))
}

export async function rotateExportToken(db: Db, userId: number): Promise<void> {
  await sourceOf(db, userId)
  await db.update(feedSources).set({ exportToken: newToken() }).where(eq(feedSources.userId, userId))
}

export async function ownerOfToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: feedSources.userId })
    .from(feedSources)
    .where(eq(feedSources.exportToken, token))
  return row?.userId ?? null
}

export const exportPath = (token: string) => `/api/feeds/${token}/vrsync.xml`

export async function settingsOf(db: Db, userId: number, origin: string): Promise<FeedSettings> {
  const source = await sourceOf(db, userId)
  const run = await lastRun(db, userId)
  return {
    data: {
      type: 'feed_settings',
      attributes: {
        import_url: source.importUrl,
        next_import_at: source.importUrl ? (source.nextImportAt?.toISOString() ?? null) : null,
        export_url: `${origin}${exportPath(source.exportToken)}`,
        last_run: run ? runDocument(run) : null,
      },
    },
  }
}

/** Feeds whose scheduled import is due, oldest first; each is moved to its next time as it is taken. */
export async function takeDue(db: Db, limit: number, now = new Date()): Promise<SourceRow[]> {
  const due = await db
    .select()
    .from(feedSources)
    .where(and(isNotNull(feedSources.importUrl), lte(feedSources.nextImportAt, now)))
    .orderBy(asc(feedSources.nextImportAt))
    .limit(limit)
  for (const row of due)
    await db
      .update(feedSources)
      .set({ nextImportAt: nextImportAt(now.getTime()) })
      .where(eq(feedSources.userId, row.userId))
  return due
}
