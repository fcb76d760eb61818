import { expect, test, type Locator, type Page } from '@playwright/test'
import { acceptCookies, apiSignUp, useToken } from './support/accounts'

// A plan period paid by PIX on the built-in sandbox provider, on a 360×740 phone: the hosted page shows the BR
// Code (QR code and copia e cola), "Simular pagamento" stands in for the payer's bank, and the plan is active once
// the provider's signed webhook has arrived.

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

const shots = process.env.E2E_SHOTS_DIR
/** The phone view, and the same screen on a 1280×800 desktop, when screenshots are asked for (of `part` alone if given). */
const shot = async (page: Page, name: string, part?: Locator) => {
  if (!shots) return
  const take = (path: string) =>
    part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true })
  await take(`${shots}/${name}-360.png`)
  await page.setViewportSize({ width: 1280, height: 800 })
  await take(`${shots}/${name}-1280.png`)
  await page.setViewportSize({ width: 360, height: 740 })
}

test('an owner pays a plan period with PIX: code shown, payment simulated, plan active until the period’s end', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const owner = await apiSignUp(request, { prefix: 'pix', profile: 'owner', phone: '74-99123-4567' })
  await useToken(page, owner.token)
  await page.goto('/planos')
  await page.getByRole('link', { name: 'Ver o plano Profissional Mensal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profissional Mensal' })).toBeVisible()

  await page.getByRole('radio', { name: /^PIX/ }).check()
  await expect(page.getByText(/Pague 1 mês de uma vez \(R\$ 59,00\), sem período de teste/)).toBeVisible()
  await shot(page, 'pix-plan', page.locator('article.plan-detail'))
  await page.getByRole('link', { name: 'Pagar com PIX' }).click()

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_pix_/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar com PIX' })).toBeVisible()
  await expect(page.getByText('Ambiente de demonstração: nenhum valor é cobrado')).toBeVisible()
  await expect(page.getByText('R$ 59,00')).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible()
  const code = page.getByLabel('PIX copia e cola')
  await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*540559\.005802BR.*6304[0-9A-F]{4}$/)
  await expect(page.getByTestId('pix-expiry')).toContainText('Código válido até')
  await page.getByRole('button', { name: 'Copiar código' }).click()
  await expect(page.getByText('Código copiado!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
  await shot(page, 'pix-sandbox-code')

  await page.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(page).toHaveURL(/\/payments\/checkout\/success\?session_id=cs_pix_/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento via PIX confirmado!' })).toBeVisible()
  const end = new Date()
  end.setMonth(end.getMonth() + 1)
  const endText = end.toLocaleDateString('pt-BR', { timeZone: 'America/Bahia' })
  await expect(page.getByTestId('checkout-result')).toContainText(
    `Seu plano Profissional Mensal está ativo até ${endText}`,
  )
  await shot(page, 'pix-success')

  await page.getByRole('link', { name: 'Ver minha assinatura' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Plano atual: Profissional Mensal' }),
  ).toBeVisible()
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa')
  await expect(page.getByTestId('pix-validity')).toContainText(`Pago via PIX, válido até ${endText}`)
  await expect(page.getByRole('switch')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pagar próximo período com PIX' })).toBeVisible()
  await shot(page, 'pix-subscriptions')
})
