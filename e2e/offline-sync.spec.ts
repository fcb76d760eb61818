import { expect, test } from '@playwright/test'
import { waitForPersistedQuery, waitForServiceWorker } from './support/pwa'
import {
  contactForm,
  leadTotal,
  ownerLeads,
  ownProperty,
  QUEUED_TEXT,
  signInOwner,
} from './support/offline-journeys'

test('Background Sync: a message queued offline is sent by the service worker after the tab is closed', async ({
  context,
  request,
  baseURL,
}) => {
  // Playwright's contexts deny Background Sync unless granted (a real profile grants it by default).
  await context.grantPermissions(['background-sync'], { origin: baseURL })
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  const owner = await signInOwner(request)
  const listing = await ownProperty(request, owner, 2)
  const before = await leadTotal(request, owner)

  const page = await context.newPage()
  await page.goto(listing.path)
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  await waitForPersistedQuery(page, listing.id)

  await context.setOffline(true)
  const contact = contactForm(page)
  const text = `Mensagem para o worker (e2e ${Date.now()})`
  await contact.fill({ name: 'João Sync', email: 'joao.sync@example.com', message: text })
  await contact.send()
  await expect(page.getByText(QUEUED_TEXT)).toBeVisible()
  // The page asked the browser for a sync of the outbox.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> }
        }
        return registration.sync.getTags()
      }),
    )
    .toContain('outbox')

  await page.close()
  expect(context.pages()).toHaveLength(0)
  await context.setOffline(false)

  // No page is open: only the worker's sync handler can send it.
  await expect.poll(() => leadTotal(request, owner), { timeout: 30_000 }).toBe(before + 1)
  const { data } = await ownerLeads(request, owner)
  expect(data[0]?.attributes).toMatchObject({ name: 'João Sync', message: text, property_id: listing.id })
  expect(context.pages()).toHaveLength(0)
})
