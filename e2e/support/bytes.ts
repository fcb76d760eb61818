import type { BrowserContext, Page, Request } from '@playwright/test'

/**
 * Counts the bytes a page costs on the wire, as Chromium received them (headers and encoded bodies): the page's
 * own responses from the DevTools protocol (Network.loadingFinished's encodedDataLength: zero for a response from
 * the browser's cache, and those the service worker answered are left out, their cost being the worker's own
 * fetch), plus every fetch of the service worker (its precache included), which Playwright reports on the context.
 */
export async function byteCounter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const answeredByWorker = new Set<string>()
  const urls = new Map<string, string>()
  let pageBytes = 0
  let workerBytes = 0
  const responses: { url: string; bytes: number; by: 'page' | 'worker' }[] = []
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) answeredByWorker.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (answeredByWorker.has(e.requestId)) return
    pageBytes += e.encodedDataLength
    responses.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength, by: 'page' })
  })
  const pending: Promise<void>[] = []
  const onWorkerRequest = (request: Request) => {
    if (!request.serviceWorker()) return
    pending.push(
      request.sizes().then((s) => {
        const bytes = s.responseHeadersSize + s.responseBodySize
        workerBytes += bytes
        responses.push({ url: request.url(), bytes, by: 'worker' })
      }),
    )
  }
  context.on('requestfinished', onWorkerRequest)
  return {
    /** Bytes since the last reset; resets the count. */
    async take() {
      await Promise.all(pending)
      const taken = {
        page: pageBytes,
        worker: workerBytes,
        total: pageBytes + workerBytes,
        responses: [...responses],
      }
      pageBytes = 0
      workerBytes = 0
      responses.length = 0
      pending.length = 0
      return taken
    },
    async stop() {
      context.off('requestfinished', onWorkerRequest)
      await cdp.detach()
    },
  }
}
