import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { alertJobs } from '../../db/schema'
import { selectRows } from '../search'

// The delivery queue's policy. A job is claimed by moving its next attempt a lease ahead (FOR UPDATE SKIP LOCKED:
// two processes never claim the same job); done, it is marked sent; failed, it is tried again after a delay that
// doubles each time (30 s, 1 min, 2 min … at most 6 h), and given up after MAX_ATTEMPTS. A process that dies
// holding a job leaves it to be claimed again once the lease ends: a restart loses nothing.

export const MAX_ATTEMPTS = 8
const BASE_DELAY_S = 30
const MAX_DELAY_S = 6 * 60 * 60
/** Longer than any one delivery takes (a push times out after 10 s). */
const LEASE_S = 5 * 60

export type Job = typeof alertJobs.$inferSelect

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export const backoffSeconds = (attempts: number) =>
  Math.min(MAX_DELAY_S, BASE_DELAY_S * 2 ** Math.max(0, attempts - 1))

/** Claims up to `limit` due jobs for this process. */
export async function claimJobs(db: Db, limit: number): Promise<Job[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`update alert_jobs set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_S})
      where id in (
        select id from alert_jobs
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning *`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel as Job['channel'],
    matchId: r.match_id === null ? null : Number(r.match_id),
    subscriptionId: r.subscription_id === null ? null : Number(r.subscription_id),
    userId: r.user_id === null ? null : Number(r.user_id),
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    dedupeKey: (r.dedupe_key as string | null) ?? null,
    attempts: Number(r.attempts),
    nextAttemptAt: new Date(r.next_attempt_at as string),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    sentAt: null,
    failedAt: null,
  }))
}

/** Marks jobs done (delivered, or with nothing left to deliver). */
export async function markSent(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return
  await db.execute(
    sql`update alert_jobs set sent_at = now(), last_error = null where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::bigint[]`)})`,
  )
}

/** A failed attempt: tried again after the backoff, or given up (`final`, or out of attempts). */
export async function markFailed(
  db: Db,
  job: Job,
  error: string,
  final = false,
): Promise<'retry' | 'failed'> {
  if (final || job.attempts >= MAX_ATTEMPTS) {
    await db.execute(sql`update alert_jobs set failed_at = now(), last_error = ${error} where id = ${job.id}`)
    return 'failed'
  }
  await db.execute(
    sql`update alert_jobs set last_error = ${error},
      next_attempt_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)}) where id = ${job.id}`,
  )
  return 'retry'
}
