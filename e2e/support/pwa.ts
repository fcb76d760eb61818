import { expect, type Page } from '@playwright/test'

/**
 * Resolves once a service worker controls the scope and is `activated`. `navigator.serviceWorker.ready`
 * alone resolves while the worker is still `activating`, before its precache is usable.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (!worker) throw new Error('no active service worker')
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve()
        })
      })
    }
  })
  // Claimed by clients.claim(): the page's own requests now go through the worker.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * Waits until the TanStack Query cache persisted in IndexedDB (database "mi-query", see
 * src/lib/query/idb-persister.ts) holds a successful query whose key contains `needle`.
 */
export async function waitForPersistedQuery(page: Page, needle: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (text) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('mi-query')
            open.onsuccess = () => resolve(open.result)
            open.onerror = () => reject(open.error)
          })
          try {
            if (!db.objectStoreNames.contains('cache')) return false
            const stored = await new Promise<unknown>((resolve, reject) => {
              const get = db.transaction('cache').objectStore('cache').get('client')
              get.onsuccess = () => resolve(get.result)
              get.onerror = () => reject(get.error)
            })
            type Stored = { clientState?: { queries?: { queryKey: unknown; state: { status: string } }[] } }
            const queries = (stored as Stored | undefined)?.clientState?.queries ?? []
            return queries.some(
              (q) => q.state.status === 'success' && JSON.stringify(q.queryKey).includes(text),
            )
          } finally {
            db.close()
          }
        }, needle),
      { timeout: 15_000, message: `persisted query cache holds a query for ${needle}` },
    )
    .toBe(true)
}
