// Names of the offline database that code reads without loading the database module (and the library it is
// written with): the page's first visit, the service worker.

export const OFFLINE_DB_NAME = 'mercado-irece-offline'

/** The signed-in user's token in the `meta` store, for the replayers (auth-token.ts reads it, token-mirror.ts writes it). */
export const REPLAY_TOKEN_KEY = 'replay-token'

/**
 * Whether this device has the offline database at all: false on a device that never queued a write nor kept a
 * token, null where the browser cannot list its databases (then the database is opened to find out).
 */
export async function offlineDbExists(): Promise<boolean | null> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return null
  try {
    return (await indexedDB.databases()).some((d) => d.name === OFFLINE_DB_NAME)
  } catch {
    return null
  }
}
