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

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
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
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version)
      request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion)
      request.onsuccess = () => {
        const db = request.result
        db.onversionchange = () => {
          db.close()
          opening = null
        }
        db.onclose = () => {
          opening = null
        }
        resolve(db)
      }
      request.onerror = () => {
        opening = null
        reject(request.error ?? new Error('IndexedDB open failed'))
      }
      request.onblocked = () => undefined
    }))
  const run = async <T>(mode: IDBTransactionMode, call: (s: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await open()).transaction(store, mode)
    // A write is done when its transaction commits, not when its request succeeds.
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
    const result = await settle(call(tx.objectStore(store)))
    await committed
    return result
  }
  return {
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<V | undefined>),
    put: async (value, key) =>
      void (await run('readwrite', (s) => (key === undefined ? s.put(value) : s.put(value, key)))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
    getAllKeys: () => run('readonly', (s) => s.getAllKeys()),
    getAllFromIndex: (index) => run('readonly', (s) => s.index(index).getAll() as IDBRequest<V[]>),
  }
}
