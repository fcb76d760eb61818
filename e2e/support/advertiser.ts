// Signing in an advertiser for the listing journeys: through the API (fast), the token put where the web app
// keeps it (src/lib/http/clients.ts USER_TOKEN_KEY), and the cookie banner accepted so it covers nothing.
import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test'
import sharp from 'sharp'
import { confirmationToken } from './mailbox'

export const USER_TOKEN_KEY = 'mi.userToken'
export const DEMO_OWNER = { email: 'proprietario@demo.mercadoirece.com.br', password: 'Demo@2026' }

/** Sign-up is limited per address; the journeys' app trusts X-Forwarded-For (TRUST_PROXY), so each gets its own. */
const someIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

export async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/v1/auth/sign_in', {
    data: { user: { email, password } },
    headers: { 'x-forwarded-for': someIp() },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { meta: { token: string } }).meta.token
}

/** A new owner with a complete profile (so no phone dialog) and no listing: the free plan's limits. */
export async function newAdvertiser(request: APIRequestContext): Promise<string> {
  const email = `anunciante.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`
  const password = 'segredo-forte-123'
  const since = Date.now()
  const res = await request.post('/v1/auth/sign_up', {
    headers: { 'x-forwarded-for': someIp() },
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
    headers: { 'x-forwarded-for': someIp() },
    data: { token: await confirmationToken(email, since) },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const token = ((await confirmed.json()) as { meta: { token: string } }).meta.token
  const auth = { authorization: `Bearer ${token}` }
  const profile = await request.put('/v1/users/profile_type', {
    headers: auth,
    data: { user: { profile: 'owner' } },
  })
  expect(profile.status()).toBe(200)
  const phone = await request.put('/sign_up', {
    headers: auth,
    data: { user: { phones_attributes: [{ number: '74-99988-7766', whatsapp: true }] } },
  })
  expect(phone.status(), await phone.text()).toBe(202)
  return token
}

/** The page starts signed in (the token as the app stores it), with cookies accepted. */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL }])
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value)
    },
    [USER_TOKEN_KEY, token] as const,
  )
}

/** A phone-camera-like JPEG: noisy (so it does not compress away), `width`×`height`. */
export function cameraPhoto(width = 2400, height = 1800, quality = 88): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  const noise = randomBytes(pixels.length)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    // A sky-to-ground gradient with grain: closer to a photo than pure noise, still a few MB at 2400 px.
    pixels[i] = (120 + (y * 100) / height + (noise[i]! % 60)) & 255
    pixels[i + 1] = (140 + (x * 60) / width + (noise[i + 1]! % 60)) & 255
    pixels[i + 2] = (200 - (y * 120) / height + (noise[i + 2]! % 60)) & 255
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer()
}

export interface MyListing {
  id: string
  attributes: { name: string; status: string; photos_count: number; cover: { base: string } | null }
}

export async function myListings(request: APIRequestContext, token: string) {
  const res = await request.get('/v1/properties', { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()) as { data: MyListing[]; meta: { total: number } }
}

/** A listing card's less used action: opens its "Mais ações" menu and picks the item. */
export async function moreActions(card: Locator, action: string): Promise<void> {
  await card.getByRole('button', { name: /^Mais ações/ }).click()
  await card.page().getByRole('menuitem', { name: action }).click()
}
