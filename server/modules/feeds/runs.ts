import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { FEED_LIMITS, feedMsg, type FeedRun, type FeedSkip } from '../../../src/domain/feeds'
import type { Db } from '../../db/client'
import { feedRuns } from '../../db/schema'
import { apiError } from '../../http/errors'

// Each import's row: created when it starts (one running per agency, by the database's own unique index), its
// counts written as it goes, so the dashboard shows the progress, and its report when it ends.

export type RunRow = typeof feedRuns.$inferSelect
export type RunSource = RunRow['source']

export interface RunCounts {
  total: number
  processed: number
  imported: number
  updated: number
  unchanged: number
  paused: number
  archived: number
  skipped: FeedSkip[]
}

export const emptyCounts = (): RunCounts => ({
  total: 0,
  processed: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  paused: 0,
  archived: 0,
  skipped: [],
})

/** Starts a run, 409 while another of the agency's is running. A run left running by a stopped server is ended first. */
export async function startRun(db: Db, userId: number, source: RunSource): Promise<number> {
  await db
    .update(feedRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: feedMsg.timeout })
    .where(
      and(
        eq(feedRuns.userId, userId),
        eq(feedRuns.status, 'running'),
        lt(feedRuns.startedAt, new Date(Date.now() - FEED_LIMITS.runMs - 60_000)),
      ),
    )
  const [row] = await db
    .insert(feedRuns)
    .values({ userId, source })
    .onConflictDoNothing({ target: feedRuns.userId, where: sql`${feedRuns.status} = 'running'` })
    .returning({ id: feedRuns.id })
  if (!row) throw apiError(409, feedMsg.running, { code: 'feed_running' })
  return row.id
}

export async function saveProgress(db: Db, runId: number, counts: RunCounts): Promise<void> {
  await db.update(feedRuns).set(counts).where(eq(feedRuns.id, runId))
}

export async function finishRun(db: Db, runId: number, counts: RunCounts, error: string | null = null) {
  await db
    .update(feedRuns)
    .set({ ...counts, status: error ? 'failed' : 'done', error, finishedAt: new Date() })
    .where(eq(feedRuns.id, runId))
}

export async function findRun(db: Db, userId: number, runId: number): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.userId, userId)))
  return row ?? null
}

export async function lastRun(db: Db, userId: number): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.userId, userId))
    .orderBy(desc(feedRuns.id))
    .limit(1)
  return row ?? null
}

export function runDocument(row: RunRow): FeedRun {
  return {
    id: String(row.id),
    type: 'feed_import',
    attributes: {
      source: row.source,
      status: row.status,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      total: row.total,
      processed: row.processed,
      imported: row.imported,
      updated: row.updated,
      unchanged: row.unchanged,
      paused: row.paused,
      archived: row.archived,
      skipped: row.skipped,
      error: row.error,
    },
  }
}
