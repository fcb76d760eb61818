import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxLead, InboxPage, Unread } from '../../../src/domain/inbox'
import { createProperty } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser, type SignedUp } from '../auth/test-helpers'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let house: number
let land: number
const ids: Record<string, string> = {}

const send = async (property_id: number, over: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      property_id,
      kind: 'message',
      name: 'Visitante',
      email: 'visitante@example.com',
      phone: '74-99876-5432',
      message: 'Ainda está disponível?',
      consent: true,
      ...over,
    },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ data: { id: string } }>().data.id
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
const patch = (id: string, payload: object, token?: string) =>
  t.app.inject({ method: 'PATCH', url: `/v1/inbox/${id}`, payload, headers: token ? bearer(token) : {} })

beforeAll(async () => {
  t = await buildTestApp()
  owner = await signUpUser(t.app)
  other = await signUpUser(t.app)
  house = (await createProperty(t.database.db, Number(owner.userId), { name: 'Casa no Centro' })).id
  land = (await createProperty(t.database.db, Number(owner.userId), { name: 'Terreno em Lapão' })).id
  ids.ana = await send(house, { name: 'Ana Lima', email: 'ana@example.com' })
  ids.bruno = await send(land, { name: 'Bruno 100%' })
  ids.zap = await send(house, { kind: 'whatsapp', name: 'Carla', email: '', message: '' })
  ids.tel = await send(land, { kind: 'phone', name: 'Davi', email: '', message: '' })
})
afterAll(() => t.close())

describe('GET /v1/inbox', () => {
  it('lists my messages newest first, with the listing, unread, and counts per tab', async () => {
    const res = await get('/v1/inbox', owner.token)
    expect(res.statusCode).toBe(200)
    const body = res.json<InboxPage>()
    expect(body.data.map((l) => l.attributes.name)).toEqual(['Bruno 100%', 'Ana Lima'])
    expect(body.data[1]?.attributes).toMatchObject({ read: false, archived: false })
    expect(body.data[1]?.attributes.listing).toMatchObject({
      type: 'property',
      title: 'Casa no Centro',
      path: expect.stringMatching(new RegExp(`^/imovel/.+/${house}$`)),
    })
    expect(body.meta.counts).toEqual({
      message: { total: 2, unread: 2 },
      whatsapp: { total: 1, unread: 1 },
      phone: { total: 1, unread: 1 },
    })
    expect(body.meta.listings.map((l) => l.title)).toEqual(['Casa no Centro', 'Terreno em Lapão'])
  })

  it('shows a tab, searches by name, e-mail or listing (wildcards typed are literal), filters by listing', async () => {
    const names = async (query: string) =>
      (await get(`/v1/inbox?${query}`, owner.token)).json<InboxPage>().data.map((l) => l.attributes.name)
    expect(await names('kind=whatsapp')).toEqual(['Carla'])
    expect(await names('kind=phone')).toEqual(['Davi'])
    expect(await names('q=ana%40example')).toEqual(['Ana Lima'])
    expect(await names('q=terreno')).toEqual(['Bruno 100%'])
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Bruno 100%'])
    expect(await names(`listing=property-${house}`)).toEqual(['Ana Lima'])
    expect(await names('per_page=1&page=2')).toEqual(['Ana Lima'])
  })

  it('refuses anonymous callers and shows another advertiser none of my leads', async () => {
    expect((await get('/v1/inbox')).statusCode).toBe(401)
    expect((await get('/v1/inbox/unread')).statusCode).toBe(401)
    const theirs = await get('/v1/inbox', other.token)
    expect(theirs.json<InboxPage>().data).toEqual([])
  })
})

describe('GET and PATCH /v1/inbox/:id', () => {
  it('opens my lead; another advertiser and anonymous callers get 404 and 401', async () => {
    const mine = await get(`/v1/inbox/${ids.ana}`, owner.token)
    expect(mine.statusCode).toBe(200)
    expect(mine.json<{ data: InboxLead }>().data.attributes).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      message: 'Ainda está disponível?',
    })
    expect((await get(`/v1/inbox/${ids.ana}`, other.token)).statusCode).toBe(404)
    expect((await get(`/v1/inbox/${ids.ana}`)).statusCode).toBe(401)
    expect((await get('/v1/inbox/999999', owner.token)).statusCode).toBe(404)
    expect((await patch(ids.ana!, { read: true }, other.token)).statusCode).toBe(404)
    expect((await patch(ids.ana!, { archived: true })).statusCode).toBe(401)
  })

  it('marks read (the unread counts follow), archives and unarchives', async () => {
    const unread = async () => (await get('/v1/inbox/unread', owner.token)).json<Unread>().data.attributes
    expect(await unread()).toEqual({ total: 4, message: 2, whatsapp: 1, phone: 1 })

    const read = await patch(ids.ana!, { read: true }, owner.token)
    expect(read.statusCode).toBe(200)
    expect(read.json<{ data: InboxLead }>().data.attributes.read).toBe(true)
    expect(await unread()).toEqual({ total: 3, message: 1, whatsapp: 1, phone: 1 })

    expect((await patch(ids.bruno!, { archived: true }, owner.token)).statusCode).toBe(200)
    const inbox = (await get('/v1/inbox', owner.token)).json<InboxPage>()
    expect(inbox.data.map((l) => l.attributes.name)).toEqual(['Ana Lima'])
    const archived = (await get('/v1/inbox?box=archived', owner.token)).json<InboxPage>()
    expect(archived.data.map((l) => l.attributes.name)).toEqual(['Bruno 100%'])
    // An archived lead no longer waits for an answer.
    expect((await unread()).message).toBe(0)

    await patch(ids.bruno!, { archived: false }, owner.token)
    expect((await unread()).message).toBe(1)
  })

  it('refuses unknown fields', async () => {
    expect((await patch(ids.ana!, { name: 'x' }, owner.token)).statusCode).toBe(422)
  })
})
