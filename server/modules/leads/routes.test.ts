import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../../db/schema'
import type { Lead } from '../../../src/domain/lead'
import { createProperty, createUser } from '../../test/fixtures'
import { bearer, nextIp, signUpUser, uniqueEmail } from '../auth/test-helpers'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
let propertyId: number
let advertiserId: number

beforeAll(async () => {
  t = await buildTestApp()
  const user = await createUser(t.database.db)
  advertiserId = user.id
  propertyId = (await createProperty(t.database.db, user.id)).id
})
afterAll(() => t.close())

const message = () => ({
  property_id: propertyId,
  kind: 'message',
  name: 'Maria',
  email: 'maria@example.com',
  phone: '74-99876-5432',
  message: 'Olá, o imóvel ainda está disponível?',
  consent: true,
})

const countLeads = async () =>
  (await t.database.db.select().from(leads).where(eq(leads.advertiserId, advertiserId))).length

describe('POST /api/leads', () => {
  it('creates a lead for the listing advertiser', async () => {
    const before = await countLeads()
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: message() })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.attributes).toMatchObject({
      kind: 'message',
      name: 'Maria',
      property_id: String(propertyId),
    })
    expect(await countLeads()).toBe(before + 1)
  })

  it('answers the pt-BR messages for bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...message(), email: 'x', phone: '123', message: '', consent: false },
    })
    expect(res.statusCode).toBe(422)
    const details = res.json().errors.map((e: { detail: string }) => e.detail)
    expect(details).toEqual(expect.arrayContaining(['E-mail inválido', 'Telefone inválido']))
  })

  it('answers 404 with the property-not-found text for an unknown listing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...message(), property_id: 999999 },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0].detail).toBe('O imóvel que você está procurando não existe ou foi removido.')
  })
})

describe('Idempotency-Key', () => {
  it('replays the first response for a repeated key and creates once', async () => {
    const key = randomUUID()
    const before = await countLeads()
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: message(),
      headers: { 'idempotency-key': key },
    })
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: message(),
      headers: { 'idempotency-key': key },
    })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    expect(await countLeads()).toBe(before + 1)
  })

  it('runs only one of many concurrent copies', async () => {
    const key = randomUUID()
    const before = await countLeads()
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads',
          payload: message(),
          headers: { 'idempotency-key': key },
        }),
      ),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201))
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1)
    expect(await countLeads()).toBe(before + 1)
  })

  it('keeps 4xx results too, and rejects a key reused with another body', async () => {
    const key = randomUUID()
    const bad = { ...message(), email: 'x' }
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: bad,
      headers: { 'idempotency-key': key },
    })
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: bad,
      headers: { 'idempotency-key': key },
    })
    expect([a.statusCode, b.statusCode]).toEqual([422, 422])
    expect(b.headers['idempotent-replayed']).toBe('true')
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: message(),
      headers: { 'idempotency-key': key },
    })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors[0].code).toBe('idempotency_key_reused')
  })

  it('100 distinct keys sent twice each give exactly 100 leads', async () => {
    const before = await countLeads()
    // A hundred visitors tapping WhatsApp at once (one advertiser gets at most a few dozen messages an hour).
    const senders = Array.from({ length: 100 }, () => ({ key: randomUUID(), ip: nextIp() }))
    for (const round of [1, 2]) {
      const res = await Promise.all(
        senders.map(({ key, ip }) =>
          t.app.inject({
            method: 'POST',
            url: '/api/leads',
            remoteAddress: ip,
            payload: { ...message(), kind: 'whatsapp', email: '', message: '' },
            headers: { 'idempotency-key': key },
          }),
        ),
      )
      expect(
        res.every((r) => r.statusCode === 201),
        `round ${round}`,
      ).toBe(true)
    }
    expect(await countLeads()).toBe(before + 100)
  })
})

describe('POST /api/reports', () => {
  it('stores a report with a reason from the list of reasons', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { property_id: propertyId, reason: 'advertisement_spam', details: 'Anúncio repetido' },
    })
    expect(res.statusCode).toBe(201)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { property_id: propertyId, reason: 'x' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors[0].detail).toBe('Deve ser um dos seguintes')
  })
})

describe('GET /v1/leads', () => {
  it("lists only the signed-in advertiser's leads, newest first, paginated and by kind", async () => {
    const owner = await signUpUser(t.app)
    const other = await signUpUser(t.app)
    const mine = (await createProperty(t.database.db, Number(owner.userId))).id
    const theirs = (await createProperty(t.database.db, Number(other.userId))).id
    const send = (property_id: number, over: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: nextIp(),
        payload: { ...message(), email: uniqueEmail('visitante'), property_id, ...over },
      })
    await send(mine, { name: 'Primeiro' })
    await send(theirs)
    await send(mine, { kind: 'whatsapp', name: 'Segundo', email: '', message: '' })
    await send(mine, { name: 'Terceiro' })

    const page1 = await t.app.inject({
      method: 'GET',
      url: '/v1/leads?per_page=2',
      headers: bearer(owner.token),
    })
    expect(page1.statusCode).toBe(200)
    const body = page1.json<{ data: Lead[]; meta: Record<string, number> }>()
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 })
    expect(body.data.map((l) => l.attributes.name)).toEqual(['Terceiro', 'Segundo'])
    expect(body.data[0]).toMatchObject({ type: 'lead', attributes: { property_id: String(mine) } })

    const page2 = await t.app.inject({
      method: 'GET',
      url: '/v1/leads?per_page=2&page=2',
      headers: bearer(owner.token),
    })
    expect(page2.json<{ data: Lead[] }>().data.map((l) => l.attributes.name)).toEqual(['Primeiro'])

    const whatsapp = await t.app.inject({
      method: 'GET',
      url: '/v1/leads?kind=whatsapp',
      headers: bearer(owner.token),
    })
    expect(whatsapp.json<{ data: Lead[] }>().data.map((l) => l.attributes.name)).toEqual(['Segundo'])

    const theirsList = await t.app.inject({ method: 'GET', url: '/v1/leads', headers: bearer(other.token) })
    expect(theirsList.json<{ meta: { total: number } }>().meta.total).toBe(1)
  })

  it('needs the user token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/leads' })
    expect(res.statusCode).toBe(401)
  })
})
