import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { propertyPath } from '../src/domain/paths'
import { acceptCookies, ADMIN_TOKEN_KEY, DEMO_ADMIN, useToken } from './support/accounts'
import { apiGet } from './support/listings'
import { contactForm } from './support/offline-journeys'

// The fake-rental scam on a phone: staff's queue shows the demo's below-band rentals first with their reasons;
// one released, a visitor opening it reads the price note and the safety advice before sending a message.
// PRICE_SHOTS_DIR=… also saves the detail page and the queue at 360×740 and 1366×900.

interface QueueRow {
  id: string
  attributes: { title: string; risk: { score: number; reasons: { code: string }[] } | null }
}
interface PropertyAnswer {
  id: string
  attributes: { category: string; city_slug: string; name: string }
}

const shotsDir = process.env.PRICE_SHOTS_DIR
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false })
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/admin/auth/sign_in', { data: { admin: DEMO_ADMIN } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { attributes: { token: string } } }).data.attributes.token
}

test('a visitor of a below-band rental reads the safety advice before sending a message', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL)
  const token = await adminToken(request)
  const auth = { authorization: `Bearer ${token}` }
  const queue = (await (
    await request.get('/v1/admin/listings?kind=property&review_requested=1&per_page=50', { headers: auth })
  ).json()) as { data: QueueRow[] }
  const held = queue.data.filter((r) => r.attributes.risk?.reasons.some((x) => x.code === 'below_band'))
  expect(held.length).toBeGreaterThan(0)
  // Riskiest first.
  const scores = queue.data.map((r) => r.attributes.risk!.score)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))

  if (shotsDir) {
    await useToken(page, token, ADMIN_TOKEN_KEY)
    for (const [name, viewport] of [
      ['queue-360', { width: 360, height: 740 }],
      ['queue-1366', { width: 1366, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto('/backoffice/dashboard/properties?queue=review_requested')
      await expect(page.getByText('Preço abaixo da faixa').first()).toBeVisible()
      await shot(page, name)
    }
    await page.evaluate(() => localStorage.clear())
    await page.setViewportSize({ width: 360, height: 740 })
  }

  const target = held[0]!
  const released = await request.post(`/v1/admin/listings/property/${target.id}/moderate`, {
    headers: auth,
    data: { action: 'release' },
  })
  expect(released.ok()).toBe(true)
  const { data: property } = await apiGet<{ data: PropertyAnswer }>(request, `/api/properties/${target.id}`)

  await page.goto(propertyPath(property as never))
  await expect(page.getByRole('heading', { level: 1, name: property.attributes.name })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Abaixo da faixa da região' })).toBeVisible()
  // The phone's contact bar carries the advice in one line from the start.
  await expect(page.locator('.contact-bar-notice')).toHaveText(
    'Nunca pague sinal por PIX antes de visitar o imóvel.',
  )
  await shot(page, 'detail-360')

  const advice = page.getByRole('note', { name: 'Cuidado com o golpe do falso anúncio' })
  const contact = contactForm(page)
  await contact.form.scrollIntoViewIfNeeded()
  await expect(advice).toBeVisible()
  await expect(advice).toContainText(
    'Nunca pague sinal, depósito ou reserva por PIX antes de visitar o imóvel.',
  )
  await expect(advice).toContainText('Confira se o nome de quem recebe o pagamento é o mesmo do anunciante.')
  // Above the form, read on the way to "Enviar mensagem".
  const adviceBox = (await advice.boundingBox())!
  const formBox = (await contact.form.boundingBox())!
  expect(adviceBox.y + adviceBox.height).toBeLessThanOrEqual(formBox.y)
  await advice.scrollIntoViewIfNeeded()
  await shot(page, 'detail-360-advice')

  await contact.fill({ name: 'Visitante Atento', email: 'visitante.atento@example.com' })
  await contact.send()
  await expect(page.getByRole('button', { name: 'Enviar outra mensagem' })).toBeVisible()

  if (shotsDir) {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.reload()
    await expect(page.getByRole('button', { name: 'Abaixo da faixa da região' })).toBeVisible()
    await page.getByRole('button', { name: 'Abaixo da faixa da região' }).click()
    await shot(page, 'detail-1366')
  }
})
