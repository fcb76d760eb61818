import { handleSyncEvent, type SyncEventLike } from '../src/lib/offline/sw-sync'

/**
 * Background Sync (Chromium): the page registers an 'outbox' sync after queuing a write; the browser wakes
 * this worker when the connection returns, even with every tab closed, and the outbox is replayed here
 * (one replayer at a time, see src/lib/offline/replay.ts). A rejected pass makes the browser retry later.
 */
export function installOutboxSync(self: ServiceWorkerGlobalScope): void {
  // TypeScript's WebWorker lib has no SyncEvent: the string overload of addEventListener.
  self.addEventListener('sync', (event: Event) => {
    handleSyncEvent(event as unknown as SyncEventLike)
  })
}
