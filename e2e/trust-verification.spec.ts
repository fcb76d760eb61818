// Verified advertiser, end to end on a 360×740 phone: the demo agency sends photos of its CNPJ card and CRECI from
// the dashboard (through the outbox's resumable uploads), staff open the queue on a desktop, see both images and
// approve, and the agency's page and cards show "Anunciante verificado". Screenshots of the screens added, at
// 360×740 and 1366×900, go to E2E_SHOTS_DIR when it is set.
import { expect, test, type Page } from '@playwright/test'
import { signInStaff } from './support/accounts'
import { cameraPhoto, signIn, useToken } from './support/advertiser'

const SHOTS = process.env.E2E_SHOTS_DIR
const DEMO_AGENCY = { email: 'imobiliaria@demo.mercadoirece.com.br', password: 'Demo@2026' }
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 360, height: 740 }

/** A screenshot at both sizes; the phone's page never scrolls sideways. */
async function shotBoth(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true })
    if (viewport === PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  }
  await page.setViewportSize(size)
}

test('an agency sends its documents, staff approve them, and its cards show the badge', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A busy shared machine: two browsers, uploads and a server.
  test.setTimeout(300_000)
  const token = await signIn(request, DEMO_AGENCY.email, DEMO_AGENCY.password)
  const me = (await (
    await request.get('/v1/users', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { id: string }
  }
  await useToken(page.context(), baseURL!, token)

  // The dashboard: nothing sent yet; the agency's profile asks for the CNPJ card and the CRECI.
  await page.goto('/dashboard/verificacao')
  await expect(page.getByRole('heading', { level: 1, name: 'Verificação do anunciante' })).toBeVisible()
  const own = page.getByRole('region', { name: 'Seus documentos' })
  await expect(own.getByText('Não enviado')).toBeVisible()
  const photo = { mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1000) }
  await page.getByLabel('Cartão CNPJ').setInputFiles({ name: 'cnpj.jpg', ...photo })
  await page.getByLabel('Carteira do CRECI').setInputFiles({ name: 'creci.jpg', ...photo })
  await shotBoth(page, 'trust-01-dashboard-send')
  await page.getByRole('button', { name: 'Enviar documentos' }).click()
  // Once the outbox has sent the photos and then the sending, the state comes back from the server.
  await expect(own.getByText('Em análise')).toBeVisible({ timeout: 60_000 })
  await page.reload()
  await expect(own.getByText('Em análise')).toBeVisible()
  await shotBoth(page, 'trust-02-dashboard-pending')

  // Staff, on a desktop: the queue shows both images; approve.
  const staff = await browser.newContext({ viewport: DESKTOP, baseURL, locale: 'pt-BR' })
  await staff.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  const desk = await staff.newPage()
  await signInStaff(desk)
  await desk.getByRole('link', { name: 'Verificações' }).click()
  await expect(desk.getByRole('heading', { name: /Verificação de documentos/ })).toBeVisible()
  // Under review, oldest first: the agency's sending is the newest, on the last page.
  const card = desk.getByRole('article').filter({ hasText: DEMO_AGENCY.email })
  await expect(desk.getByRole('article').first()).toBeVisible()
  while (!(await card.isVisible()) && (await desk.getByRole('button', { name: 'Próxima' }).isEnabled()))
    await desk.getByRole('button', { name: 'Próxima' }).click()
  await expect(card).toBeVisible()
  await expect(card.getByRole('img', { name: 'Cartão CNPJ' })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Carteira do CRECI' })).toBeVisible()
  await expect
    .poll(() =>
      card
        .getByRole('img')
        .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true)
  await shotBoth(desk, 'trust-03-backoffice-queue')
  await card.getByRole('button', { name: 'Aprovar' }).click()
  await expect(desk.getByText('Documentos aprovados').first()).toBeVisible()
  await expect(card).toHaveCount(0)
  await staff.close()

  // Back on the phone: verified in the dashboard, and the badge on the agency's page and cards.
  await page.reload()
  await expect(own.getByText('Verificado', { exact: true })).toBeVisible()
  await page.goto(`/anunciante/imobiliaria/${me.data.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const badges = page.locator('.listing-card').getByText('Anunciante verificado')
  await expect(badges.first()).toBeVisible()
  expect(await badges.count()).toBe(await page.locator('.listing-card').count())
  await shotBoth(page, 'trust-04-advertiser-cards')
})
