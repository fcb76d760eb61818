import { and, count, desc, eq, sql } from 'drizzle-orm'
import {
  SAVED_SEARCH_LIMIT,
  savedSearchName,
  type SavedSearch,
  type SavedSearchPatch,
  type SavedSearchValues,
} from '../../../src/domain/saved-search'
import type { Db } from '../../db/client'
import { alertMatches, savedSearches } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { lockUser } from '../plan-limits'
import { queryLabels, searchColumns } from './columns'

export const SAVED_SEARCH_NOT_FOUND = 'Busca salva não encontrada.'
const LIMIT_REACHED = `Você já tem ${SAVED_SEARCH_LIMIT} buscas salvas. Exclua uma para salvar outra.`

type Row = typeof savedSearches.$inferSelect

export function savedSearchResource(row: Row): SavedSearch {
  return {
    id: String(row.id),
    type: 'saved_search',
    attributes: {
      kind: row.kind,
      query: row.query,
      name: row.name,
      push: row.push,
      email: row.email,
      active: row.active,
      created_at: row.createdAt.toISOString(),
      last_notified_at: row.lastNotifiedAt?.toISOString() ?? null,
    },
  }
}

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
}

/**
 * Saves a search (named automatically when no name is given); 422 past the limit per account. The same search saved
 * again (a second tap, another device, a queued copy) answers the one already saved: `created` says which.
 */
export async function saveSearch(
  db: Db,
  userId: number,
  input: SavedSearchValues,
): Promise<{ row: Row; created: boolean }> {
  const columns = await searchColumns(db, input.kind, input.query)
  const name =
    input.name ?? savedSearchName(input.kind, input.query, await queryLabels(db, input.kind, input.query))
  return db.transaction(async (tx) => {
    // Counted under the user's row lock: two saves at once cannot both take the last place.
    await lockUser(tx, userId)
    const [same] = await tx
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          eq(savedSearches.kind, input.kind),
          sql`${savedSearches.query} = ${JSON.stringify(input.query)}::jsonb`,
        ),
      )
      .limit(1)
    if (same) return { row: same, created: false }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
    if (n >= SAVED_SEARCH_LIMIT) throw apiError(422, LIMIT_REACHED, { code: 'limit_reached' })
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        kind: input.kind,
        query: input.query,
        name,
        push: input.push,
        email: input.email,
        ...columns,
      })
      .returning()
    return { row: row!, created: true }
  })
}

/** Saves a search, or finds the same one saved before. */
export const createSavedSearch = async (db: Db, userId: number, input: SavedSearchValues): Promise<Row> =>
  (await saveSearch(db, userId, input)).row

export async function patchSavedSearch(
  db: Db,
  userId: number,
  id: number,
  patch: SavedSearchPatch,
): Promise<Row> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning()
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND)
  return row
}

/**
 * Deletes the user's search with the matches still waiting for the daily e-mail (found through the digest's index,
 * by the user). Its delivered matches stay as history, read no more: no index leads with the search (the once key
 * is led by the listing), and its queued alerts are skipped when their turn comes.
 */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id })
    if (!gone.length) throw notFound(SAVED_SEARCH_NOT_FOUND)
    await tx
      .delete(alertMatches)
      .where(
        and(
          eq(alertMatches.userId, userId),
          eq(alertMatches.savedSearchId, id),
          sql`${alertMatches.daily} and ${alertMatches.digestSentAt} is null`,
        ),
      )
  })
}
