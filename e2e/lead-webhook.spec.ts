// The agencies' lead webhook, end to end on a 360×740 phone: the demo agency points its webhook at a receiver this
// test starts on 127.0.0.1 (allowed by WEBHOOKS_ALLOW_LOOPBACK in the journeys' server), a visitor sends a lead, the
// receiver verifies its signature with the secret the page shows, and the log says "Entregue"; then a test event the
// receiver refuses once is sent again with "Reenviar" and succeeds. Screenshots of the page, at 360×740 and
// 1366×900, go to E2E_SHOTS_DIR when it is set.
import { randomBytes } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { startTestReceiver } from '../server/modules/lead-webhooks/test-receiver'
import { signIn, useToken } from './support/advertiser'

const SHOTS = process.env.E2E_SHOTS_DIR
const DEMO_AGENCY = { email: 'imobiliaria@demo.mercadoirece.com.br', password: 'Demo@2026' }
const someIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

async function shotBoth(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true })
    if (viewport.width === 360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  }
  await page.setViewportSize(size)
}

/** The log refreshes itself only while a delivery waits: reload until the row says what is expected. */
async function expectRow(page: Page, row: () => Locator, status: string) {
  await expect(async () => {
    await page.reload()
    await expect(row()).toHaveAttribute('aria-label', new RegExp(status), { timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
}

test('an agency receives a signed lead on its webhook; a refused test succeeds after "Reenviar"', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const receiver = await startTestReceiver()
  try {
    const token = await signIn(request, DEMO_AGENCY.email, DEMO_AGENCY.password)
    const me = (await (
      await request.get('/v1/users', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: string } }
    await useToken(page.context(), baseURL!, token)

    // The settings list the page for agencies.
    await page.goto('/dashboard/settings')
    await page.getByRole('link', { name: /Webhook de contatos/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook de contatos' })).toBeVisible()

    await page.getByLabel('URL que recebe os contatos').fill(receiver.url)
    await page.getByRole('button', { name: 'Salvar endereço' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Endereço salvo.' })).toBeVisible()
    await page.getByRole('button', { name: 'Mostrar' }).click()
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? ''
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    receiver.secret = secret
    await expect(page.getByText('Nenhum envio ainda.')).toBeVisible()

    // A visitor writes about one of the agency's properties.
    const listings = (await (
      await request.get(`/api/advertisers/${me.data.id}/properties?per_page=1`)
    ).json()) as { data: { id: string }[] }
    const lead = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': someIp() },
      data: {
        property_id: Number(listings.data[0]!.id),
        kind: 'message',
        name: 'Bruna Webhook',
        email: 'bruna.webhook@example.com',
        message: 'Quero visitar o imóvel no sábado.',
        consent: true,
      },
    })
    expect(lead.status()).toBe(201)
    const leadId = ((await lead.json()) as { data: { id: string } }).data.id

    const leadRow = () => page.getByRole('listitem', { name: new RegExp(`^Contato nº ${leadId}:`) })
    await expectRow(page, leadRow, 'Entregue')
    await expect(leadRow()).toContainText('HTTP 200')
    const got = receiver.received.filter((r) => r.json.id === `evt_lead_${leadId}`)
    expect(got).toHaveLength(1)
    expect(got[0]!.verified).toBe(true)
    expect(got[0]!.json.data).toMatchObject({
      lead: {
        name: 'Bruna Webhook',
        email: 'bruna.webhook@example.com',
        message: 'Quero visitar o imóvel no sábado.',
      },
      listing: { kind: 'property', id: listings.data[0]!.id },
    })

    // "Enviar teste" to a receiver that fails once: the log shows the 500 and the next try; "Reenviar" succeeds.
    receiver.script = [500]
    await page.getByRole('button', { name: 'Enviar teste' }).click()
    const testRow = () => page.getByRole('listitem', { name: /^Teste:/ }).first()
    await expectRow(page, testRow, 'Aguardando nova tentativa')
    await expect(testRow()).toContainText('HTTP 500')
    await expect(testRow()).toContainText('Próxima tentativa')
    await shotBoth(page, 'webhook-01-failed-once')
    await testRow()
      .getByRole('button', { name: /^Reenviar Teste/ })
      .click()
    await expectRow(page, testRow, 'Entregue')
    await testRow().getByText('Ver tentativas').click()
    await expect(testRow().getByRole('listitem')).toHaveCount(2)
    const tests = receiver.received.filter((r) => r.json.type === 'webhook.test')
    expect(tests.map((r) => r.answered)).toEqual([500, 200])
    expect(new Set(tests.map((r) => r.json.id)).size).toBe(1)
    await shotBoth(page, 'webhook-02-resent')
  } finally {
    await receiver.close()
  }
})
