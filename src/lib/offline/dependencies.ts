// Order between entries: an entry with `dependsOn` is sent only once every entry it names has left the
// outbox (completed, or discarded by the user). A listing queued offline names its photos, so it never
// reaches the server before them, even when a photo is in backoff and the listing is due. A failed photo
// holds its listing until the user retries or discards the photo. Runs in the service worker too.
import type { OutboxEntry } from './db'

interface KeyCounter {
  count(key: string): Promise<number>
}

/** True while one of the entries `entry` waits for is still in the outbox (any status). */
export async function isBlocked(store: KeyCounter, entry: Pick<OutboxEntry, 'dependsOn'>): Promise<boolean> {
  for (const id of entry.dependsOn ?? []) {
    if ((await store.count(id)) > 0) return true
  }
  return false
}
