// The server's HTML paints before any of the app's own work starts: hydrating first would hold the first paint
// of a server-rendered page behind the whole JavaScript start on a slow phone.

/** Resolves just after the browser's next paint (or soon, on a hidden page, which never paints). */
export function afterPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve()
    // A hidden tab runs no animation frames: the fallback keeps the app starting there too.
    setTimeout(done, document.visibilityState === 'hidden' ? 0 : fallbackMs)
    requestAnimationFrame(() => setTimeout(done, 0))
  })
}

/** Resolves in a task of its own: the work after it does not lengthen the current one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
