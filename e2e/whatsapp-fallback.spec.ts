import { expect, test, type Page } from '@playwright/test'
import { waitForPersistedQuery, waitForServiceWorker } from './support/pwa'
import {
  contactForm,
  leadTotal,
  ownerLeads,
  ownProperty,
  QUEUED_TEXT,
  queueButton,
  signInOwner,
} from './support/offline-journeys'

// A message that waits offline can go by WhatsApp instead: same text, and the copy in the outbox is withdrawn so
// the advertiser never gets it twice. WhatsApp is another site: its link is read and its window caught here,
// never followed to the internet.

/** Screenshots for a reviewer, only when SHOTS_DIR is set (phone size, then a desktop window). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-360.png` })
  const phone = page.viewportSize()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page
    .locator('.contact-card')
    .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await page.screenshot({ path: `${dir}/${name}-desktop.png` })
  if (phone) await page.setViewportSize(phone)
  await page
    .locator('.contact-card')
    .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )
})

test('a message waiting offline goes by WhatsApp at once, and its queued copy never reaches the advertiser', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const owner = await signInOwner(request)
  const listing = await ownProperty(request, owner, 4)
  const run = Date.now().toString(36)

  await page.goto(listing.path)
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  await waitForPersistedQuery(page, listing.id)

  // Public pages never carry numbers: the visitor's earlier WhatsApp tap (a recorded lead) put them on the device.
  const form = contactForm(page)
  await form.form.getByLabel('Nome').fill('Joana Sertão')
  await form.form.getByRole('checkbox').check()
  const bar = page.getByRole('navigation', { name: 'Contato com o anunciante' })
  const firstChat = page.waitForEvent('popup')
  await bar.getByRole('button', { name: 'WhatsApp' }).click()
  await (await firstChat).close()
  await expect(bar.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
  await expect.poll(async () => (await ownerLeads(request, owner)).data[0]?.attributes.kind).toBe('whatsapp')

  // No signal: the message waits in the outbox.
  await context.setOffline(true)
  const text = `Posso visitar no sábado de manhã? (whatsapp ${run})`
  await form.fill({ name: 'Joana Sertão', email: 'joana@example.com', message: text })
  await form.send()
  await expect(page.getByText(QUEUED_TEXT)).toBeVisible()
  await expect(queueButton(page)).toHaveText('1 aguardando envio')
  const before = await leadTotal(request, owner)

  // The visitor does not wait three minutes: WhatsApp now, with the same text.
  const now = page.getByRole('button', { name: 'Enviar pelo WhatsApp agora' })
  await expect(now).toBeVisible()
  await shot(page, 'waiting')
  await now.click()
  const offer = page.getByRole('link', { name: 'Enviar pelo WhatsApp', exact: true })
  await expect(offer).toBeFocused()
  const href = (await offer.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/)
  expect(new URL(href).searchParams.get('text')).toBe(
    `Olá! Sou Joana Sertão. Vi o anúncio "${listing.name}" no Mercado Irecê: ${baseURL}${listing.path}\n\n${text}`,
  )
  const box = await offer.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  await shot(page, 'offer')

  const chat = page.waitForEvent('popup')
  await offer.click()
  const opened = await chat
  expect(new URL(opened.url()).searchParams.get('text')).toContain(text)
  await opened.close()
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem levada ao WhatsApp' })).toBeVisible()
  await expect(queueButton(page)).toHaveCount(0)
  await shot(page, 'sent')

  // A second message, queued after: when it arrives, the replay has passed where the first one stood.
  await page.getByRole('button', { name: 'Enviar outra mensagem' }).click()
  const control = `E qual o valor do condomínio? (controle ${run})`
  await form.form.getByLabel('Mensagem').fill(control)
  await form.send()
  await expect(queueButton(page)).toHaveText('1 aguardando envio')
  // Nothing went out while offline: the queue emptied by the WhatsApp way is no "Tudo enviado".
  await expect(page.getByText('Tudo enviado')).toHaveCount(0)

  await context.setOffline(false)
  await expect(queueButton(page)).toHaveCount(0)
  await expect.poll(() => leadTotal(request, owner)).toBe(before + 1)
  const { data } = await ownerLeads(request, owner, 20)
  const messages = data.map((lead) => lead.attributes.message)
  expect(messages).toContain(control)
  expect(messages).not.toContain(text)
  expect(await leadTotal(request, owner)).toBe(before + 1)
})
