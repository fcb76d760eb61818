// Helpers for the offline journeys (offline-*.spec.ts, push-*.spec.ts): the demo owner as seen through the
// real API (sign-in, their listings, their lead count through GET /v1/leads) and the contact form.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { propertyPath } from '../../src/domain/paths'

import { DEMO_OWNER } from './accounts'

export { DEMO_OWNER }

export interface Advertiser {
  id: string
  token: string
}

export interface OwnListing {
  id: string
  path: string
  name: string
  price: number | null
}

export async function signInOwner(request: APIRequestContext): Promise<Advertiser> {
  const res = await request.post('/v1/auth/sign_in', { data: { user: DEMO_OWNER } })
  expect(res.status(), 'demo owner signs in').toBe(200)
  const body = (await res.json()) as { data: { id: string }; meta: { token: string } }
  return { id: body.data.id, token: body.meta.token }
}

/** One of the owner's active properties (`index` picks another one per journey). */
export async function ownProperty(
  request: APIRequestContext,
  owner: Advertiser,
  index = 0,
): Promise<OwnListing> {
  const res = await request.get(`/api/advertisers/${owner.id}/properties?per_page=12`)
  expect(res.ok()).toBe(true)
  type Summary = Parameters<typeof propertyPath>[0] & { attributes: { name: string; price: number | null } }
  const { data } = (await res.json()) as { data: Summary[] }
  const listing = data[index % data.length]
  if (!listing) throw new Error('the demo owner has no active property')
  return {
    id: listing.id,
    path: propertyPath(listing),
    name: listing.attributes.name,
    price: listing.attributes.price,
  }
}

export interface LeadRow {
  id: string
  attributes: { kind: string; name: string; message: string | null; property_id: string | null }
}

/** The owner's leads, newest first, through the real API (GET /v1/leads). */
export async function ownerLeads(request: APIRequestContext, owner: Advertiser, perPage = 1, page = 1) {
  const res = await request.get(`/v1/leads?per_page=${perPage}&page=${page}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  })
  expect(res.ok(), `GET /v1/leads → ${res.status()}`).toBe(true)
  return (await res.json()) as { data: LeadRow[]; meta: { total: number } }
}

export const leadTotal = async (request: APIRequestContext, owner: Advertiser): Promise<number> =>
  (await ownerLeads(request, owner)).meta.total

/** The contact form of the detail page on screen. */
export function contactForm(page: Page) {
  const form = page.locator('form.contact-form')
  return {
    form,
    async fill(visitor: { name: string; email: string; message?: string }) {
      await form.getByLabel('Nome').fill(visitor.name)
      await form.getByLabel('E-mail').fill(visitor.email)
      if (visitor.message !== undefined) await form.getByLabel('Mensagem').fill(visitor.message)
      await form.getByRole('checkbox').check()
    },
    send: () => form.getByRole('button', { name: 'Enviar mensagem' }).click(),
  }
}

export const QUEUED_TEXT = 'Sem conexão: sua mensagem será enviada quando o sinal voltar'

/** The header's connection bar (role status) and its queue button. */
export const connectionBar = (page: Page) => page.locator('.connection-bar')
export const queueButton = (page: Page) =>
  connectionBar(page).getByRole('button', { name: /aguardando envio/ })
