// The server's answer to a write whose feature asked to keep it (`keepAnswer` at enqueue): the write may be sent by
// the service worker (Background Sync) or another tab, whose 'completed' event this page never hears, and the page
// still needs the answer (e.g. the new listing's id, to open it). Kept in the 'meta' store until taken.
import { openOfflineDb } from './db'

export interface Receipt {
  status: number
  body: unknown
  at: number
}

/** Where a write's answer is kept in the 'meta' store (written by transitions.ts as it removes the entry). */
export const receiptKey = (entryId: string) => `receipt:${entryId}`

/** The answer kept for a write, removed as it is read; null when none was kept (or it was taken already). */
export async function takeReceipt(entryId: string): Promise<Receipt | null> {
  const db = await openOfflineDb()
  const tx = db.transaction('meta', 'readwrite')
  const receipt = (await tx.store.get(receiptKey(entryId))) as Receipt | undefined
  if (receipt) await tx.store.delete(receiptKey(entryId))
  await tx.done
  return receipt ?? null
}
