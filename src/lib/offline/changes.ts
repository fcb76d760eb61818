// Change notifications for the outbox, within this context (listeners) and across contexts (other tabs and
// the service worker, through a BroadcastChannel). Listeners re-read the store; messages carry only ids.
export const CHANNEL_NAME = 'mercado-irece-outbox'

export interface OutboxChange {
  ids: string[]
}
export type OutboxListener = (change: OutboxChange) => void

const listeners = new Set<OutboxListener>()
let channel: BroadcastChannel | null = null

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL_NAME)
  // Node (tests) keeps the process alive for an open channel; browsers have no unref.
  ;(channel as BroadcastChannel & { unref?: () => void }).unref?.()
  channel.onmessage = (event: MessageEvent<OutboxChange>) => {
    if (event.data && Array.isArray(event.data.ids)) emitLocal(event.data)
  }
  return channel
}

function emitLocal(change: OutboxChange): void {
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (err) {
      console.error('outbox listener failed', err)
    }
  }
}

/** Tells every listener here and in other contexts that these entries changed (or were removed). */
export function notifyChange(ids: string[]): void {
  if (ids.length === 0) return
  const change = { ids }
  emitLocal(change)
  getChannel()?.postMessage(change)
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribe(listener: OutboxListener): () => void {
  getChannel()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && channel) {
      channel.close()
      channel = null
    }
  }
}
