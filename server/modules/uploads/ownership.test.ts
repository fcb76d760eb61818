import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { signUpUser } from '../auth/test-helpers'
import { MAX_OPEN_UPLOADS, TOO_MANY_UPLOADS } from './routes'

let t: TestApp
let base: string
let mine: string
let theirs: string

const tus = (token: string, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
})

async function create(token: string, size: number) {
  return fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: tus(token, { 'upload-length': String(size) }),
  })
}
async function createId(token: string, size: number): Promise<string> {
  const res = await create(token, size)
  expect(res.status).toBe(201)
  return res.headers.get('location')!.split('/').pop()!
}
const head = async (token: string, url: string) =>
  fetch(`${base}${url}`, { method: 'HEAD', headers: tus(token) })

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  mine = (await signUpUser(t.app)).token
  theirs = (await signUpUser(t.app)).token
})
afterAll(() => t.close())

describe('an upload is reached by its path only', () => {
  it('a query string naming another upload never reads, appends to or deletes it', async () => {
    const own = await createId(mine, 100)
    const victim = await createId(theirs, 50)
    const sneaky = `/v1/uploads/${own}?x=/${victim}`

    const peek = await head(mine, sneaky)
    expect(peek.headers.get('upload-length')).toBe('100')

    const append = await fetch(`${base}${sneaky}`, {
      method: 'PATCH',
      headers: tus(mine, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      body: new Uint8Array(10),
    })
    expect(append.status).toBe(204)
    expect((await head(theirs, `/v1/uploads/${victim}`)).headers.get('upload-offset')).toBe('0')
    expect((await head(mine, `/v1/uploads/${own}`)).headers.get('upload-offset')).toBe('10')

    const del = await fetch(`${base}${sneaky}`, { method: 'DELETE', headers: tus(mine) })
    expect(del.status).toBe(204)
    expect((await head(theirs, `/v1/uploads/${victim}`)).status).toBe(200)
    expect((await head(mine, `/v1/uploads/${own}`)).status).toBe(404)
  })
})

describe('upload errors', () => {
  it('answer in pt-BR, in the error envelope', async () => {
    const id = await createId(mine, 100)
    const conflict = await fetch(`${base}/v1/uploads/${id}`, {
      method: 'PATCH',
      headers: tus(mine, { 'upload-offset': '7', 'content-type': 'application/offset+octet-stream' }),
      body: new Uint8Array(3),
    })
    expect(conflict.status).toBe(409)
    expect(conflict.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await conflict.json()) as { errors: { detail: string }[] }
    expect(body.errors[0]?.detail).toBe('O envio mudou no servidor. Retomando do ponto certo.')

    const noVersion = await fetch(`${base}/v1/uploads/${id}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${mine}` },
    })
    expect(noVersion.status).toBe(412)
    const tooBig = await create(mine, 50 * 1024 * 1024)
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toMatch(
      /^Arquivo muito grande/,
    )
  })
})

describe('open upload slots', () => {
  it(`are capped at ${MAX_OPEN_UPLOADS} per user, even when created all at once`, async () => {
    const user = (await signUpUser(t.app)).token
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_UPLOADS + 5 }, () => create(user, 5 * 1024 * 1024)),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_UPLOADS)
    const refused = answers.find((r) => r.status === 422)!
    expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
      TOO_MANY_UPLOADS,
    )
    // Someone else is not affected.
    expect((await create(mine, 10)).status).toBe(201)
  })
})
