import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { uploadMsg } from '../../domain/upload'
import { closeOfflineDb, openOfflineDb } from './db'
import { getEntry, list } from './outbox'
import { replayOutbox, type ReplayOptions } from './replay'
import { freshIndexedDb } from './test-helpers'
import { CHUNK_BYTES, DOCUMENT_PURPOSE, enqueuePhoto } from './upload-sender'

interface FakeUpload {
  data: Uint8Array
  offset: number
  size: number
}

/**
 * A tus server behind fetch, in memory. `dropAfter` makes the next PATCH store that many bytes and then lose
 * its connection; `received` counts every byte that arrived over all requests.
 */
function fakeTusServer() {
  const uploads = new Map<string, FakeUpload>()
  const state = {
    received: 0,
    dropAfter: null as number | null,
    creates: 0,
    authorization: [] as (string | undefined)[],
  }
  const answer = (status: number, headers: Record<string, string> = {}, body: string | null = null) =>
    new Response(body, { status, headers })
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input)
    const headers = (init.headers ?? {}) as Record<string, string>
    state.authorization.push(headers.authorization)
    if (init.method === 'POST' && url === '/v1/uploads') {
      const size = Number(headers['upload-length'])
      if (size > 5 * 1024 * 1024) return answer(413, {}, 'Maximum size exceeded\n')
      const id = `u${++state.creates}`
      uploads.set(id, { data: new Uint8Array(size), offset: 0, size })
      return answer(201, { location: `/v1/uploads/${id}` })
    }
    const [, id, media] = /^\/v1\/uploads\/(\w+)(\/media)?$/.exec(url) ?? []
    const upload = id ? uploads.get(id) : undefined
    if (!upload) return answer(404, {}, 'Not found\n')
    if (init.method === 'HEAD')
      return answer(200, { 'upload-offset': String(upload.offset), 'upload-length': String(upload.size) })
    if (init.method === 'PATCH') {
      if (Number(headers['upload-offset']) !== upload.offset) return answer(409)
      let chunk = new Uint8Array(init.body as ArrayBuffer)
      const drop = state.dropAfter
      if (drop !== null) chunk = chunk.subarray(0, drop)
      upload.data.set(chunk, upload.offset)
      upload.offset += chunk.length
      state.received += chunk.length
      if (drop !== null) {
        state.dropAfter = null
        throw new TypeError('network connection was lost')
      }
      if (upload.offset === upload.size && upload.data[0] !== 0xff) {
        const errors = [{ status: '422', code: 'invalid_format', detail: uploadMsg.invalidFormat }]
        return answer(422, { 'content-type': 'text/plain' }, JSON.stringify({ errors }))
      }
      return answer(204, { 'upload-offset': String(upload.offset) })
    }
    if (init.method === 'GET' && media) {
      if (upload.offset < upload.size) return answer(409)
      const doc = {
        data: {
          id: '42',
          type: 'media',
          attributes: { id: '42', base: '/media/abc', width: 1600, height: 1200, alt: null },
        },
      }
      return answer(200, { 'content-type': 'application/json' }, JSON.stringify(doc))
    }
    return answer(405)
  }
  return { fetch: fetch as typeof globalThis.fetch, uploads, state }
}

const photo = (size: number) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7) % 251)
  bytes.set([0xff, 0xd8, 0xff])
  return new Blob([bytes], { type: 'image/webp' })
}

/** Skipping ahead of the backoff without waiting. */
let skew = 0
const opts = (over: Partial<ReplayOptions> = {}): ReplayOptions => ({
  lock: null,
  now: () => Date.now() + skew,
  getToken: () => 'tok',
  ...over,
})

beforeEach(async () => {
  skew = 0
  await freshIndexedDb()
})

describe('photo uploads through the outbox (tus)', () => {
  it('a dropped connection resumes where the server stopped, even after a reload; each byte is sent once', async () => {
    const blob = photo(3 * CHUNK_BYTES + 1000)
    const entry = await enqueuePhoto(blob, { name: 'fachada.webp' })
    const server = fakeTusServer()
    // First chunk gets through; the second loses the connection after 50 KB.
    let patches = 0
    const flaky: typeof fetch = async (input, init) => {
      if (init?.method === 'PATCH' && ++patches === 2) server.state.dropAfter = 50_000
      else if (init?.method === 'PATCH') server.state.dropAfter = null
      return server.fetch(input, init)
    }
    expect(await replayOutbox(opts({ fetch: flaky }))).toMatchObject({ sent: 0, rescheduled: 1 })
    expect(await getEntry(entry.id)).toMatchObject({
      status: 'pending',
      progress: { sent: CHUNK_BYTES, total: blob.size },
    })
    const saved = await (await openOfflineDb()).get('uploads', entry.id)
    expect(saved).toMatchObject({ uploadUrl: '/v1/uploads/u1', offset: CHUNK_BYTES })

    await closeOfflineDb() // the tab is reloaded
    skew += 10 * 60_000
    const completed: unknown[] = []
    const result = await replayOutbox(
      opts({ fetch: server.fetch, onCompleted: (_e, r) => completed.push(r.body), getToken: () => 'tok2' }),
    )
    expect(result).toMatchObject({ sent: 1 })
    expect(server.state.creates).toBe(1)
    expect(server.state.received).toBe(blob.size)
    const sent = new Uint8Array(await blob.arrayBuffer())
    expect(server.uploads.get('u1')!.data.every((b, i) => b === sent[i])).toBe(true)
    expect(completed).toEqual([
      { data: { id: '42', type: 'media', attributes: expect.objectContaining({ base: '/media/abc' }) } },
    ])
    expect(await list()).toEqual([])
    expect(await (await openOfflineDb()).get('uploads', entry.id)).toBeUndefined()
    expect(new Set(server.state.authorization)).toEqual(new Set(['Bearer tok', 'Bearer tok2']))
  })

  it('a private document says so in its metadata and never asks for a public picture', async () => {
    const blob = photo(CHUNK_BYTES + 10)
    await enqueuePhoto(blob, { name: 'rg.webp', purpose: DOCUMENT_PURPOSE })
    const server = fakeTusServer()
    const calls: { method?: string; url: string; metadata?: string }[] = []
    const spy: typeof fetch = async (input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>
      calls.push({ method: init?.method, url: String(input), metadata: headers['upload-metadata'] })
      return server.fetch(input, init)
    }
    const completed: unknown[] = []
    expect(
      await replayOutbox(opts({ fetch: spy, onCompleted: (_e, r) => completed.push(r.body) })),
    ).toMatchObject({
      sent: 1,
    })
    expect(atob(/purpose (\S+)/.exec(calls[0]!.metadata!)![1]!)).toBe('document')
    expect(calls.some((c) => c.url.endsWith('/media'))).toBe(false)
    expect(completed).toEqual([{ upload_id: 'u1' }])
  })

  it('a camera photo queued offline is sent hours later with the position of its shutter, not of the send', async () => {
    const shutter = Date.now()
    const capture = {
      lat: -11.3123,
      lng: -41.8623,
      accuracy_m: 9,
      position_at: shutter - 2000,
      shutter_at: shutter,
    }
    await enqueuePhoto(photo(CHUNK_BYTES), { name: 'sala.webp', capture })
    await closeOfflineDb() // the tab closed; the worker replays when the signal is back
    skew += 5 * 60 * 60_000
    const server = fakeTusServer()
    const metadata: string[] = []
    const spy: typeof fetch = async (input, init) => {
      const header = ((init?.headers ?? {}) as Record<string, string>)['upload-metadata']
      if (header) metadata.push(header)
      return server.fetch(input, init)
    }
    expect(await replayOutbox(opts({ fetch: spy }))).toMatchObject({ sent: 1 })
    const pairs = Object.fromEntries(
      metadata[0]!.split(',').map((pair) => {
        const [key, value] = pair.split(' ')
        return [key!, atob(value!)]
      }),
    )
    expect(pairs).toMatchObject({
      capture_lat: '-11.3123',
      capture_lng: '-41.8623',
      capture_accuracy_m: '9',
      capture_position_at: String(shutter - 2000),
      capture_shutter_at: String(shutter),
    })
  })

  it('a photo without a position (picked from the gallery) sends none', async () => {
    await enqueuePhoto(photo(CHUNK_BYTES), { name: 'quintal.webp' })
    const server = fakeTusServer()
    const metadata: string[] = []
    const spy: typeof fetch = async (input, init) => {
      const header = ((init?.headers ?? {}) as Record<string, string>)['upload-metadata']
      if (header) metadata.push(header)
      return server.fetch(input, init)
    }
    expect(await replayOutbox(opts({ fetch: spy }))).toMatchObject({ sent: 1 })
    expect(metadata[0]).not.toMatch(/capture_/)
  })

  it('starts over when the server forgot the upload (expired)', async () => {
    const blob = photo(2 * CHUNK_BYTES)
    await enqueuePhoto(blob)
    const server = fakeTusServer()
    let patches = 0
    const dropFirst: typeof fetch = async (input, init) => {
      if (init?.method === 'PATCH' && ++patches === 1) server.state.dropAfter = 10
      return server.fetch(input, init)
    }
    await replayOutbox(opts({ fetch: dropFirst }))
    server.uploads.clear()
    skew += 10 * 60_000
    expect(await replayOutbox(opts({ fetch: server.fetch }))).toMatchObject({ sent: 1 })
    expect(server.state.creates).toBe(2)
  })

  it('fails for good with the pt-BR message when the server refuses the content or the size', async () => {
    const bad = await enqueuePhoto(new Blob([new Uint8Array(1000)], { type: 'image/webp' }))
    const server = fakeTusServer()
    await replayOutbox(opts({ fetch: server.fetch }))
    expect(await getEntry(bad.id)).toMatchObject({
      status: 'failed',
      error: { status: 422, detail: uploadMsg.invalidFormat },
    })

    const big = await enqueuePhoto(photo(5 * 1024 * 1024 + 1))
    await replayOutbox(opts({ fetch: server.fetch }))
    expect(await getEntry(big.id)).toMatchObject({
      status: 'failed',
      error: { status: 413, detail: uploadMsg.tooBig() },
    })
  })
})
