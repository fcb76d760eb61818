// Signing in an advertiser for the listing journeys: through the API (fast), the token put where the web app
// keeps it (src/lib/http/clients.ts USER_TOKEN_KEY), and the cookie banner accepted so it covers nothing.
import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test'
import sharp from 'sharp'
import { confirmationToken } from './mailbox'

export const USER_TOKEN_KEY = 'mi.userToken'
export { DEMO_OWNER } from './accounts'

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

/**
 * A phone-camera-like JPEG, `width`×`height`: a scene of its own (a horizon and a few objects, placed at random)
 * with grain, so that it does not compress away and two photos never look alike: the server holds a listing whose
 * photo copies another advertiser's, and every journey's photos are different pictures.
 */
export function cameraPhoto(width = 2400, height = 1800, quality = 88): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  const noise = randomBytes(pixels.length)
  const scene = randomBytes(32)
  const horizon = 0.25 + (scene[0]! / 255) * 0.5
  const objects = Array.from({ length: 6 }, (_, k) => ({
    x0: (scene[1 + k * 4]! / 255) * 0.8,
    y0: (scene[2 + k * 4]! / 255) * 0.8,
    size: 0.1 + (scene[3 + k * 4]! / 255) * 0.25,
    shade: scene[4 + k * 4]! & 1 ? 200 : 30,
  }))
  for (let i = 0; i < pixels.length; i += 3) {
    const x = ((i / 3) % width) / width
    const y = Math.floor(i / 3 / width) / height
    const thing = objects.find((o) => x >= o.x0 && x < o.x0 + o.size && y >= o.y0 && y < o.y0 + o.size)
    const base = thing ? thing.shade : y < horizon ? 190 - y * 60 : 90 + y * 40
    pixels[i] = (base + (noise[i]! % 60)) & 255
    pixels[i + 1] = (base + 10 + (noise[i + 1]! % 60)) & 255
    pixels[i + 2] = (base - 10 + (noise[i + 2]! % 60)) & 255
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

/** A house for sale in Irecê, as the advertiser's form sends it (published unless `over` says otherwise). */
export async function createHouse(
  request: APIRequestContext,
  token: string,
  name: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await request.post('/v1/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
      category: 'house',
      listing_type: 'sale',
      price: 320000,
      bedroom: 3,
      address: { neighborhood: 'Centro', city_id: 2914604, zip_code: '44900-000' },
      ...over,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}
