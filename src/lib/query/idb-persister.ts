// The TanStack Query cache lives in IndexedDB (database "mi-query", store "cache", one key): what a visitor has
// seen opens offline. Writes are throttled; pagehide flushes the last one.
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { smallDb } from '../browser/idb-store'

const DB_NAME = 'mi-query'
const STORE = 'cache'
const KEY = 'client'

export interface IdbPersisterOptions {
  /** Milliseconds between two writes. */
  throttleMs?: number
  dbName?: string
}

export interface IdbPersister extends Persister {
  flush(): Promise<void>
}

export function createIdbPersister({
  throttleMs = 1000,
  dbName = DB_NAME,
}: IdbPersisterOptions = {}): IdbPersister {
  const db = smallDb<PersistedClient>(dbName, 1, STORE, (database) => {
    database.createObjectStore(STORE)
  })

  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  async function write() {
    if (timer) clearTimeout(timer)
    timer = null
    const client = pending
    pending = null
    if (!client) return
    try {
      await db.put(client, KEY)
    } catch (error) {
      // Quota or a value that cannot be cloned: the app works on, only offline reading suffers.
      console.warn('[query-cache] not persisted', error)
    }
  }

  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(() => void write(), throttleMs)
    },
    async restoreClient() {
      try {
        return await db.get(KEY)
      } catch {
        return undefined
      }
    },
    async removeClient() {
      pending = null
      if (timer) clearTimeout(timer)
      timer = null
      try {
        await db.delete(KEY)
      } catch {
        // Nothing to remove.
      }
    },
    flush: write,
  }
}
