import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from './rows'

// Free text. The database folds both sides the same way (search_fold: accents, case and the plural
// endings the Portuguese stemmer misses, migration 0005), so "fogões" finds "fogão" and "irece" finds "Irecê".

export type PlaceKind = 'town' | 'neighborhood' | 'street'
export interface PlaceMatch {
  kind: PlaceKind
  cityId: number
  name: string
  score: number
}

/** Every word of `q` (stemmed, accent-free); an all-stop-word `q` gives an empty query that matches nothing. */
export const tsQuery = (q: string): SQL => sql`plainto_tsquery('pt_unaccent'::regconfig, search_fold(${q}))`

/** The words of `q`, with at least one letter or digit, at most 8 (a pasted paragraph is not a search). */
export function normaliseQ(q: string | undefined): string | undefined {
  const words = (q ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
  return words.length ? words.slice(0, 8).join(' ') : undefined
}

/**
 * Places that `q` names, typos forgiven: trigram-similar to the place's name or "name town" label, and every word
 * of `q` found in that label ("irese" is Irecê, "joao dorado" João Dourado, but "terreno irece" is no place: it
 * is left to the full text). Only the close runners-up of the best match are kept.
 */
export async function matchPlaces(db: Db, q: string, kinds?: PlaceKind[]): Promise<PlaceMatch[]> {
  const kindFilter = kinds
    ? sql`and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``
  // Prepared: the plan does not depend on the words (the trigram index of a small view), and planning it cost
  // about half of running it.
  const rows = await preparedRows<{ kind: PlaceKind; city_id: number; name: string; score: number }>(
    db,
    sql`
    select kind, city_id, name, greatest(similarity(folded, f), similarity(folded_label, f))::float8 as score
    from search_places, search_fold(${q}) as f
    where (folded_label % f or folded % f) ${kindFilter}
      and (select bool_and(word_similarity(w, folded_label) >= 0.3) from unnest(string_to_array(f, ' ')) as w)
    order by score desc, listings desc
    limit 20`,
  )
  const best = rows[0]?.score ?? 0
  return rows
    .filter((r) => r.score >= best * 0.75)
    .map((r) => ({ kind: r.kind, cityId: Number(r.city_id), name: r.name, score: Number(r.score) }))
}

export interface PlaceColumns {
  cityId: AnyColumn
  neighborhood?: AnyColumn
  street?: AnyColumn
}

/** The listing lies in one of `places`; null when none applies to these columns. */
export function inPlaces(places: PlaceMatch[], c: PlaceColumns): SQL | null {
  const parts = places.flatMap((pl) => {
    if (pl.kind === 'town') return [sql`${c.cityId} = ${pl.cityId}`]
    const column = pl.kind === 'neighborhood' ? c.neighborhood : c.street
    return column ? [sql`(${c.cityId} = ${pl.cityId} and ${column} = ${pl.name})`] : []
  })
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null
}

/** The best place score a listing earns (0 when it lies in none), to rank place hits with text hits. */
export function placeScore(places: PlaceMatch[], c: PlaceColumns): SQL {
  const whens = places.flatMap((pl) => {
    const cond = inPlaces([pl], c)
    return cond ? [sql`when ${cond} then ${pl.score}::float8`] : []
  })
  return whens.length ? sql`(case ${sql.join(whens, sql` `)} else 0 end)` : sql`0`
}

export interface TextMatch {
  where: SQL
  rank: SQL
  /**
   * What the condition holds besides the words: the places they name, which change as listings come and go (a
   * statement written for these words must be written again when they name other places).
   */
  places: string
}

/**
 * `q` over a listing: its full-text document (all words) or a place it lies in (whole `q`, typo-tolerant).
 * Ranked by text relevance plus half the place similarity.
 */
export async function textMatch(
  db: Db,
  q: string,
  vector: AnyColumn,
  columns: PlaceColumns,
  kinds?: PlaceKind[],
): Promise<TextMatch> {
  const places = await matchPlaces(db, q, kinds)
  const query = tsQuery(q)
  const text = sql`${vector} @@ ${query}`
  const place = inPlaces(places, columns)
  return {
    where: place ? sql`(${text} or ${place})` : text,
    rank: sql`(ts_rank(${vector}, ${query}) + 0.5 * ${placeScore(places, columns)})`,
    places: JSON.stringify(places.map((pl) => [pl.kind, pl.cityId, pl.name, pl.score])),
  }
}
