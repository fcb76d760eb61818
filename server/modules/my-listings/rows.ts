import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { LifecycleValues } from '../listings'
import type { Tx } from './deps'

// Writing a listing's own row, for either kind's table: drizzle's builders lose the table's column types when the
// table is a type parameter, so the values are checked at each kind's call and passed on here as they are.

/** What a form may write of a listing's row: never what the listing lifecycle writes (status, archive, holds). */
export type FormColumns<T extends PgTable> = Partial<Omit<T['$inferInsert'], keyof LifecycleValues>>

/** A kind's listings table and its id column. */
export interface ListingTable<T extends PgTable> {
  table: T
  id: AnyPgColumn<{ data: number; notNull: true }>
}

/** Inserts one listing; answers its id. */
export async function insertRow<T extends PgTable>(
  db: Tx,
  { table, id }: ListingTable<T>,
  values: T['$inferInsert'],
): Promise<number> {
  // Typed by the caller's T: see above.
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id })
  return row!.id
}

/** Sets some columns of one listing, with updated_at. */
export async function patchRow<T extends PgTable>(
  db: Tx,
  { table, id }: ListingTable<T>,
  listingId: number,
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(id, listingId))
}
