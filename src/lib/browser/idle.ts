// Work the first screen does not need waits until the browser is idle (or until a deadline, so it still happens
// on a page that never goes idle). Keeps the start of a visit free of long tasks on a slow phone.

const DEFAULT_TIMEOUT_MS = 4_000

/** What this needs of a page's global scope; typed here so the service worker's build (no DOM) can include it. */
interface PageScope {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number
  setTimeout: (task: () => void, ms: number) => unknown
  addEventListener: (type: 'load', listener: () => void, options: { once: boolean }) => void
  document: { readyState: string }
}

/** The page's global scope, or null outside a page (the server, the service worker). */
const page = (): PageScope | null =>
  'window' in globalThis && 'document' in globalThis ? (globalThis as unknown as PageScope) : null

/** Runs `task` when the main thread is idle, at the latest after `timeoutMs`. Does nothing outside a browser. */
export function whenIdle(task: () => void, timeoutMs = DEFAULT_TIMEOUT_MS): void {
  const scope = page()
  if (!scope) return
  if (typeof scope.requestIdleCallback === 'function') scope.requestIdleCallback(task, { timeout: timeoutMs })
  else scope.setTimeout(task, 1)
}

/** Resolves once the page has loaded and the main thread is idle (see whenIdle). */
export function idle(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const scope = page()
    if (!scope) return resolve()
    const wait = () => whenIdle(resolve, timeoutMs)
    if (scope.document.readyState === 'complete') wait()
    else scope.addEventListener('load', wait, { once: true })
  })
}
