import { sql } from 'drizzle-orm'
import type { Place, PlaceKind } from '../../../src/domain/search'
import type { Database, Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import { selectRows } from './rows'

// The search_places materialised view (migration 0007): towns, neighbourhoods and streets of public listings with
// their counts. A search invalidation marks it stale; it is rebuilt at most every REFRESH_MS, on the next read.

const REFRESH_MS = 60_000

export class PlacesView {
  private refreshedAt = 0
  private stale = true
  private running: Promise<void> | null = null

  constructor(private readonly database: Database) {}

  markStale(): void {
    this.stale = true
  }

  /** Rebuilds now (start-up, tests) or, with `lazy`, only when stale and not rebuilt within REFRESH_MS. */
  refresh({ lazy = false } = {}): Promise<void> {
    if (lazy && (!this.stale || Date.now() - this.refreshedAt < REFRESH_MS)) return Promise.resolve()
    this.running ??= this.rebuild().finally(() => (this.running = null))
    return this.running
  }

  /** Settles once no rebuild runs (before the database closes). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined)
  }

  private async rebuild(): Promise<void> {
    this.stale = false
    // PGlite has one connection, so nothing reads while it runs; PostgreSQL keeps serving the old rows meanwhile.
    const concurrently = this.database.engine === 'postgres' ? sql`concurrently` : sql``
    await this.database.db.execute(sql`refresh materialized view ${concurrently} search_places`)
    this.refreshedAt = Date.now()
  }
}

interface PlaceRow {
  kind: PlaceKind
  city_id: number
  name: string
  label: string
  listings: number
}

/**
 * Autocomplete: places whose label contains the typed text or resembles it (trigram word similarity, so "irese"
 * and "joao dorado" still find Irecê and João Dourado). Prefix and substring hits first, then by resemblance of
 * the name alone, then of the label, towns first, then by listings.
 */
export async function suggestPlaces(db: Db, q: string, limit: number, kind?: PlaceKind): Promise<Place[]> {
  const rows = await selectRows<PlaceRow>(
    db,
    sql`
    select kind, city_id, name, label, listings
    from search_places, search_fold(${q}) as f
    where (strpos(folded_label, f) > 0 or f <% folded_label or folded_label % f)
      ${kind ? sql`and kind = ${kind}` : sql``}
    order by (starts_with(folded, f) or starts_with(folded_label, f)) desc,
      (strpos(folded_label, f) > 0) desc,
      greatest(similarity(folded, f), word_similarity(f, folded)) desc,
      greatest(similarity(folded_label, f), word_similarity(f, folded_label)) desc,
      (kind = 'town') desc, listings desc, label
    limit ${limit}`,
  )
  return rows.map(toPlace)
}

function toPlace(r: PlaceRow): Place {
  const town = townOf(Number(r.city_id))
  return {
    id: r.kind === 'town' ? `town:${r.city_id}` : `${r.kind}:${r.city_id}:${r.name}`,
    type: 'place',
    attributes: {
      kind: r.kind,
      name: r.name,
      label: r.label,
      city: town.city,
      city_slug: town.city_slug,
      listings: Number(r.listings),
    },
  }
}
