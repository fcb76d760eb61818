import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
// Not a React hook despite its name: it stores the token in the page's context.
import { useToken as storeToken } from './support/advertiser'
import { mailDir } from './support/mailbox'
import { waitForPersistedQuery, waitForServiceWorker } from './support/pwa'
import { contactForm, DEMO_OWNER, ownProperty, QUEUED_TEXT, signInOwner } from './support/offline-journeys'

// The advertiser's side of a contact: the visitor writes (online, and offline then back online), taps WhatsApp
// and asks for the phone; the advertiser finds each in its tab, unread, opens it (read), and got one e-mail per
// message. The statistics count what this journey produced.

/** E-mails to `to` whose text contains `needle` (the journeys' SMTP server writes one file per message). */
function mailsWith(to: string, needle: string): number {
  const dir = mailDir()
  if (!dir) throw new Error('E2E_MAIL_DIR is not set')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(to) && m.raw.replace(/=\r?\n/g, '').includes(needle)).length
}

async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL }])
  // The WhatsApp link opens another site: not this test's business.
  await context.route('https://wa.me/**', (route) => route.abort())
  return context.newPage()
}

async function advertiserPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })
  await storeToken(context, baseURL, token)
  return context.newPage()
}

test('messages, WhatsApp taps and phone reveals reach the advertiser, read once opened, e-mailed once', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await signInOwner(request)
  const listing = await ownProperty(request, owner, 3)
  const run = Date.now().toString(36)
  const auth = { authorization: `Bearer ${owner.token}` }
  type Row = { id: string; type: string; views: { today: number } | null }
  const statsBefore = (await (await request.get('/v1/stats', { headers: auth })).json()) as {
    data: { attributes: { leads: number; listings: Row[] } }
  }
  const row = statsBefore.data.attributes.listings.find((l) => l.type === 'property' && l.id === listing.id)
  const todayBefore = row?.views?.today ?? 0

  // A visitor writes online, then offline; the offline one goes when the signal returns.
  const visitor = await visitorPage(browser, baseURL!)
  await visitor.goto(listing.path)
  await waitForServiceWorker(visitor)
  await expect(visitor.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  const form = contactForm(visitor)
  const online = `Online ${run}`
  await form.fill({ name: online, email: 'online@example.com', message: `Está disponível? ${run}` })
  await form.send()
  await expect(visitor.getByText('Mensagem enviada')).toBeVisible()
  await waitForPersistedQuery(visitor, listing.id)

  await visitor.context().setOffline(true)
  await visitor.reload()
  const offline = `Offline ${run}`
  await form.fill({ name: offline, email: 'offline@example.com', message: `Sem sinal aqui ${run}` })
  await form.send()
  await expect(visitor.getByText(QUEUED_TEXT)).toBeVisible()
  await visitor.context().setOffline(false)

  // The same visitor taps WhatsApp and the call button (each records a lead). The numbers are not in the page
  // until the first tap reveals them; then they stay on the device and the call button calls.
  await visitor.reload()
  const aside = visitor.locator('.detail-aside')
  await expect(aside.getByRole('link', { name: /Ligar|WhatsApp/ })).toHaveCount(0)
  const taps = `Toques ${run}`
  await form.form.getByLabel('Nome').fill(taps)
  await form.form.getByRole('checkbox').check()
  const bar = visitor.getByRole('navigation', { name: 'Contato com o anunciante' })
  await bar.getByRole('button', { name: 'WhatsApp' }).click()
  const call = aside.getByRole('link', { name: /^Ligar \(\d\d\) / })
  await expect(call).toBeVisible()
  await call.click()

  const dashboard = await advertiserPage(browser, baseURL!, owner.token)
  await dashboard.goto('/dashboard/messages')
  for (const name of [online, offline]) {
    const item = dashboard.getByTestId('inbox-item').filter({ hasText: name })
    await expect(item).toBeVisible()
    await expect(item).toHaveClass(/inbox-item-unread/)
  }
  await expect(dashboard.getByTestId('unread-count')).toBeVisible()

  // Opening marks it read.
  await dashboard.getByTestId('inbox-item').filter({ hasText: online }).getByRole('link').click()
  await expect(dashboard.getByRole('heading', { level: 1, name: online })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
    'href',
    /^mailto:online@example\.com\?subject=/,
  )
  await dashboard.getByRole('link', { name: /Voltar para as mensagens/ }).click()
  const openedItem = dashboard.getByTestId('inbox-item').filter({ hasText: online })
  await expect(openedItem).not.toHaveClass(/inbox-item-unread/)

  await dashboard.getByTestId('inbox-tab-whatsapp').click()
  await expect(dashboard.getByTestId('inbox-item').filter({ hasText: taps })).toBeVisible()
  await dashboard.getByTestId('inbox-tab-phone').click()
  await expect(dashboard.getByTestId('inbox-item').filter({ hasText: taps })).toBeVisible()

  // The inbox opens offline with what was last loaded.
  await dashboard.getByTestId('inbox-tab-message').click()
  await expect(dashboard.getByTestId('inbox-item').filter({ hasText: offline })).toBeVisible()
  await waitForServiceWorker(dashboard)
  await waitForPersistedQuery(dashboard, 'inbox')
  await dashboard.context().setOffline(true)
  await dashboard.reload()
  await expect(dashboard.getByTestId('inbox-item').filter({ hasText: offline })).toBeVisible()
  await dashboard.context().setOffline(false)

  // One e-mail per message, the replayed one included.
  const to = DEMO_OWNER.email
  await expect.poll(() => mailsWith(to, online)).toBe(1)
  await expect.poll(() => mailsWith(to, offline)).toBe(1)
  await dashboard.waitForTimeout(1000)
  expect(mailsWith(to, online)).toBe(1)
  expect(mailsWith(to, offline)).toBe(1)

  // The statistics count the four leads of this journey.
  await dashboard.goto('/dashboard')
  await expect(dashboard.getByTestId('stats-leads')).toHaveText(String(statsBefore.data.attributes.leads + 4))
  // The visitor's first view today counted once (the reloads were the same visitor).
  const listingRow = dashboard.getByTestId('stats-row').filter({ hasText: listing.name })
  await expect(listingRow.locator('td').nth(1)).toHaveText(String(todayBefore + 1))
  await dashboard.screenshot({ path: 'test-results/leads-stats-mobile.png', fullPage: true })
})
