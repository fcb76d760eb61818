import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyVehicle } from '../../../src/domain/my-vehicle'
import { vehicleMsg } from '../../../src/domain/vehicle-input'
import { plans, subscriptions } from '../../db/schema'
import { upsertAdmin } from '../admin-auth'
import { buildTestApp, type TestApp } from '../../test/app'
import { startSmtp, type TestSmtp, withoutConfirmations } from '../../test/smtp'
import {
  bearer,
  errorAt,
  nextIp,
  PASSWORD,
  signUpUser,
  uniqueEmail,
  type SignedUp,
} from '../auth/test-helpers'
import { photoBytes, upload, vehicleFixture } from './test-helpers'

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Quoted-printable soft breaks and escapes undone, the bytes read as UTF-8 (accents compared as written). */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split('=')
        .filter(Boolean)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  )

let smtp: TestSmtp
let t: TestApp
let base: string
let owner: SignedUp
let admin: string
let body: Awaited<ReturnType<typeof vehicleFixture>>['body']

beforeAll(async () => {
  smtp = await startSmtp()
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://mercado.example',
    NODE_ENV: 'development',
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  owner = await signUpUser(t.app, { profile: 'owner' })
  const [plan] = await t.database.db
    .insert(plans)
    .values({ name: 'Revenda', kind: 'owner', propertiesLimit: 10 })
    .returning()
  await t.database.db.insert(subscriptions).values({
    userId: Number(owner.userId),
    planId: plan!.id,
    status: 'active',
    startDate: new Date(),
  })
  body = (await vehicleFixture(t.database.db)).body
  const email = uniqueEmail('admin')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  admin =
    signIn.json<{ data: { attributes: { token?: string } } }>().data.attributes.token ??
    String(signIn.headers.authorization).replace(/^Bearer /, '')
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

/** A vehicle of the owner sent to review, with one photo. */
async function inReview(name: string): Promise<string> {
  const created = await as(owner.token, 'POST', '/v1/vehicles', body({ name }))
  const id = created.json<{ data: MyVehicle }>().data.id
  const photo = await upload(base, owner.token, await photoBytes())
  await as(owner.token, 'PUT', `/v1/vehicles/${id}/media`, { photos: [{ upload_id: photo }] })
  const sent = await as(owner.token, 'PUT', `/v1/vehicles/${id}/status`, { status: 'pending' })
  expect(sent.statusCode, sent.body).toBe(200)
  return id
}

describe('staff review of vehicles', () => {
  it('lists what awaits review; approving publishes it (search shows it) and e-mails the advertiser once, over SMTP', async () => {
    const id = await inReview('Fiat Argo aprovado pela equipe')
    const queue = await as(admin, 'GET', '/v1/admin/vehicles/pending')
    expect(queue.statusCode).toBe(200)
    const item = queue
      .json<{ data: (MyVehicle & { attributes: { advertiser: { email: string } } })[] }>()
      .data.find((v) => v.id === id)
    expect(item?.attributes.advertiser.email).toBe(owner.email)
    expect(item?.attributes.images).toHaveLength(1)

    const searchBefore = await t.app.inject({ url: '/api/vehicles?q=aprovado' })
    expect(searchBefore.json<{ data: { id: string }[] }>().data.map((v) => v.id)).not.toContain(id)
    const approved = await as(admin, 'POST', `/v1/admin/vehicles/${id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json<{ data: MyVehicle }>().data.attributes.status).toBe('published')
    // The search cache followed: the cached answer without it is gone.
    const searchAfter = await t.app.inject({ url: '/api/vehicles?q=aprovado' })
    expect(searchAfter.json<{ data: { id: string }[] }>().data.map((v) => v.id)).toContain(id)
    expect((await t.app.inject({ url: `/api/vehicles/${id}` })).statusCode).toBe(200)

    for (let i = 0; i < 200 && !withoutConfirmations(smtp.inbox).some((m) => m.to.includes(owner.email)); i++)
      await settle(50)
    await settle(300)
    const mine = withoutConfirmations(smtp.inbox).filter((m) => m.to.includes(owner.email))
    expect(mine).toHaveLength(1)
    const text = readable(mine[0]!.raw)
    expect(text).toContain('Fiat Argo aprovado pela equipe')
    expect(text).toContain('foi aprovado e já está publicado')
    expect(text).toMatch(
      new RegExp(`https://mercado\\.example/veiculo/cars/ba/irece/fiat/argo/1-0-drive/${id}`),
    )

    const twice = await as(admin, 'POST', `/v1/admin/vehicles/${id}/approve`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errors[0].detail).toBe(vehicleMsg.notPending)
  })

  it('refusing needs a reason; the advertiser reads it in the dashboard and by e-mail, fixes and sends again', async () => {
    const id = await inReview('Fiat Argo com fotos erradas')
    const noReason = await as(admin, 'POST', `/v1/admin/vehicles/${id}/reject`, { reason: 'ruim' })
    expect(noReason.statusCode).toBe(422)
    expect(errorAt(noReason.json(), '/reason')).toBe(vehicleMsg.rejectReason)
    const reason = 'As fotos mostram outro veículo; envie fotos do carro anunciado.'
    const refused = await as(admin, 'POST', `/v1/admin/vehicles/${id}/reject`, { reason })
    expect(refused.statusCode, refused.body).toBe(200)
    const mine = await as(owner.token, 'GET', `/v1/vehicles/${id}`)
    expect(mine.json<{ data: MyVehicle }>().data.attributes).toMatchObject({
      status: 'inactive',
      rejection_reason: reason,
    })
    for (let i = 0; i < 200 && !smtp.inbox.some((m) => readable(m.raw).includes('fotos erradas')); i++)
      await settle(50)
    const mail = smtp.inbox.map((m) => readable(m.raw)).find((raw) => raw.includes('fotos erradas'))
    expect(mail).toContain(reason)
    expect(mail).toContain(`https://mercado.example/dashboard/vehicles/${id}/edit`)

    const again = await as(owner.token, 'PUT', `/v1/vehicles/${id}/status`, { status: 'pending' })
    expect(again.json<{ data: MyVehicle }>().data.attributes).toMatchObject({
      status: 'pending',
      rejection_reason: null,
    })
  })

  it('an advertiser’s token is refused (403), no token 401, an unknown vehicle 404', async () => {
    expect((await as(owner.token, 'GET', '/v1/admin/vehicles/pending')).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/v1/admin/vehicles/1/approve' })).statusCode).toBe(401)
    const unknown = await as(admin, 'POST', '/v1/admin/vehicles/99999999/approve')
    expect(unknown.statusCode).toBe(404)
  })
})
