// Loads the outbox machinery only once there is something to send: the replayer, the senders and the queue
// UI (~8 KB gz) stay out of the first visit of someone who never queued a write, which must load fast on a
// weak mobile signal.
import { subscribe } from './changes'
import { offlineDbExists } from './meta-keys'

let inUse: Promise<void> | null = null

/**
 * Resolves once the outbox holds something: entries left from an earlier visit, or a write queued now (in
 * this tab, another tab or the service worker: every enqueue notifies through changes.ts).
 */
export function outboxInUse(): Promise<void> {
  inUse ??= new Promise<void>((resolve) => {
    let settled = false
    const done = () => {
      if (settled) return
      settled = true
      off()
      resolve()
    }
    const off = subscribe(done)
    // A device without the database has nothing waiting: its module (and the library it is written with) is not
    // loaded. Otherwise it is opened for this one count, after the page.
    offlineDbExists()
      .then((exists) =>
        exists === false
          ? 0
          : import('./db').then(({ openOfflineDb }) => openOfflineDb()).then((db) => db.count('outbox')),
      )
      .then((count) => count > 0 && done())
      // Cannot tell (storage blocked or broken): behave as before and load the replayer.
      .catch(done)
  })
  return inUse
}

/** Starts the page's replayer (replay on start, on 'online', on changes) once the outbox is in use. */
export function startReplayerWhenNeeded(): void {
  void outboxInUse()
    .then(() => import('./replayer'))
    .then(({ pageReplayer }) => pageReplayer().start())
}
