// The Background Sync hook (Chromium): the page asks for a 'outbox' sync after queuing; the browser wakes the
// service worker when the signal returns, even with the tab closed, and the worker replays the outbox.
// Where Background Sync is missing the page replays on 'online', start and a timer (replayer.ts).
import { getReplayToken } from './auth-token'
import { countWaiting } from './outbox'
import { replayOutbox, type ReplayOptions, type ReplayResult } from './replay'

export const OUTBOX_SYNC_TAG = 'outbox'

/** The part of a SyncEvent we use (TypeScript's WebWorker lib has no SyncEvent). */
export interface SyncEventLike {
  readonly tag: string
  waitUntil(promise: Promise<unknown>): void
}

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

/** One replay pass for the worker; rejects while entries still wait, so the browser schedules another sync. */
export async function syncOutbox(options: ReplayOptions = {}): Promise<ReplayResult> {
  const result = await replayOutbox({ getToken: getReplayToken, ...options })
  const waiting = await countWaiting()
  if (waiting > 0) throw new Error(`outbox: ${waiting} entries still waiting`)
  return result
}

/**
 * For the worker's 'sync' listener: `self.addEventListener('sync', (e) => handleSyncEvent(e))`. Returns
 * false for other tags (left to other handlers).
 */
export function handleSyncEvent(event: SyncEventLike, options: ReplayOptions = {}): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false
  event.waitUntil(syncOutbox(options))
  return true
}

/** For the page, after queuing: asks for a Background Sync where the browser has it. True when registered. */
export async function requestBackgroundSync(): Promise<boolean> {
  const container = (globalThis.navigator as { serviceWorker?: ServiceWorkerContainer } | undefined)
    ?.serviceWorker
  if (!container) return false
  try {
    const registration = await container.getRegistration()
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync
    if (!sync) return false
    await sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    // No permission (e.g. site settings) or no active worker yet: the page's own replayer covers it.
    return false
  }
}
