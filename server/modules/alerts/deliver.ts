import { eq, sql } from 'drizzle-orm'
import type { MailMessage, Mailer } from '../../adapters/mail/mailer'
import type { PushPayload, PushSender } from '../../adapters/push/sender'
import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { Db } from '../../db/client'
import { alertMatches, pushSubscriptions, savedSearches, users } from '../../db/schema'
import { buildDigests, markDigested, sendDigest, type Digest } from './digest'
import { listingFacts } from '../listings'
import { followPush, listingLine, matchPush, searchPath, type FollowEvent } from './messages'
import { claimJobs, markFailed, markSent, type Job } from './queue'
import { unsubscribeHeaders } from './unsubscribe-mail'
import type { UnsubscribeTokens } from './unsubscribe-token'

export interface DeliveryDeps {
  db: Db
  push: PushSender
  mailer: Mailer
  /** The site's origin for links in e-mails. */
  origin: string
  tokens: UnsubscribeTokens
}

export interface DeliveryResult {
  sent: number
  retried: number
  failed: number
  /** Push subscriptions deleted because their push service called them gone (404/410). */
  removed: number
}

/** What one job came to. A thrown error is a failure to retry. */
type Outcome = 'sent' | 'gone' | 'skip' | { fail: string; final?: boolean }

async function matchOf(db: Db, id: number) {
  const [row] = await db
    .select({ match: alertMatches, search: savedSearches, email: users.email })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(alertMatches.id, id))
  return row ?? null
}

async function sendPush(deps: DeliveryDeps, job: Job, payload: PushPayload): Promise<Outcome> {
  if (job.subscriptionId === null) return 'skip'
  const [target] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, job.subscriptionId))
  if (!target) return 'skip'
  const result = await deps.push.send(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
  )
  if (result.ok) return 'sent'
  if (result.gone) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id))
    return 'gone'
  }
  // Unreachable, rate-limited or a server error: worth another try; any other refusal will not change.
  const transient = result.status === 0 || result.status === 429 || result.status >= 500
  return { fail: `push ${result.status}`, final: !transient }
}

async function deliverMatchPush(deps: DeliveryDeps, job: Job): Promise<Outcome> {
  const found = job.matchId === null ? null : await matchOf(deps.db, job.matchId)
  if (!found || !found.search.active || !found.search.push) return 'skip'
  const listing = await listingFacts(deps.db, found.match.listingKind, found.match.listingId)
  if (!listing) return 'skip'
  return sendPush(deps, job, matchPush(found.search.name, found.match, listing))
}

async function deliverFollowPush(deps: DeliveryDeps, job: Job): Promise<Outcome> {
  const p = job.payload as { kind: ListingKind; id: number; event: FollowEvent; from?: number; to?: number }
  const listing = await listingFacts(deps.db, p.kind, p.id)
  if (!listing) return 'skip'
  const drop = p.from !== undefined && p.to !== undefined ? { from: p.from, to: p.to } : undefined
  return sendPush(deps, job, followPush(p.event, listing, job.dedupeKey ?? `follow:${job.id}`, drop))
}

async function deliverInstantEmail(deps: DeliveryDeps, job: Job): Promise<Outcome> {
  const found = job.matchId === null ? null : await matchOf(deps.db, job.matchId)
  if (!found || !found.search.active || found.search.email !== 'instant') return 'skip'
  const listing = await listingFacts(deps.db, found.match.listingKind, found.match.listingId)
  if (!listing) return 'skip'
  const { search } = found
  const drop = found.match.event.startsWith('drop:')
  const searchUrl = `${deps.origin}${searchPath(search.kind, search.query)}`
  const headers = unsubscribeHeaders(deps, deps.tokens.sign('search', search.id))
  const message: MailMessage = {
    to: found.email,
    subject: drop ? `Preço reduzido: ${listing.name}` : `Novo anúncio para “${search.name}”`,
    text: [
      drop
        ? `Um anúncio da sua busca “${search.name}” baixou de preço:`
        : `Um novo anúncio combina com a sua busca “${search.name}”:`,
      '',
      listingLine(found.match, listing, deps.origin),
      '',
      `Ver a busca: ${searchUrl}`,
      '',
      `Não quer mais receber e-mails deste alerta? ${headers.url}`,
    ].join('\n'),
    headers: headers.headers,
  }
  await deps.mailer.send(message)
  await deps.db.execute(sql`update saved_searches set last_notified_at = now() where id = ${search.id}`)
  return 'sent'
}

async function deliverOne(
  deps: DeliveryDeps,
  job: Job,
  digests: Map<number, Digest>,
  sentDigests: Digest[],
): Promise<Outcome> {
  if (job.channel === 'digest') {
    const sent = await sendDigest(deps, job, job.userId === null ? null : (digests.get(job.userId) ?? null))
    if (sent) sentDigests.push(sent)
    return sent ? 'sent' : 'skip'
  }
  if (job.channel === 'email') return deliverInstantEmail(deps, job)
  if (job.matchId !== null) {
    const outcome = await deliverMatchPush(deps, job)
    if (outcome === 'sent')
      await deps.db.execute(
        sql`update saved_searches set last_notified_at = now() where id = (select saved_search_id from alert_matches where id = ${job.matchId})`,
      )
    return outcome
  }
  return deliverFollowPush(deps, job)
}

/** Delivers the due jobs, `batch` at a time, until none is due; answers what became of them. */
export async function deliverDue(deps: DeliveryDeps, batch = 50): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, removed: 0 }
  for (;;) {
    const jobs = await claimJobs(deps.db, batch)
    if (!jobs.length) return result
    // The batch's daily e-mails read in one statement (the digest of 10 000 users is 50 batches, not 10 000 reads).
    const digests = await buildDigests(
      deps.db,
      jobs.flatMap((j) => (j.channel === 'digest' && j.userId !== null ? [j.userId] : [])),
    )
    const sentDigests: Digest[] = []
    const done: number[] = []
    await Promise.all(
      jobs.map(async (job) => {
        let outcome: Outcome
        try {
          outcome = await deliverOne(deps, job, digests, sentDigests)
        } catch (err) {
          outcome = { fail: err instanceof Error ? err.message.slice(0, 500) : 'error' }
        }
        if (outcome === 'gone') {
          done.push(job.id)
          result.removed++
        } else if (outcome === 'sent' || outcome === 'skip') {
          done.push(job.id)
          if (outcome === 'sent') result.sent++
        } else if ((await markFailed(deps.db, job, outcome.fail, outcome.final)) === 'retry') result.retried++
        else result.failed++
      }),
    )
    // Written once per batch: what the daily e-mails carried, then the jobs done.
    await markDigested(deps.db, sentDigests)
    await markSent(deps.db, done)
  }
}
