// Work the first screen does not need waits until the browser is idle (or until a deadline, so it still happens
// on a page that never goes idle). Keeps the start of a visit free of long tasks on a slow phone.

const DEFAULT_TIMEOUT_MS = 4_000

/** Runs `task` when the main thread is idle, at the latest after `timeoutMs`. Does nothing outside a browser. */
export function whenIdle(task: () => void, timeoutMs = DEFAULT_TIMEOUT_MS): void {
  if (typeof window === 'undefined') return
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: timeoutMs })
  else window.setTimeout(task, 1)
}

/** Resolves once the page has loaded and the main thread is idle (see whenIdle). */
export function idle(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve()
    const wait = () => whenIdle(resolve, timeoutMs)
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  })
}
