import { expect, test } from '@playwright/test'
import { acceptCookies, apiSignUp, signInThroughForm } from './support/accounts'
import { linkIn, mailDir, waitForMail } from './support/mailbox'

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

test('forgot password → the e-mail arrives over SMTP → reset → log in with the new password', async ({
  page,
  request,
}) => {
  test.skip(!mailDir(), 'needs the SMTP server of the global setup')
  const user = await apiSignUp(request, { prefix: 'esqueci', profile: 'owner', phone: '74-99111-2233' })
  const newPassword = 'Nova-Senha-Forte-2026'

  await page.goto('/entrar')
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible()
  const since = Date.now() - 1000
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Se houver uma conta com o e-mail' }),
  ).toContainText(user.email)

  const link = linkIn(await waitForMail(user.email, since, 15_000, '/resetar-senha/'), '/resetar-senha/')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible()
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirme a nova senha').fill(newPassword)
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page).toHaveURL(/\/entrar$/)
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible()

  // The old password no longer works; the new one does.
  await signInThroughForm(page, user.email, user.password)
  await expect(page.getByText('E-mail ou senha inválidos, tente novamente.')).toBeVisible()
  await page.getByLabel('Senha', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // The link works once.
  await page.goto(link)
  await page.getByLabel('Nova senha', { exact: true }).fill('Outra-Senha-2026')
  await page.getByLabel('Confirme a nova senha').fill('Outra-Senha-2026')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(
    page.getByText('Este link de redefinição de senha é inválido ou expirou. Peça um novo link.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/esqueci-senha',
  )
})

test('the forgot-password answer is the same for an unknown e-mail', async ({ page }) => {
  await page.goto('/esqueci-senha')
  await page.getByLabel('E-mail').fill('ninguem.aqui@example.com')
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com o e-mail' })).toBeVisible()
})
