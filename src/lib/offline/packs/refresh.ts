// Keeps the packs on this device current: the service worker on Periodic Background Sync ('town-pack-refresh',
// Chromium, installed app), else the page when it opens. A pack the server still has at the same version costs
// one small request answered 304. No DOM-only APIs: runs in both.
import { openPacksDb, packsDbExists } from './db'
import { downloadPack } from './download'

export const PACK_REFRESH_TAG = 'town-pack-refresh'
/** A pack older than this is checked when the app opens. */
export const PACK_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Checks every pack (or those older than `olderThanMs`) and fetches what changed; failures wait for next time. */
export async function refreshPacks(olderThanMs = 0): Promise<void> {
  if ((await packsDbExists()) === false) return
  const db = await openPacksDb()
  for (const pack of await db.getAll('packs')) {
    if (Date.now() - pack.checkedAt < olderThanMs) continue
    try {
      const res = await fetch(`/api/town-packs/${encodeURIComponent(pack.town)}`, {
        headers: { 'if-none-match': `"${pack.version}"` },
      })
      if (res.status === 304 && pack.complete) {
        await db.put('packs', { ...pack, checkedAt: Date.now() })
        continue
      }
      await downloadPack(pack.town)
    } catch {
      // Offline or refused: the pack stays as it is, searchable, until the next refresh.
    }
  }
}
