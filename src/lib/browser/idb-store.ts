// Promises over the few IndexedDB calls that small key-value databases need (the query cache, the favourites). The
// outbox's database, with its cursors and transactions, uses the `idb` library; these stay out of it so the first
// visit's JavaScript does not carry the library (the outbox loads only once something is queued).

/** The database of one small store: each call is a transaction of its own. */
export interface SmallDb<V> {
  get(key: IDBValidKey): Promise<V | undefined>
  /** `key` for a store without a key path. */
  put(value: V, key?: IDBValidKey): Promise<void>
  delete(key: IDBValidKey): Promise<void>
  getAllKeys(): Promise<IDBValidKey[]>
  getAllFromIndex(index: string): Promise<V[]>
}

/** A request's result, or its error (a transaction's `done`: `complete`, or `abort`/`error`). */
const settle = <T>(target: IDBRequest<T> | IDBTransaction, done: 'success' | 'complete') =>
  new Promise<T>((resolve, reject) => {
    target.addEventListener(done, () => resolve((target as IDBRequest<T>).result))
    target.addEventListener('error', () => reject(target.error))
    target.addEventListener('abort', () => reject(target.error))
  })

/**
 * Opens `name` at `version` (`upgrade` creates its stores from `oldVersion`), once per context. A newer version
 * opened in another tab, or a connection the browser closed, makes the next call open it again.
 */
export function smallDb<V>(
  name: string,
  version: number,
  store: string,
  upgrade: (db: IDBDatabase, oldVersion: number) => void,
): SmallDb<V> {
  let opening: Promise<IDBDatabase> | null = null
  const open = () => {
    if (opening) return opening
    const request = indexedDB.open(name, version)
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion)
    const forget = () => void (opening = null)
    opening = settle(request, 'success').then(
      (db) => {
        db.onversionchange = () => {
          db.close()
          forget()
        }
        db.onclose = forget
        return db
      },
      (error: unknown) => {
        forget()
        throw error
      },
    )
    return opening
  }
  const run = async <T>(mode: IDBTransactionMode, call: (s: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await open()).transaction(store, mode)
    // A write is done when its transaction commits, not when its request succeeds.
    const [result] = await Promise.all([
      settle(call(tx.objectStore(store)), 'success'),
      settle(tx, 'complete'),
    ])
    return result
  }
  return {
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<V | undefined>),
    put: async (value, key) => void (await run('readwrite', (s) => s.put(value, key))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
    getAllKeys: () => run('readonly', (s) => s.getAllKeys()),
    getAllFromIndex: (index) => run('readonly', (s) => s.index(index).getAll() as IDBRequest<V[]>),
  }
}
