import { createHash } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { editableStatuses } from '../../../src/domain/property-input'
import { FEED_LIMITS, feedMsg, type FeedSkip } from '../../../src/domain/feeds'
import type { PropertyStatus } from '../../../src/domain/enums'
import { feedListings, properties } from '../../db/schema'
import { ApiHttpError } from '../../http/errors'
import {
  archiveListing,
  changeStatus,
  createListing,
  updateListing,
  type ListingWriteDeps,
} from '../my-listings'
import { effectivePlanLimits } from '../plan-limits'
import { BadPhoto, knownPhotos, photosOf, type PhotoContext } from './photos'
import { FetchRefused } from './safe-fetch'
import { emptyCounts, finishRun, saveProgress, type RunCounts } from './runs'
import { readListing, type FeedItem } from './vrsync-listing'
import { FeedFormatError, readListings } from './xml-tree'

// One import of an agency's feed. Every entry is matched to the listing it became by its ListingID: a new one is
// created, a changed one edited, an unchanged one (the same digest as last written) left alone without a query, and
// a listing the feed no longer has is paused, then archived when it is still missing the next time. Every write goes
// through the advertiser's own write path and the listing lifecycle: the plan's places, the risk checks (the price
// band, copied photos) and the price history hold for an import exactly as for a typed listing.

export interface ImportDeps {
  write: ListingWriteDeps
  allowHost: ((url: URL) => boolean) | null
}

type Ok = Extract<FeedItem, { ok: true }>
const editable: readonly string[] = editableStatuses
const PROGRESS_EVERY = 20

/** The digest of what an entry asks for: equal digests need no write. */
export const fingerprint = (item: Ok) =>
  createHash('sha256')
    .update(JSON.stringify([item.input, item.photos]))
    .digest('base64url')

/** What a refusal of the write path means in the report. */
function refusal(item: Ok, err: unknown): FeedSkip {
  if (err instanceof BadPhoto) return skipOf(item, 'bad_photo', `${err.url}: ${err.message}`)
  if (!(err instanceof ApiHttpError) || err.statusCode >= 500) throw err
  const code = err.errors[0]?.code
  const detail = err.errors[0]?.detail ?? null
  if (code === 'properties_limit' || code === 'no_subscription') return skipOf(item, 'over_limit', detail)
  if (code === 'archived') return skipOf(item, 'archived', null)
  return skipOf(item, 'invalid', detail)
}
const skipOf = (item: Ok, reason: FeedSkip['reason'], detail: string | null): FeedSkip => ({
  external_id: item.externalId,
  title: item.title,
  reason,
  detail,
})

/**
 * Reads the feed from `chunks` and applies it to the agency's listings, writing the run's counts as it goes.
 * Throws the feed's format errors (nothing is written then); a timeout ends the run with what was done.
 */
export async function applyFeed(
  deps: ImportDeps,
  userId: number,
  runId: number,
  chunks: AsyncIterable<string> | Iterable<string>,
  signal: AbortSignal,
  counts: RunCounts = emptyCounts(),
): Promise<RunCounts> {
  // Each entry is read into what it asks for as soon as it is parsed: the feed's element trees are never all held.
  const seen = new Set<string>()
  const items: FeedItem[] = []
  const total = await readListings(chunks, (node) => items.push(readListing(node, seen)))
  counts.total = total
  if (total > items.length)
    counts.skipped.push({
      external_id: null,
      title: null,
      reason: 'too_many',
      detail: `${total - items.length} de ${total} (máximo ${FEED_LIMITS.maxListings})`,
    })

  const db = deps.write.db
  const linked = new Map(
    (await db.select().from(feedListings).where(eq(feedListings.userId, userId))).map((r) => [
      r.externalId,
      r,
    ]),
  )
  const gallery = (await effectivePlanLimits(db, userId)).gallery
  const photos: PhotoContext = {
    db,
    storage: deps.write.storage,
    userId,
    signal,
    allowHost: deps.allowHost,
    known: await knownPhotos(db, userId),
  }
  const statusOf = await currentStatuses(
    deps,
    [...linked.values()].map((l) => l.propertyId),
  )

  for (const item of items) {
    if (signal.aborted) throw new Error(feedMsg.timeout)
    counts.processed++
    if (!item.ok) {
      counts.skipped.push({
        external_id: item.externalId,
        title: item.title,
        reason: item.reason,
        detail: item.detail,
      })
    } else {
      const trimmed = { ...item, photos: item.photos.slice(0, Math.max(gallery, 0)) }
      await applyItem(deps, userId, trimmed, linked.get(item.externalId), statusOf, photos, counts)
    }
    if (counts.processed % PROGRESS_EVERY === 0) await saveProgress(db, runId, counts)
  }
  // A feed read as empty is more likely broken than emptied on purpose: nothing is paused on its word.
  if (items.length > 0) await retireMissing(deps, userId, seen, linked, statusOf, counts)
  return counts
}

async function currentStatuses(deps: ImportDeps, ids: number[]) {
  const map = new Map<number, { status: PropertyStatus; archived: boolean }>()
  if (ids.length === 0) return map
  const rows = await deps.write.db
    .select({ id: properties.id, status: properties.status, deletedAt: properties.deletedAt })
    .from(properties)
    .where(inArray(properties.id, ids))
  for (const r of rows) map.set(r.id, { status: r.status, archived: r.deletedAt !== null })
  return map
}

async function applyItem(
  deps: ImportDeps,
  userId: number,
  item: Ok,
  link: typeof feedListings.$inferSelect | undefined,
  statusOf: Map<number, { status: PropertyStatus; archived: boolean }>,
  photos: PhotoContext,
  counts: RunCounts,
) {
  const db = deps.write.db
  const digest = fingerprint(item)
  const current = link ? statusOf.get(link.propertyId) : undefined
  if (link && current?.archived) {
    counts.skipped.push(skipOf(item, 'archived', null))
    return
  }
  if (link && current && link.fingerprint === digest && !link.pausedByFeed) {
    counts.unchanged++
    return
  }
  try {
    const storedPhotos = await photosOf(photos, item.photos)
    if (link && current) {
      // The listing keeps the status the agency gave it here; one the feed paused comes back.
      const status = link.pausedByFeed
        ? 'active'
        : editable.includes(current.status)
          ? current.status
          : 'active'
      await updateListing(
        deps.write,
        userId,
        link.propertyId,
        {
          ...item.input,
          status: status as (typeof editableStatuses)[number],
        },
        { storedPhotos },
      )
      await db
        .update(feedListings)
        .set({ fingerprint: digest, pausedByFeed: false })
        .where(and(eq(feedListings.userId, userId), eq(feedListings.externalId, item.externalId)))
      counts.updated++
    } else {
      const id = await createListing(
        deps.write,
        userId,
        { ...item.input, status: 'active' },
        { storedPhotos },
      )
      await db
        .insert(feedListings)
        .values({ userId, externalId: item.externalId, propertyId: id, fingerprint: digest })
        .onConflictDoUpdate({
          target: [feedListings.userId, feedListings.externalId],
          set: { propertyId: id, fingerprint: digest, pausedByFeed: false },
        })
      counts.imported++
    }
  } catch (err) {
    counts.skipped.push(refusal(item, err))
  }
}

/** Listings the feed left out: a live one is paused; one the feed had already paused is archived. */
async function retireMissing(
  deps: ImportDeps,
  userId: number,
  present: Set<string>,
  linked: Map<string, typeof feedListings.$inferSelect>,
  statusOf: Map<number, { status: PropertyStatus; archived: boolean }>,
  counts: RunCounts,
) {
  const db = deps.write.db
  for (const link of linked.values()) {
    if (present.has(link.externalId)) continue
    const current = statusOf.get(link.propertyId)
    if (!current || current.archived) continue
    const key = and(eq(feedListings.userId, userId), eq(feedListings.externalId, link.externalId))
    try {
      if (link.pausedByFeed) {
        await archiveListing(deps.write, userId, link.propertyId)
        counts.archived++
      } else if (current.status === 'active') {
        await changeStatus(deps.write, userId, link.propertyId, 'paused')
        await db.update(feedListings).set({ pausedByFeed: true }).where(key)
        counts.paused++
      }
    } catch (err) {
      // A staff hold or a move the table refuses leaves the listing as it is.
      if (!(err instanceof ApiHttpError)) throw err
    }
  }
}

/** The report's words for why a run stopped. */
function failureOf(err: unknown): string {
  if (err instanceof FeedFormatError) return err.message
  if (err instanceof FetchRefused)
    return err.reason === 'url' || err.reason === 'address' ? feedMsg.badUrl : feedMsg.fetchFailed
  if (err instanceof Error && (err.name === 'TimeoutError' || err.message === feedMsg.timeout))
    return feedMsg.timeout
  return feedMsg.failed
}

/**
 * Runs an import to its end and records the report with what was done; a failure is recorded in pt-BR and answered
 * (for the log) rather than thrown.
 */
export async function runImport(
  deps: ImportDeps,
  userId: number,
  runId: number,
  chunks: (signal: AbortSignal) => AsyncIterable<string> | Iterable<string>,
): Promise<unknown> {
  const signal = AbortSignal.timeout(FEED_LIMITS.runMs)
  const counts = emptyCounts()
  try {
    await applyFeed(deps, userId, runId, chunks(signal), signal, counts)
    await finishRun(deps.write.db, runId, counts)
    return null
  } catch (err) {
    await finishRun(deps.write.db, runId, counts, failureOf(err))
    return err
  }
}
