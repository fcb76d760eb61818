import { sql, type SQL } from 'drizzle-orm'
import type { Mailer } from '../../adapters/mail/mailer'
import { propertyPath, vehiclePath } from '../../../src/domain/paths'
import { townById } from '../../../src/domain/region'
import type { SavedSearchKind } from '../../../src/domain/saved-search'
import type { Db } from '../../db/client'
import { selectRows } from '../search'
import type { ListingFacts } from '../listings'
import { listingLine, searchPath, type MatchFacts } from './messages'
import type { Job } from './queue'
import { unsubscribeHeaders } from './unsubscribe-mail'
import type { UnsubscribeTokens } from './unsubscribe-token'

// The daily e-mail (8 h, America/Bahia): every match of the user's daily searches since the last one, grouped by
// search (a match made while its search mailed instantly, or not at all, is not carried). At the hour, one job per user is queued (unique per user and day); the job builds and sends the e-mail.

/** Bahia keeps UTC−3 all year (no daylight saving since 2012). */
const BAHIA_OFFSET_H = -3
export const DIGEST_HOUR = 8

/** The Bahia calendar day of `now`, as YYYY-MM-DD. */
export const bahiaDay = (now: Date) =>
  new Date(now.getTime() + BAHIA_OFFSET_H * 3600_000).toISOString().slice(0, 10)

/** The next time the digest is due after `now` (8 h in Bahia). */
export function nextDigestAt(now: Date): Date {
  const at = new Date(`${bahiaDay(now)}T${String(DIGEST_HOUR - BAHIA_OFFSET_H).padStart(2, '0')}:00:00Z`)
  return at > now ? at : new Date(at.getTime() + 24 * 3600_000)
}

/** Queues today's digest of every user with daily matches waiting; a second call the same day queues nothing. */
export async function enqueueDigests(db: Db, now = new Date()): Promise<number> {
  const day = bahiaDay(now)
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with queued as (
      insert into alert_jobs (channel, user_id, payload, dedupe_key)
      select 'digest', m.user_id, jsonb_build_object('day', ${day}::text), 'digest:' || m.user_id || ':' || ${day}::text
      from alert_matches m inner join saved_searches s on s.id = m.saved_search_id
      where m.daily and m.digest_sent_at is null and s.email = 'daily' and s.active
      group by m.user_id
      on conflict do nothing
      returning 1)
    select count(*)::int as n from queued`,
  )
  return Number(rows[0]?.n ?? 0)
}

interface DigestRow {
  match_id: number
  search_id: number
  search_name: string
  kind: SavedSearchKind
  query: Record<string, string> | string
  event: string
  price_from: number | null
  price_to: number | null
  listing_id: number
  name: string | null
  price: number | null
  category: string | null
  city_id: number | null
  vehicle_type: 'cars' | 'motorcycles' | 'trucks' | null
  state: string | null
  brand: string | null
  model: string | null
  version: string | null
  email: string
}

export interface DigestGroup {
  searchId: number
  name: string
  kind: SavedSearchKind
  query: Record<string, string>
  items: { match: MatchFacts; listing: ListingFacts }[]
}

export interface Digest {
  email: string
  groups: DigestGroup[]
  ids: number[]
}

/** The waiting daily matches of each of `userIds`, grouped by search: one statement for a whole batch of users. */
export async function buildDigests(db: Db, userIds: number[]): Promise<Map<number, Digest>> {
  const out = new Map<number, Digest>()
  if (!userIds.length) return out
  const rows = await selectRows<DigestRow & { user_id: number }>(
    db,
    digestQuery(sql`m.user_id = any(${sql.raw(`array[${userIds.map(Number).join(',')}]::integer[]`)})`),
  )
  const byUser = new Map<number, (DigestRow & { user_id: number })[]>()
  for (const r of rows) byUser.set(Number(r.user_id), [...(byUser.get(Number(r.user_id)) ?? []), r])
  for (const [userId, mine] of byUser) {
    const digest = digestOf(mine)
    if (digest) out.set(userId, digest)
  }
  return out
}

/** The user's waiting daily matches, grouped by search. */
export async function buildDigest(db: Db, userId: number): Promise<Digest | null> {
  const rows = await selectRows<DigestRow>(db, digestQuery(sql`m.user_id = ${userId}`))
  return digestOf(rows)
}

function digestQuery(which: SQL): SQL {
  return sql`select m.user_id, m.id as match_id, s.id as search_id, s.name as search_name, s.kind::text as kind, s.query, m.event,
        m.price_from, m.price_to, m.listing_id, coalesce(p.name, v.name) as name, coalesce(p.search_price, v.price) as price,
        p.category::text as category, coalesce(p.city_id, v.city_id) as city_id, v.vehicle_type::text as vehicle_type,
        v.state, b.name as brand, vm.name as model, v.version, u.email
      from alert_matches m
        inner join saved_searches s on s.id = m.saved_search_id and s.email = 'daily' and s.active
        inner join users u on u.id = s.user_id
        left join properties p on m.listing_kind = 'property' and p.id = m.listing_id
        left join vehicles v on m.listing_kind = 'vehicle' and v.id = m.listing_id
        left join vehicle_brands b on b.id = v.brand_id
        left join vehicle_models vm on vm.id = v.model_id
      where ${which} and m.daily and m.digest_sent_at is null
      order by s.created_at desc, s.id, m.created_at, m.id`
}

function digestOf(rows: DigestRow[]): Digest | null {
  if (!rows.length) return null
  const groups = new Map<number, DigestGroup>()
  for (const r of rows) {
    if (r.name === null) continue
    const group = groups.get(Number(r.search_id)) ?? {
      searchId: Number(r.search_id),
      name: r.search_name,
      kind: r.kind,
      query: typeof r.query === 'string' ? (JSON.parse(r.query) as Record<string, string>) : r.query,
      items: [],
    }
    groups.set(group.searchId, group)
    const city_slug = townById(Number(r.city_id))?.slug ?? 'irece'
    const id = String(r.listing_id)
    const path =
      r.kind === 'property'
        ? propertyPath({ id, attributes: { category: r.category ?? 'house', city_slug } })
        : vehiclePath({
            id,
            attributes: {
              vehicle_type: r.vehicle_type ?? 'cars',
              state: r.state ?? 'BA',
              city_slug,
              brand: r.brand ?? '',
              model: r.model ?? '',
              version: r.version ?? '',
            },
          })
    group.items.push({
      match: { id: Number(r.match_id), event: r.event, priceFrom: r.price_from, priceTo: r.price_to },
      listing: { name: r.name, price: r.price === null ? null : Number(r.price), path },
    })
  }
  return { email: rows[0]!.email, groups: [...groups.values()], ids: rows.map((r) => Number(r.match_id)) }
}

/** The digest as an e-mail: one section per search, each with its link. */
export function digestMessage(
  deps: { origin: string; tokens: UnsubscribeTokens },
  userId: number,
  digest: { email: string; groups: DigestGroup[] },
) {
  const count = digest.groups.reduce((n, g) => n + g.items.length, 0)
  const unsubscribe = unsubscribeHeaders(deps, deps.tokens.sign('digest', userId))
  const sections = digest.groups.map((g) =>
    [
      `${g.name} (${g.items.length === 1 ? '1 anúncio' : `${g.items.length} anúncios`})`,
      ...g.items.map((i) => listingLine(i.match, i.listing, deps.origin)),
      `Ver a busca: ${deps.origin}${searchPath(g.kind, g.query)}`,
      `Parar os e-mails desta busca: ${unsubscribeHeaders(deps, deps.tokens.sign('search', g.searchId)).url}`,
    ].join('\n'),
  )
  return {
    to: digest.email,
    subject: count === 1 ? 'Seu alerta do dia: 1 anúncio' : `Seus alertas do dia: ${count} anúncios`,
    text: [
      'Bom dia! Estes anúncios combinam com as suas buscas salvas:',
      '',
      sections.join('\n\n'),
      '',
      `Não quer mais o e-mail diário dos alertas? ${unsubscribe.url}`,
    ].join('\n'),
    headers: unsubscribe.headers,
  }
}

/** Builds and sends a digest job's e-mail; answers what it sent (for markDigested), null when nothing waited. */
export async function sendDigest(
  deps: { db: Db; mailer: Mailer; origin: string; tokens: UnsubscribeTokens },
  job: Job,
  prefetched?: Digest | null,
): Promise<Digest | null> {
  if (job.userId === null) return null
  const digest = prefetched === undefined ? await buildDigest(deps.db, job.userId) : prefetched
  if (!digest || !digest.groups.length) return null
  await deps.mailer.send(digestMessage(deps, job.userId, digest))
  return digest
}

const idList = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::bigint[]`)

/** Marks what the digests sent carried: their matches as sent, their searches as notified (one statement each). */
export async function markDigested(db: Db, sent: Digest[]): Promise<void> {
  if (!sent.length) return
  await db.execute(
    sql`update alert_matches set digest_sent_at = now() where id = any(${idList(sent.flatMap((d) => d.ids))})`,
  )
  await db.execute(
    sql`update saved_searches set last_notified_at = now() where id = any(${idList(sent.flatMap((d) => d.groups.map((g) => g.searchId)))})`,
  )
}
