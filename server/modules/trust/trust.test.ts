import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import * as s from '../../db/schema'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'
import { privateDirOf, privateStorage } from './private-files'
import { deleteDecidedFiles, FILES_KEPT_MS } from './service'

// Verified advertisers and documented listings through the API: documents travel through the resumable uploads
// into private storage, only staff read them, staff decide once, and the files go 30 days after the decision.

let t: TestApp
let base: string
let adminToken: string
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)
const b64 = (text: string) => Buffer.from(text).toString('base64')

/** A document photo sent through tus as the dashboard sends it (`purpose document`); answers the upload id. */
async function uploadDocument(token: string, bytes: Buffer = PNG): Promise<string> {
  const created = await fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      ...bearer(token),
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64('rg.png')},purpose ${b64('document')}`,
    },
  })
  expect(created.status).toBe(201)
  const url = created.headers.get('location')!
  const id = url.split('/').pop()!
  const patch = await fetch(`${base}/v1/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      ...bearer(token),
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  })
  expect(patch.status).toBe(204)
  return id
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as object,
  })

async function sendAgencyDocuments(token: string) {
  const files = [
    { kind: 'cnpj', upload_id: await uploadDocument(token) },
    { kind: 'creci', upload_id: await uploadDocument(token) },
  ]
  return call('POST', '/v1/trust/advertiser', token, { files })
}
const queue = async (status = 'pending') =>
  (await call('GET', `/v1/admin/trust?status=${status}&per_page=50`, adminToken)).json<{
    data: {
      id: string
      attributes: { advertiser: { id: string }; files: { id: string; deleted: boolean }[] }
    }[]
  }>().data
const checkOf = async (userId: string) => (await queue()).find((c) => c.attributes.advertiser.id === userId)!

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  adminToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t.close())

describe('an advertiser sends documents', () => {
  it('asks each profile for its documents and keeps them out of the public media', async () => {
    const agency = await signUpUser(t.app, { profile: 'business' })
    const before = (await call('GET', '/v1/trust/advertiser', agency.token)).json<{
      data: { attributes: { state: string; required: string[] } }
    }>()
    expect(before.data.attributes).toMatchObject({ state: 'not_sent', required: ['cnpj', 'creci'] })

    const identity = await uploadDocument(agency.token)
    const wrong = await call('POST', '/v1/trust/advertiser', agency.token, {
      files: [{ kind: 'identity', upload_id: identity }],
    })
    expect(wrong.statusCode).toBe(422)
    const missing = await call('POST', '/v1/trust/advertiser', agency.token, {
      files: [{ kind: 'cnpj', upload_id: identity }],
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors[0].detail).toBe('Envie: Carteira do CRECI.')

    const mediaBefore = (await t.database.db.select().from(s.media)).length
    // A document upload never becomes a picture: its media address answers 404.
    const media = await fetch(`${base}/v1/uploads/${identity}/media`, {
      headers: { 'tus-resumable': '1.0.0', ...bearer(agency.token) },
    })
    expect(media.status).toBe(404)

    const sent = await sendAgencyDocuments(agency.token)
    expect(sent.statusCode).toBe(201)
    expect(sent.json().data.attributes.state).toBe('pending')
    expect((await t.database.db.select().from(s.media)).length).toBe(mediaBefore)
    expect(fs.readdirSync(privateDirOf(t.dataDir))).toHaveLength(2)
    expect(
      fs.existsSync(path.join(t.dataDir, 'media')) ? fs.readdirSync(path.join(t.dataDir, 'media')) : [],
    ).toEqual([])

    const again = await sendAgencyDocuments(agency.token)
    expect(again.statusCode).toBe(409)
  })

  it("refuses another account's uploads and listings with 404", async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const other = await signUpUser(t.app, { profile: 'owner' })
    const theirs = await uploadDocument(owner.token)
    const stolen = await call('POST', '/v1/trust/advertiser', other.token, {
      files: [{ kind: 'identity', upload_id: theirs }],
    })
    expect(stolen.statusCode).toBe(404)

    const property = await createProperty(t.database.db, Number(owner.userId))
    const url = `/v1/trust/listings/property/${property.id}`
    expect((await call('GET', url, other.token)).statusCode).toBe(404)
    const post = await call('POST', url, other.token, {
      files: [{ kind: 'registry', upload_id: await uploadDocument(other.token) }],
    })
    expect(post.statusCode).toBe(404)
    expect((await call('GET', url, owner.token)).json().data.attributes.state).toBe('not_sent')
    const mine = (await call('GET', '/v1/trust/listings', owner.token)).json().data
    expect(mine.map((l: { attributes: object }) => l.attributes)).toEqual([
      {
        kind: 'property',
        listing_id: String(property.id),
        title: property.name,
        state: 'not_sent',
        reason: null,
      },
    ])
    expect((await call('GET', '/v1/trust/listings', other.token)).json().data).toEqual([])
  })
})

describe('staff', () => {
  it('alone read the files: 401 without a token, 403 with any user token, the advertiser included', async () => {
    const agency = await signUpUser(t.app, { profile: 'business' })
    const other = await signUpUser(t.app, { profile: 'owner' })
    await sendAgencyDocuments(agency.token)
    const check = await checkOf(agency.userId)
    const fileUrl = `/v1/admin/trust/files/${check.attributes.files[0]!.id}`
    expect((await call('GET', fileUrl)).statusCode).toBe(401)
    expect((await call('GET', fileUrl, agency.token)).statusCode).toBe(403)
    expect((await call('GET', fileUrl, other.token)).statusCode).toBe(403)
    expect((await call('GET', `/v1/admin/trust/${check.id}`, agency.token)).statusCode).toBe(403)
    const seen = await call('GET', fileUrl, adminToken)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('image/png')
    expect(seen.rawPayload.equals(PNG)).toBe(true)
    // Nothing of it under the public media address.
    expect((await call('GET', `/media/${check.attributes.files[0]!.id}`)).statusCode).toBe(404)
  })

  it('refuse with a reason the advertiser reads; they may send again', async () => {
    const broker = await signUpUser(t.app, { profile: 'broker' })
    const files = async () => [
      { kind: 'identity', upload_id: await uploadDocument(broker.token) },
      { kind: 'creci', upload_id: await uploadDocument(broker.token) },
    ]
    expect(
      (await call('POST', '/v1/trust/advertiser', broker.token, { files: await files() })).statusCode,
    ).toBe(201)
    const check = await checkOf(broker.userId)
    const reason = 'A foto do CRECI está ilegível.'
    expect(
      (await call('POST', `/v1/admin/trust/${check.id}/refuse`, adminToken, { reason })).statusCode,
    ).toBe(200)
    const status = (await call('GET', '/v1/trust/advertiser', broker.token)).json().data.attributes
    expect(status).toMatchObject({ state: 'refused', reason })
    const resent = await call('POST', '/v1/trust/advertiser', broker.token, { files: await files() })
    expect(resent.statusCode).toBe(201)
    expect(resent.json().data.attributes).toMatchObject({ state: 'pending', reason: null })
  })

  it('approve once: ten approvals at once make one decision and one audit entry; a replay is harmless', async () => {
    const agency = await signUpUser(t.app, { profile: 'business' })
    await sendAgencyDocuments(agency.token)
    const check = await checkOf(agency.userId)
    const invalidations = t.app.searchCache.invalidations
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/v1/admin/trust/${check.id}/approve`, adminToken)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(t.app.searchCache.invalidations).toBe(invalidations + 1)
    const replay = await call('POST', `/v1/admin/trust/${check.id}/approve`, adminToken)
    expect(replay.statusCode).toBe(409)
    const audit = (
      await call('GET', `/v1/admin/audit?target_type=trust_checks&target_id=${check.id}`, adminToken)
    ).json<{ data: { attributes: { action: string } }[] }>().data
    expect(audit.map((e) => e.attributes.action)).toEqual(['trust.approve'])
    const status = (await call('GET', '/v1/trust/advertiser', agency.token)).json().data.attributes
    expect(status.state).toBe('approved')
    expect((await sendAgencyDocuments(agency.token)).statusCode).toBe(409)
  })

  it('the same Idempotency-Key replays the first answer without a second decision', async () => {
    const agency = await signUpUser(t.app, { profile: 'business' })
    await sendAgencyDocuments(agency.token)
    const check = await checkOf(agency.userId)
    const key = { 'idempotency-key': `trust-approve-${check.id}` }
    const first = await call('POST', `/v1/admin/trust/${check.id}/approve`, adminToken, undefined, key)
    const second = await call('POST', `/v1/admin/trust/${check.id}/approve`, adminToken, undefined, key)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(second.json()).toEqual(first.json())
  })
})

describe('files are deleted 30 days after the decision', () => {
  it('keeps them until then, deletes them after, and staff see them as deleted', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const sent = await call('POST', '/v1/trust/advertiser', owner.token, {
      files: [{ kind: 'identity', upload_id: await uploadDocument(owner.token) }],
    })
    expect(sent.statusCode).toBe(201)
    const check = await checkOf(owner.userId)
    const fileUrl = `/v1/admin/trust/files/${check.attributes.files[0]!.id}`
    await call('POST', `/v1/admin/trust/${check.id}/approve`, adminToken)
    const deps = { db: t.database.db, files: privateStorage(t.dataDir) }
    const day = 24 * 60 * 60 * 1000

    await deleteDecidedFiles(deps, new Date(Date.now() + FILES_KEPT_MS - day))
    expect((await call('GET', fileUrl, adminToken)).statusCode).toBe(200)

    const filesBefore = fs.readdirSync(privateDirOf(t.dataDir)).length
    expect(await deleteDecidedFiles(deps, new Date(Date.now() + FILES_KEPT_MS + day))).toBeGreaterThanOrEqual(
      1,
    )
    expect(fs.readdirSync(privateDirOf(t.dataDir)).length).toBeLessThan(filesBefore)
    expect((await call('GET', fileUrl, adminToken)).statusCode).toBe(404)
    const after = (await call('GET', `/v1/admin/trust/${check.id}`, adminToken)).json().data.attributes
    expect(after.files.every((f: { deleted: boolean }) => f.deleted)).toBe(true)
    // Still verified: the decision stays, only the photos go.
    expect((await call('GET', '/v1/trust/advertiser', owner.token)).json().data.attributes.state).toBe(
      'approved',
    )
    // Checks still under review keep their files.
    expect(fs.readdirSync(privateDirOf(t.dataDir)).length).toBeGreaterThan(0)
  })
})
