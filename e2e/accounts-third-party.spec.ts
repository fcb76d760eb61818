import { expect, test } from '@playwright/test'
import { acceptCookies, DEMO_ADMIN, DEMO_OWNER, uniqueEmail, USER_TOKEN_KEY } from './support/accounts'

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

test('sign-in through the local OpenID provider creates the account and asks for the profile', async ({
  page,
}) => {
  test.skip(!process.env.E2E_OIDC_ISSUER, 'needs the OpenID provider of the global setup')
  const email = uniqueEmail('oidc')
  await page.goto('/entrar?redirect=%2Fdashboard%2Fsettings')
  await page.getByRole('link', { name: 'Entrar com Conta de teste' }).click()

  await expect(page.getByRole('heading', { name: 'Provedor de teste' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(process.env.E2E_OIDC_ISSUER)
  await page.getByLabel('E-mail da conta de teste').fill(email)
  await page.getByRole('button', { name: 'Continuar' }).click()

  // Back at the app: the token left the URL and the new account chooses its profile.
  await expect(page).toHaveURL(/\/escolher-perfil/)
  expect(page.url()).not.toContain('token=')
  expect(await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)).toBeTruthy()
  await page.getByRole('radio', { name: /Imobiliária/ }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await expect(page.getByRole('link', { name: /Dados da imobiliária/ }).first()).toBeVisible()
  await expect(page.getByLabel('Menu da conta de Cliente')).toBeVisible()
})

test('the admin signs in at /backoffice/login; a user token cannot call an admin endpoint', async ({
  page,
  request,
}) => {
  await page.goto('/backoffice/dashboard/users')
  await expect(page).toHaveURL(/\/backoffice\/login$/)
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email)
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByText('E-mail ou senha inválidos, tente novamente.')).toBeVisible()
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()
  // The back office has its own token: the user's stays empty.
  expect(await page.evaluate((k) => localStorage.getItem(k), USER_TOKEN_KEY)).toBeNull()

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/backoffice\/login$/)
  await page.goto('/backoffice/dashboard')
  await expect(page).toHaveURL(/\/backoffice\/login$/)

  const signIn = await request.post('/v1/auth/sign_in', { data: { user: DEMO_OWNER } })
  expect(signIn.status()).toBe(200)
  const { token } = ((await signIn.json()) as { meta: { token: string } }).meta
  const forbidden = await request.get('/v1/admin/me', { headers: { Authorization: `Bearer ${token}` } })
  expect(forbidden.status()).toBe(403)
  expect(await forbidden.json()).toMatchObject({
    errors: [{ detail: 'Você não tem permissão para acessar esta página.' }],
  })
})
