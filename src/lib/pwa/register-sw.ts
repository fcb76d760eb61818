import { setPwaPrompt } from './prompt-store'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Default update handler: the "Nova versão disponível" prompt rendered by <PwaPrompts />. */
export function showUpdatePrompt(update: () => void): void {
  setPwaPrompt({ update })
}

/**
 * Registers the service worker (production builds only) after the page has loaded, so it never competes
 * with the first render on a slow link. When a new version is waiting, `onNeedRefresh` gets a function
 * that activates it and reloads the page once the new worker controls it.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => void) => void = showUpdatePrompt): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return

  // The plain API instead of workbox-window (2.6 KB gz less on the home route): the same 'waiting' rule, a
  // new worker installed while an older one controls the page (or one left waiting by an earlier visit).
  const start = async (): Promise<void> => {
    const sw = navigator.serviceWorker
    const registration = await sw.register('/sw.js', { scope: '/' })
    const waiting = (worker: ServiceWorker) =>
      onNeedRefresh(() => {
        let reloaded = false
        sw.addEventListener('controllerchange', () => {
          if (reloaded) return
          reloaded = true
          window.location.reload()
        })
        // What workbox-window's messageSkipWaiting posts; sw/update.ts listens for it.
        worker.postMessage({ type: 'SKIP_WAITING' })
      })
    if (registration.waiting && sw.controller) waiting(registration.waiting)
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && sw.controller) waiting(worker)
      })
    })
    // A tab left open for days (common on phones) still learns about new versions.
    setInterval(() => {
      if (navigator.onLine) void registration.update().catch(() => undefined)
    }, UPDATE_CHECK_MS)
  }

  const run = () =>
    void start().catch((err: unknown) => console.warn('service worker registration failed', err))
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
