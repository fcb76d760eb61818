import { expect, test } from '@playwright/test'
import { newLeadPayload } from '../server/modules/push/service'
import { waitForServiceWorker } from './support/pwa'
import { expectShown, shownNotifications } from './support/push'
import { ownProperty, signInOwner } from './support/offline-journeys'

test("a new lead's push shows a pt-BR notification; a click opens /dashboard/messages/{id}", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: origin }])

  // A real lead for the demo owner; the payload is the one the server pushes for it (server/modules/push).
  const owner = await signInOwner(request)
  const listing = await ownProperty(request, owner, 3)
  const created = await request.post('/api/leads', {
    data: {
      property_id: Number(listing.id),
      kind: 'message',
      name: 'Ana Push',
      email: 'ana.push@example.com',
      message: 'Olá, tenho interesse.',
      consent: true,
    },
  })
  expect(created.status()).toBe(201)
  const leadId = ((await created.json()) as { data: { id: string } }).data.id
  const payload = newLeadPayload({ id: Number(leadId), name: 'Ana Push' }, listing.name)

  await page.goto('/')
  await waitForServiceWorker(page)
  await expectShown(page, origin, payload)
  const [notification] = await shownNotifications(page)
  expect(notification).toEqual({
    title: 'Novo contato',
    body: `Ana Push enviou uma mensagem sobre ${listing.name}`,
    lang: 'pt-BR',
    tag: `lead-${leadId}`,
    data: { url: `/dashboard/messages/${leadId}` },
  })

  // The click: the DevTools protocol cannot click a notification, and the browser lets a worker open a window
  // only from a real click. So the worker's own 'notificationclick' handler runs on the real notification with
  // clients.openWindow recorded instead of performed; the test then opens what it asked for.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))
  expect(worker, 'the service worker is running').toBeTruthy()
  await worker!.evaluate(async () => {
    // The worker's globals (this file is type-checked with the DOM library, not WebWorker's).
    const sw = self as unknown as {
      clients: object
      registration: ServiceWorkerRegistration
      __opened?: string[]
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      dispatchEvent(event: Event): boolean
    }
    sw.__opened = []
    Object.defineProperty(sw.clients, 'openWindow', {
      configurable: true,
      value: async (url: string) => {
        sw.__opened!.push(url)
        return null
      },
    })
    const [shownNotification] = await sw.registration.getNotifications()
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: shownNotification! }))
  })
  await expect
    .poll(() => worker!.evaluate(() => (self as unknown as { __opened?: string[] }).__opened ?? []))
    .toEqual([`/dashboard/messages/${leadId}`])
  // The handler closed the notification.
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(0)

  await page.goto(`/dashboard/messages/${leadId}`)
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/messages/${leadId}|redirect=%2Fdashboard%2Fmessages%2F${leadId}`),
  )
})
