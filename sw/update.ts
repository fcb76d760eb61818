import { clientsClaim } from 'workbox-core'

/** What the page posts (workbox-window's `messageSkipWaiting`) when the user accepts the update prompt. */
export const SKIP_WAITING = 'SKIP_WAITING'

/**
 * Prompt-mode updates: a new worker waits until the user chooses "Atualizar"; then it activates and
 * takes over the open pages, which reload on `controlling`. The very first worker claims the page that
 * installed it, so what it shows is cached from the first visit on.
 */
export function installUpdateFlow(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING) {
      void self.skipWaiting()
    }
  })
  clientsClaim()
}
