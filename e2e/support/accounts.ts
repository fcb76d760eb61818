import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { confirmationToken } from './mailbox'

export const DEMO_OWNER = { email: 'proprietario@demo.mercadoirece.com.br', password: 'Demo@2026' }
export const DEMO_ADMIN = { email: 'admin@mercadoirece.com.br', password: 'Admin@2026' }
export const USER_TOKEN_KEY = 'mi.userToken'

/** Staff signed in to the back office with the demo admin, on its overview. */
export async function signInStaff(page: Page): Promise<void> {
  await page.goto('/backoffice/login')
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email)
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()
}
export const ADMIN_TOKEN_KEY = 'mi.adminToken'

let counter = 0
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${++counter}@example.com`

/**
 * A fresh client address per API sign-up: the server limits sign-ups per IP and, in the journeys, trusts X-Forwarded-For (TRUST_PROXY),
 * and a whole run signs up more users than a person would.
 */
const someIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

export interface TestUser {
  email: string
  password: string
  token: string
}

/** Signs a user up through the API, optionally choosing the profile and filling a phone. */
export async function apiSignUp(
  request: APIRequestContext,
  opts: { prefix?: string; profile?: 'owner' | 'broker' | 'business'; phone?: string; creci?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(opts.prefix ?? 'e2e')
  const password = 'Senha-de-teste-2026'
  const since = Date.now()
  const res = await request.post('/v1/auth/sign_up', {
    headers: { 'X-Forwarded-For': someIp() },
    data: {
      user: {
        first_name: 'Joana',
        last_name: 'Teste',
        email,
        password,
        password_confirmation: password,
        terms_of_service: true,
      },
    },
  })
  expect(res.status(), await res.text()).toBe(202)
  // Signed in by following the confirmation link from the mailbox, as its owner would.
  const confirmed = await request.post('/v1/auth/email/confirm', {
    headers: { 'X-Forwarded-For': someIp() },
    data: { token: await confirmationToken(email, since) },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const token = ((await confirmed.json()) as { meta: { token: string } }).meta.token
  const auth = { Authorization: `Bearer ${token}` }
  if (opts.profile) {
    const chosen = await request.put('/v1/users/profile_type', {
      headers: auth,
      data: { user: { profile: opts.profile } },
    })
    expect(chosen.status()).toBe(200)
  }
  if (opts.phone || opts.creci) {
    const doc = (await (await request.get('/v1/users', { headers: auth })).json()) as {
      included: { id: string }[]
    }
    const updated = await request.put('/sign_up', {
      headers: auth,
      data: {
        user: {
          ...(opts.creci ? { creci: opts.creci } : {}),
          ...(opts.phone
            ? { phones_attributes: [{ id: doc.included[0]!.id, number: opts.phone, whatsapp: true }] }
            : {}),
        },
      },
    })
    expect(updated.status(), await updated.text()).toBe(202)
  }
  return { email, password, token }
}

/** Opens the app as a signed-in user (token in localStorage, like after the sign-in screen). */
export async function useToken(page: Page, token: string, key = USER_TOKEN_KEY): Promise<void> {
  await page.goto('/sobre-nos')
  await page.evaluate(([k, t]) => localStorage.setItem(k!, t!), [key, token])
}

/** The cookie banner stays until accepted; the account journeys accept it up front. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1' }])
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}
