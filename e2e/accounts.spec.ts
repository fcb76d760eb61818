import { expect, test } from '@playwright/test'
import {
  acceptCookies,
  apiSignUp,
  DEMO_OWNER,
  signInThroughForm,
  uniqueEmail,
  USER_TOKEN_KEY,
  useToken,
} from './support/accounts'
import { linkIn, waitForMail } from './support/mailbox'

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

test('register → choose profile → complete the profile in the phone dialog → log out → log in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('registro')
  const password = 'Caju-Irece-2026!'

  await page.goto('/registrar')
  await expect(page).toHaveTitle('Mercado Irecê | Registre-se')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercado Irecê Registre-se')

  // Field errors from the shared schemas, next to their fields.
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription('Campo obrigatório')
  await expect(page.getByText('Você precisa aceitar os termos de uso')).toBeVisible()

  await page.getByLabel('Nome', { exact: true }).fill('Ana')
  await page.getByLabel('Sobrenome').fill('Ribeiro')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill('123')
  await expect(page.getByText('Força da senha: fraca')).toBeVisible()
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await expect(page.getByText('Força da senha: forte')).toBeVisible()
  await page.getByLabel('Confirme a senha').fill(`${password}x`)
  await page.getByLabel('Li e aceito os termos de uso').check()
  await expect(page.getByRole('link', { name: 'termos de uso' })).toHaveAttribute('href', '/termos-de-uso')
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByLabel('Confirme a senha')).toHaveAccessibleDescription('As senhas não coincidem')
  await page.getByLabel('Confirme a senha').fill(password)
  const since = Date.now() - 1000
  await page.getByRole('button', { name: 'Criar conta' }).click()

  // No session yet: the link sent to the address confirms it and signs in.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`Enviamos um link para ${email}`)
  await page.goto(linkIn(await waitForMail(email, since), '/confirmar-email/'))
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible()
  await page.getByRole('link', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(/\/escolher-perfil/)
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu perfil' })).toBeVisible()
  await page.getByRole('radio', { name: /Proprietário/ }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  const dialog = page.getByRole('dialog', { name: 'Complete seu perfil' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Telefone 1').pressSequentially('74991234567')
  await expect(dialog.getByLabel('Telefone 1')).toHaveValue('74-99123-4567')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Perfil completo. Obrigado!')).toBeVisible()

  // Complete now: other dashboard pages do not ask again.
  await page
    .getByRole('navigation', { name: 'Painel do anunciante' })
    .getByRole('link', { name: 'Mensagens' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/messages$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const token = await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)
  expect(token).toBeTruthy()
  await page.getByLabel('Menu da conta de Ana').click()
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible()
  expect(await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)).toBeNull()
  // Logout revoked the token on the server too.
  const revoked = await request.get('/v1/users', { headers: { Authorization: `Bearer ${token}` } })
  expect(revoked.status()).toBe(401)

  await page.getByRole('link', { name: 'Entrar', exact: true }).click()
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a wrong password shows the exact message and a way to create an account', async ({ page }) => {
  await page.goto('/entrar')
  await signInThroughForm(page, DEMO_OWNER.email, 'senha-errada-123')
  const alert = page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos' })
  await expect(alert).toContainText('E-mail ou senha inválidos, tente novamente.')
  await expect(alert.getByRole('link', { name: 'Crie sua conta grátis' })).toHaveAttribute(
    'href',
    /\/registrar/,
  )
  await expect(page).toHaveURL(/\/entrar/)
})

test('the demo owner signs in and returns to the page asked for (?redirect=)', async ({ page }) => {
  await page.goto('/dashboard/settings/profile')
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fdashboard%2Fsettings%2Fprofile/)
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password)
  await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible()
  // Signed in: the login and register pages send the user on.
  await page.goto('/registrar')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('an invalid or revoked token is discarded and the user is sent to /entrar', async ({
  page,
  request,
}) => {
  await useToken(page, 'um-token-qualquer')
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fdashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
  expect(await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)).toBeNull()

  // A real token that the server no longer accepts (signed out elsewhere).
  const user = await apiSignUp(request, { profile: 'owner', phone: '74-99876-5432' })
  const out = await request.delete('/v1/auth/sign_out', {
    headers: { Authorization: `Bearer ${user.token}` },
  })
  expect(out.status()).toBe(204)
  await useToken(page, user.token)
  await page.goto('/dashboard/messages')
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fdashboard%2Fmessages$/)
  expect(await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)).toBeNull()
})
