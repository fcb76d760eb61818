// A page holds the taps made on its buttons before the app ran (server/modules/seo/deferred-boot.ts: window.bootReplay
// hands them over); each is replayed once React has hydrated its element, so its handler runs.

/** React keeps an element's props under a key of its own once it has hydrated it. */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))

/** Clicks `targets` in order, each once hydrated (a route's chunk may still be on its way), or after ~10 s. */
export function replayHeldTaps(targets: Element[], tries = 0): void {
  const [target, ...rest] = targets
  if (!target) return
  if (!target.isConnected) return replayHeldTaps(rest)
  if (!hydrated(target) && tries < 200) {
    setTimeout(() => replayHeldTaps(targets, tries + 1), 50)
    return
  }
  ;(target as HTMLElement).click()
  replayHeldTaps(rest)
}
