import { expect, type Page } from '@playwright/test'

// Push in headless Chromium: there is no push service to subscribe to, so the DevTools protocol hands the service
// worker the payload the server would push, as the browser does, and the test reads what the worker shows.

/** The registration id the DevTools protocol knows the app's worker by (ServiceWorker.enable reports them). */
export async function registrationId(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, id: await found }
}

/** Hands the worker's 'push' handler one payload. */
export async function deliverPush(page: Page, origin: string, payload: object) {
  const { cdp, id } = await registrationId(page, origin)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(payload),
  })
}

/** The notifications the worker shows. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      lang: n.lang,
      tag: n.tag,
      data: n.data as unknown,
    })),
  )

/**
 * Delivers the push until the worker shows it: on a busy machine a message sent while the worker is still starting
 * can be lost. The payload's tag makes a repeat replace the notification, never add a second.
 */
export async function expectShown(page: Page, origin: string, payload: object) {
  await expect
    .poll(
      async () => {
        if ((await shownNotifications(page)).length === 0) await deliverPush(page, origin, payload)
        return (await shownNotifications(page)).length
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(1)
}
